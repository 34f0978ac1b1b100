import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { TamkeenAppointmentsService } from './tamkeen-appointments.service.ts';

/** The appointment endpoints (spec §7 group `tamkeen`; decisions 067, 072). */
export async function tamkeenAppointmentRoutes(
  app: FastifyInstance,
  { tamkeenAppointments: s }: { tamkeenAppointments: TamkeenAppointmentsService },
) {
  const e = contract.tamkeenAppointment;
  registerEndpoint(app, e.appointmentLoad, ({ params, ctx, request }) => s.appointmentLoad(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.appointmentLoadByFilter, ({ params, body, ctx, request }) =>
    s.appointmentLoadByFilter(requirePrincipal(request), params, body, ctx),
  );
  registerEndpoint(app, e.appointmentLoadDetails, ({ params, ctx, request }) =>
    s.appointmentLoadDetails(requirePrincipal(request), params.id, ctx),
  );
  registerEndpoint(app, e.appointmentSave, ({ body, ctx, request }) => s.appointmentSave(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.appointmentStatusAction, ({ body, ctx, request }) =>
    s.appointmentStatusAction(requirePrincipal(request), body, ctx),
  );
}

import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ComplaintsService } from './complaints.service.ts';

/** The payment complaint endpoints (spec §7 "Complaints"): each hands the caller, the input and the context to one method. */
export async function complaintRoutes(app: FastifyInstance, { complaints }: { complaints: ComplaintsService }) {
  const e = contract.complaint;
  registerEndpoint(app, e.create, ({ body, ctx, request }) => complaints.create(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.complaintsList, ({ params, ctx, request }) => complaints.complaintsList(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.complaintDetails, ({ params, ctx, request }) =>
    complaints.complaintDetails(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.updatePaymentComplainRequest, ({ body, ctx, request }) =>
    complaints.updatePaymentComplainRequest(requirePrincipal(request), body, ctx),
  );
}

import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { VisitsService } from './visits.service.ts';

/** The field visit endpoints (decision 065, additions to spec §7): each hands the caller, the input and the context to one method. */
export async function visitRoutes(app: FastifyInstance, { visits }: { visits: VisitsService }) {
  const e = contract.visit;
  registerEndpoint(app, e.visitsList, ({ params, request }) => visits.visitsList(requirePrincipal(request), params));
  registerEndpoint(app, e.visitDetails, ({ params, ctx, request }) => visits.visitDetails(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.confirmVisit, ({ body, ctx, request }) => visits.confirmVisit(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.rescheduleVisit, ({ body, ctx, request }) => visits.rescheduleVisit(requirePrincipal(request), body, ctx));
}

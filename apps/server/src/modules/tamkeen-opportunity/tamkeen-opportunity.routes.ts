import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { TamkeenOpportunityService } from './tamkeen-opportunity.service.ts';

/** Tamkeen's job offers and the code to accept one (spec §7 group `tamkeen`; decisions 067, 071). */
export async function tamkeenOpportunityRoutes(
  app: FastifyInstance,
  { tamkeenOpportunity: s }: { tamkeenOpportunity: TamkeenOpportunityService },
) {
  const e = contract.tamkeenOpportunity;
  registerEndpoint(app, e.load, ({ params, request }) => s.load(requirePrincipal(request), params));
  registerEndpoint(app, e.loadByFilter, ({ params, body, request }) => s.loadByFilter(requirePrincipal(request), params, body));
  registerEndpoint(app, e.loadDetails, ({ params, request }) => s.loadDetails(requirePrincipal(request), params));
  registerEndpoint(app, e.evaluate, ({ body, ctx, request }) => s.evaluate(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.skillsRate, ({ request }) => s.skillsRate(requirePrincipal(request)));
  registerEndpoint(app, e.qualificationFit, ({ request }) => s.qualificationFit(requirePrincipal(request)));
  registerEndpoint(app, e.opportunityType, ({ params, request }) => s.opportunityType(requirePrincipal(request), params));
  registerEndpoint(app, e.sendOtp, ({ body, request }) => s.sendOtp(requirePrincipal(request), body));
  registerEndpoint(app, e.resendOtp, ({ params, request }) => s.resendOtp(requirePrincipal(request), params));
}

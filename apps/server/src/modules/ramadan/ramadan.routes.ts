import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RamadanService } from './ramadan.service.ts';

/** The Ramadan reward endpoints: eligibility, the rewards paid, the members of one reward. */
export async function ramadanRoutes(app: FastifyInstance, { ramadan }: { ramadan: RamadanService }) {
  const e = contract.ramadan;
  registerEndpoint(app, e.isEligible, ({ ctx, request }) => ramadan.isEligible(requirePrincipal(request), ctx));
  registerEndpoint(app, e.payments, ({ request }) => ramadan.payments(requirePrincipal(request)));
  registerEndpoint(app, e.dependents, ({ params, request }) => ramadan.dependents(requirePrincipal(request), params));
  registerEndpoint(app, e.hasRamadanRewards, ({ request }) => ramadan.hasRewards(requirePrincipal(request)));
}

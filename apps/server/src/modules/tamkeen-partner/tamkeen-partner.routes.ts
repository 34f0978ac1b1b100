import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { TamkeenPartnersService } from './tamkeen-partners.service.ts';

/** Partner evaluation (spec §7 group `tamkeen`; decisions 067, 072). */
export async function tamkeenPartnerRoutes(app: FastifyInstance, { tamkeenPartners: s }: { tamkeenPartners: TamkeenPartnersService }) {
  const e = contract.tamkeenEvaluation;
  registerEndpoint(app, e.listPartners, ({ ctx, request }) => s.listPartners(requirePrincipal(request), ctx));
  registerEndpoint(app, e.evaluatePartner, ({ body, ctx, request }) => s.evaluatePartner(requirePrincipal(request), body, ctx));
}

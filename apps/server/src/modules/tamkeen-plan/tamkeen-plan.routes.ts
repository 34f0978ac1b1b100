import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import { replyWithFile } from '../attachment/download-reply.ts';
import type { TamkeenPlanService } from './tamkeen-plan.service.ts';

/** The plan endpoints (spec §7 group `tamkeen`, §8; decisions 067, 072). */
export async function tamkeenPlanRoutes(app: FastifyInstance, { tamkeenPlan: s }: { tamkeenPlan: TamkeenPlanService }) {
  const e = contract.tamkeenPlan;
  registerEndpoint(app, e.planLoad, ({ ctx, request }) => s.planLoad(requirePrincipal(request), ctx));
  registerEndpoint(app, e.planLoadDetails, ({ params, ctx, request }) => s.planLoadDetails(requirePrincipal(request), params.id, ctx));
  registerEndpoint(app, e.planAction, ({ body, ctx, request }) => s.planAction(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.generatePlanReport, async ({ body, ctx, request, reply }) => {
    const file = await s.generatePlanReport(requirePrincipal(request), body, ctx);
    void reply.header('cache-control', 'no-store');
    return replyWithFile(reply, { ...file, contentType: 'application/pdf' });
  });
}

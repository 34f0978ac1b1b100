import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import type { SupportCalculatorService } from './support-calculator.service.ts';
import type { WhatIfService } from './what-if.service.ts';

const tenMinutes = 10 * 60_000;

/**
 * Estimates from one address (a visitor's door, decision 059): enough for someone trying figure after figure, and
 * beside the ceiling every visitor door has (API_RATE_LIMIT_PER_IP).
 */
export const supportEstimateLimit: RouteLimit = { bucket: 'support-calculator:ip', max: 60, windowMs: tenMinutes, key: 'ip' };

/** What-ifs of one person at the keyboard: each reads a household's facts, so a script cannot loop on them. */
export const whatIfLimit: RouteLimit = { bucket: 'what-if:account', max: 120, windowMs: tenMinutes, key: 'account' };

/** The calculators (decision 059): each hands the validated input and the context to one method. */
export async function calculatorRoutes(
  app: FastifyInstance,
  { supportCalculator, whatIf }: { supportCalculator: SupportCalculatorService; whatIf: WhatIfService },
) {
  const e = contract.calculator;
  registerEndpoint(app, e.supportEstimate, ({ body, ctx }) => supportCalculator.estimate(body, ctx), { limits: [supportEstimateLimit] });
  registerEndpoint(app, e.whatIf, ({ body, ctx, request }) => whatIf.whatIf(requirePrincipal(request), body, ctx), {
    limits: [whatIfLimit],
  });
}

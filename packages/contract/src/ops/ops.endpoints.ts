import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';

/** Liveness and readiness probes for load balancers and orchestrators. */
export const ops = {
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers',
    access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: the database answers (503 otherwise)',
    access: 'public',
    response: z.object({ status: z.literal('ready'), database: z.literal('up') }),
  }),
};

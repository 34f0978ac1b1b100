import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import { DomainError } from '../../platform/errors.ts';

export async function opsRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  registerEndpoint(app, contract.ops.health, () => ({ status: 'ok' as const }));
  registerEndpoint(app, contract.ops.ready, async ({ request }) => {
    try {
      await ping();
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      throw new DomainError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ready' as const, database: 'up' as const };
  });
}

import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../plugins/auth.ts';
import type { Actor } from '../audit/audit.service.ts';

/** The real actor of a write, and the applicant acted for during an emergency login (DOMAIN.md). */
export function actorOf(principal: Principal, request: Pick<FastifyRequest, 'ip' | 'id'>): Actor {
  return {
    accountId: principal.actorAccountId,
    onBehalfOfAccountId: principal.accountId !== principal.actorAccountId ? principal.accountId : null,
    ip: request.ip,
    requestId: request.id,
  };
}

import type { FastifyRequest } from 'fastify';
import { actsOnBehalf, type Principal } from '../../plugins/auth.ts';
import type { Actor } from './audit.service.ts';

/** The real actor of a write, and the applicant acted for during an emergency login (DOMAIN.md): every module's audit lines. */
export function actorOf(principal: Principal, request: Pick<FastifyRequest, 'ip' | 'id'>): Actor {
  return {
    accountId: principal.actorAccountId,
    onBehalfOfAccountId: actsOnBehalf(principal) ? principal.accountId : null,
    ip: request.ip,
    requestId: request.id,
  };
}

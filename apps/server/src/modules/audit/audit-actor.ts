import { actsOnBehalf, type Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Actor } from './audit.service.ts';

/** The real actor of a write, and the applicant acted for during an emergency login (DOMAIN.md): every module's audit lines. */
export function actorOf(principal: Principal, ctx: RequestContext): Actor {
  return {
    accountId: principal.actorAccountId,
    onBehalfOfAccountId: actsOnBehalf(principal) ? principal.accountId : null,
    ip: ctx.ip,
    requestId: ctx.requestId,
  };
}

import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ApplicationState, TransitionStep } from './application-state.ts';
import type { ApplicationRow } from './application.repository.ts';

/** A step the applicant (or their stand-in) takes: the transition, and what the audit line adds to the new state. */
export interface ApplicantStep extends Omit<TransitionStep, 'actorAccountId' | 'at'> {
  /** The audit action, e.g. `application.withdraw`. */
  action: string;
  at?: Date;
  auditAfter?: Record<string, unknown>;
}

/**
 * A change of state made by the person at the keyboard: `state.apply` (the transition table and the timeline) and
 * the audit line with the state before and after, in the caller's transaction.
 */
export function createApplicantTransition(deps: { state: ApplicationState; audit: AuditService; clock: Clock }) {
  const { state, audit, clock } = deps;
  return async function applyFor(
    principal: Principal,
    ctx: RequestContext,
    row: ApplicationRow,
    step: ApplicantStep,
    tx: Database,
  ): Promise<ApplicationRow> {
    const { action, auditAfter, ...rest } = step;
    const updated = await state.apply(row, { ...rest, actorAccountId: principal.actorAccountId, at: step.at ?? clock.now() }, tx);
    await audit.record(
      actorOf(principal, ctx),
      {
        action,
        entity: 'application',
        entityId: row.id,
        before: { status: row.status },
        after: { status: updated.status, ...auditAfter },
      },
      tx,
    );
    return updated;
  };
}
export type ApplicantTransition = ReturnType<typeof createApplicantTransition>;

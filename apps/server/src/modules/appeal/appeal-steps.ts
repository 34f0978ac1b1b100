import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { clockAfterStep, writeStepLines } from '../service-level/service-steps.ts';
import { appealTransitions, nextStatus, type AppealStep } from './appeal-rules.ts';
import type { AppealRepository, AppealRow, NewAppeal } from './appeal.repository.ts';

/** What a step records besides the status: who, why, and the fields it changes. */
export interface StepRecord {
  actor: Actor;
  comment?: string | null;
  /** Fields the step sets beside the status and the clock (the documents asked for, the decision's words). */
  changes?: Partial<NewAppeal>;
}

/**
 * Moves a locked appeal by one step of the transition table (appeal-rules.ts), in the caller's transaction, with its
 * history line and its audit line: the one place a status changes. A step the table does not allow from the current
 * status is a 409 APPEAL_STEP_NOT_ALLOWED. The clock: entering NEED_DOCUMENT starts a wait (the appeal expires at
 * `documentsDueAt` unless answered); leaving it adds the working days waited to the pauses; a decision stops it.
 */
export function createAppealSteps(deps: { repository: AppealRepository; audit: AuditService }) {
  const { repository, audit } = deps;

  return async function step(row: AppealRow, name: AppealStep, record: StepRecord, now: Date, tx: Database): Promise<AppealRow> {
    const to = nextStatus(name, row.status);
    if (to === null) throw new DomainError('APPEAL_STEP_NOT_ALLOWED');
    const clock: Partial<NewAppeal> = clockAfterStep(
      row,
      { waits: name === 'askForDocuments', decides: name === 'approve' || name === 'reject' || name === 'expire' || name === 'cancel' },
      now,
    );
    // Leaving a wait ends its due time too.
    if (row.pausedSince !== null) clock.documentsDueAt = null;
    const changes: Partial<NewAppeal> = { ...clock, ...record.changes, status: to, updatedAt: now };
    await repository.update(row.id, changes, tx);
    await writeStepLines(
      audit,
      {
        entity: 'appeal',
        entityId: row.id,
        action: `appeal.${name}`,
        actor: record.actor,
        from: row.status,
        to,
        by: appealTransitions[name].by,
        comment: record.comment ?? null,
        at: now,
      },
      (history) => repository.addHistory({ appealId: row.id, ...history }, tx),
      tx,
    );
    return { ...row, ...changes } as AppealRow;
  };
}
export type AppealStepper = ReturnType<typeof createAppealSteps>;

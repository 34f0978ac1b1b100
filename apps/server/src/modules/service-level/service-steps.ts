import { todayInRiyadh } from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { workingDaysBetween } from './service-clock.ts';

/** Who makes a step of a beneficiary's request: its head of household, a case worker, or the system (a job). */
export type StepActorKind = 'APPLICANT' | 'CASE_WORKER' | 'SYSTEM';

/** A state machine as one table: for each step, the statuses it may start from, where it leads and who makes it. */
export type TransitionTable<Step extends string, Status> = Readonly<
  Record<Step, { from: readonly Status[]; to: Status; by: StepActorKind }>
>;

/** Where `step` leads from `current` in `table`, or null when the table does not allow it. */
export function nextStatusIn<Step extends string, Status>(
  table: TransitionTable<Step, Status>,
  step: Step,
  current: Status,
): Status | null {
  const transition = table[step];
  return transition.from.includes(current) ? transition.to : null;
}

/** The clock columns a request stores (decisions 060, 062). */
export interface ClockColumns {
  pausedWorkingDays: number;
  pausedSince: string | null;
}

/**
 * What a step does to the clock: leaving a wait for the beneficiary adds the working days waited to the pauses; a step
 * that waits for them starts a pause; a decision stops the clock. `decidedAt` is set only by a decision.
 */
export function clockAfterStep(
  row: ClockColumns,
  step: { waits: boolean; decides: boolean },
  now: Date,
): { pausedWorkingDays?: number; pausedSince?: string | null; decidedAt?: Date } {
  const today = todayInRiyadh(now);
  const changes: { pausedWorkingDays?: number; pausedSince?: string | null; decidedAt?: Date } = {};
  if (row.pausedSince !== null) {
    changes.pausedWorkingDays = row.pausedWorkingDays + Math.max(workingDaysBetween(row.pausedSince, today), 0);
    changes.pausedSince = null;
  }
  if (step.waits) changes.pausedSince = today;
  if (step.decides) changes.decidedAt = now;
  return changes;
}

/** One transition as both of its lines tell it: the request's history and the audit trail. */
export interface StepLine<Status> {
  /** The audit entity and the request's id (`appeal`, `payment_complaint`). */
  entity: string;
  entityId: string;
  /** The audit action (`appeal.take`). */
  action: string;
  actor: Actor;
  from: Status;
  to: Status;
  by: StepActorKind;
  comment: string | null;
  at: Date;
}

/**
 * Writes a step's history line (through `addHistory`, each request type has its own table) and its audit line in the
 * step's transaction, so that a step is never recorded in one and not the other.
 */
export async function writeStepLines<Status>(
  audit: AuditService,
  line: StepLine<Status>,
  addHistory: (history: {
    fromStatus: Status;
    toStatus: Status;
    by: StepActorKind;
    actorAccountId: string | null;
    comment: string | null;
    at: Date;
  }) => Promise<void>,
  tx: Database,
): Promise<void> {
  await addHistory({
    fromStatus: line.from,
    toStatus: line.to,
    by: line.by,
    actorAccountId: line.actor.accountId,
    comment: line.comment,
    at: line.at,
  });
  await audit.record(
    line.actor,
    {
      action: line.action,
      entity: line.entity,
      entityId: line.entityId,
      before: { status: line.from },
      after: { status: line.to, comment: line.comment },
    },
    tx,
  );
}

/** A request's number shown to the beneficiary: its kind's prefix, the year raised (Riyadh) and the sequence number. */
export const requestNumberOf = (prefix: string, year: string, sequence: number): string =>
  `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

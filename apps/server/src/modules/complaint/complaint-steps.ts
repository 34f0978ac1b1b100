import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { clockAfterStep, writeStepLines } from '../service-level/service-steps.ts';
import { complaintTransitions, decides, nextComplaintStatus, waitsForBeneficiary, type ComplaintStep } from './complaint-rules.ts';
import type { ComplaintRepository, ComplaintRow, NewComplaint } from './complaint.repository.ts';

/** What a step records besides the status: who, their words, and the fields it changes. */
export interface ComplaintStepRecord {
  actor: Actor;
  comment?: string | null;
  changes?: Partial<NewComplaint>;
}

/**
 * Moves a locked complaint by one step of the transition table (complaint-rules.ts), in the caller's transaction,
 * with its history line and its audit line: the one place a complaint's status changes. A step the table does not
 * allow is a 409 COMPLAINT_STEP_NOT_ALLOWED. The clock stands while the case worker waits for the beneficiary.
 */
export function createComplaintSteps(deps: { repository: ComplaintRepository; audit: AuditService }) {
  const { repository, audit } = deps;

  return async function step(
    row: ComplaintRow,
    name: ComplaintStep,
    record: ComplaintStepRecord,
    now: Date,
    tx: Database,
  ): Promise<ComplaintRow> {
    const to = nextComplaintStatus(name, row.status);
    if (to === null) throw new DomainError('COMPLAINT_STEP_NOT_ALLOWED');
    const clock = clockAfterStep(row, { waits: waitsForBeneficiary(name), decides: decides(name) }, now);
    // Any step but a request for information ends the wait, and with it its due time.
    const changes: Partial<NewComplaint> = { ...clock, infoDueAt: null, ...record.changes, status: to, updatedAt: now };
    await repository.update(row.id, changes, tx);
    await writeStepLines(
      audit,
      {
        entity: 'payment_complaint',
        entityId: row.id,
        action: `complaint.${name}`,
        actor: record.actor,
        from: row.status,
        to,
        by: complaintTransitions[name].by,
        comment: record.comment ?? null,
        at: now,
      },
      (history) => repository.addHistory({ complaintId: row.id, ...history }, tx),
      tx,
    );
    return { ...row, ...changes };
  };
}
export type ComplaintStepper = ReturnType<typeof createComplaintSteps>;

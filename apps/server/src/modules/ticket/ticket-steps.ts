import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { clockAfterStep, writeStepLines } from '../service-level/service-steps.ts';
import { decides, nextTicketStatus, ticketTransitions, waitsForBeneficiary, type TicketStep } from './ticket-rules.ts';
import type { NewTicket, TicketRepository, TicketRow } from './ticket.repository.ts';

/**
 * Moves a locked ticket by one step of the transition table (ticket-rules.ts), in the caller's transaction, with its
 * history line and its audit line: the one place a ticket's status changes. A step the table does not allow is a 409
 * TICKET_STEP_NOT_ALLOWED. The clock stands while the ticket is ANSWERED (waiting for the beneficiary) and stops when
 * it is closed.
 */
export function createTicketSteps(deps: { repository: TicketRepository; audit: AuditService }) {
  const { repository, audit } = deps;
  return async function step(row: TicketRow, name: TicketStep, actor: Actor, now: Date, tx: Database): Promise<TicketRow> {
    const to = nextTicketStatus(name, row.status);
    if (to === null) throw new DomainError('TICKET_STEP_NOT_ALLOWED');
    const clock = clockAfterStep(row, { waits: waitsForBeneficiary(name), decides: decides(name) }, now);
    const changes: Partial<NewTicket> = { ...clock, status: to, updatedAt: now };
    await repository.update(row.id, changes, tx);
    await writeStepLines(
      audit,
      {
        entity: 'ticket',
        entityId: row.id,
        action: `ticket.${name}`,
        actor,
        from: row.status,
        to,
        by: ticketTransitions[name].by,
        comment: null,
        at: now,
      },
      (history) => repository.addHistory({ ticketId: row.id, ...history }, tx),
      tx,
    );
    return { ...row, ...changes };
  };
}
export type TicketStepper = ReturnType<typeof createTicketSteps>;

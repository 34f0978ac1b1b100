import type { Language, TicketDetails } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Actor } from '../audit/audit.service.ts';
import type { TicketStep } from './ticket-rules.ts';
import type { TicketStepper } from './ticket-steps.ts';
import type { TicketRepository } from './ticket.repository.ts';

export interface TicketDecisionsDeps {
  db: Database;
  repository: TicketRepository;
  step: TicketStepper;
  clock: Clock;
  /** A ticket's details in a language, whoever holds it (staff read any). */
  detailsOf: (id: string, ctx: { language: Language }) => Promise<TicketDetails>;
}

/** A case worker's step: the ticket by number and, for a reply, their answer. */
export interface TicketCaseInput {
  ticketNumber: string;
  comment?: string | null | undefined;
}

/**
 * A case worker's steps on tickets (DOMAIN.md "Back office"; docs/decisions/064-tickets.md), services now, screens with
 * the back-office issue: take it, reply (the answer joins the thread and the ticket is ANSWERED), or close it. The
 * actor is who the audit line names; the demo hook drives them in demo mode.
 */
export function createTicketDecisionsService(deps: TicketDecisionsDeps) {
  const { db, repository, step, clock, detailsOf } = deps;

  async function act(actor: Actor, input: TicketCaseInput, name: TicketStep, language: Language, answer: string | null = null) {
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const row = await repository.lockByNumber(null, input.ticketNumber, tx);
      if (!row) throw new DomainError('NOT_FOUND');
      await step(row, name, actor, now, tx);
      if (answer !== null) {
        await repository.addMessage({ ticketId: row.id, by: 'CASE_WORKER', authorAccountId: actor.accountId, body: answer, at: now }, tx);
      }
      return row.id;
    });
    return detailsOf(id, { language });
  }

  return {
    take: (actor: Actor, input: TicketCaseInput, language: Language) => act(actor, input, 'take', language),
    reply(actor: Actor, input: TicketCaseInput, language: Language) {
      const answer = input.comment?.trim();
      if (!answer) throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.comment', code: 'required' }] });
      return act(actor, input, 'answer', language, answer);
    },
    close: (actor: Actor, input: TicketCaseInput, language: Language) => act(actor, input, 'staffClose', language),
  };
}
export type TicketDecisionsService = ReturnType<typeof createTicketDecisionsService>;

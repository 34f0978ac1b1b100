import type { ComplaintDetails, Language } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Actor } from '../audit/audit.service.ts';
import type { ComplaintStep } from './complaint-rules.ts';
import type { ComplaintStepper } from './complaint-steps.ts';
import type { ComplaintRepository, NewComplaint } from './complaint.repository.ts';

export interface ComplaintDecisionsDeps {
  db: Database;
  repository: ComplaintRepository;
  step: ComplaintStepper;
  clock: Clock;
  /** A complaint's details in a language, whoever holds it (staff read any). */
  detailsOf: (id: string, language: Language) => Promise<ComplaintDetails>;
}

/** A case worker's step: the complaint by number and their words. */
export interface ComplaintCaseInput {
  paymentComplainNbr: string;
  comment?: string | null | undefined;
}

const commentRequired = () => new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.comment', code: 'required' }] });

/**
 * A case worker's steps on payment complaints (DOMAIN.md "Back office"; docs/decisions/062-payment-complaints.md),
 * services now, screens with the back-office issue: take it, ask the beneficiary for information (their words are
 * the question), resolve it with an answer, or reject it with a reason. The actor is who the audit line names; the
 * demo hook drives them in demo mode.
 */
export function createComplaintDecisionsService(deps: ComplaintDecisionsDeps) {
  const { db, repository, step, clock, detailsOf } = deps;

  /** Runs `name` on the complaint numbered `input.paymentComplainNbr` under its lock; NOT_FOUND for an unknown number. */
  async function act(
    actor: Actor,
    input: ComplaintCaseInput,
    name: ComplaintStep,
    language: Language,
    changes: (comment: string | null) => Partial<NewComplaint> = () => ({}),
  ): Promise<ComplaintDetails> {
    const comment = input.comment?.trim() || null;
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const row = await repository.lockByNumber(input.paymentComplainNbr, tx);
      if (!row) throw new DomainError('NOT_FOUND');
      await step(row, name, { actor, comment, changes: changes(comment) }, now, tx);
      return row.id;
    });
    return detailsOf(id, language);
  }

  /** The words a step cannot go without. */
  const needsComment = (input: ComplaintCaseInput) => {
    if (!input.comment?.trim()) throw commentRequired();
  };

  return {
    take: (actor: Actor, input: ComplaintCaseInput, language: Language) => act(actor, input, 'take', language),

    requestInfo(actor: Actor, input: ComplaintCaseInput, language: Language) {
      needsComment(input);
      return act(actor, input, 'requestInfo', language, (comment) => ({ infoRequest: comment }));
    },

    resolve(actor: Actor, input: ComplaintCaseInput, language: Language) {
      needsComment(input);
      return act(actor, input, 'resolve', language, (comment) => ({ resolution: comment }));
    },

    reject(actor: Actor, input: ComplaintCaseInput, language: Language) {
      needsComment(input);
      return act(actor, input, 'reject', language, (comment) => ({ resolution: comment }));
    },
  };
}
export type ComplaintDecisionsService = ReturnType<typeof createComplaintDecisionsService>;

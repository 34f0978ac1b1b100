import type { ComplaintDetails, Language } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Actor } from '../audit/audit.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { ComplaintStep } from './complaint-rules.ts';
import type { ComplaintStepper } from './complaint-steps.ts';
import type { ComplaintRepository, NewComplaint } from './complaint.repository.ts';

export interface ComplaintDecisionsDeps {
  db: Database;
  repository: ComplaintRepository;
  step: ComplaintStepper;
  clock: Clock;
  parameters: Pick<ParameterService, 'get'>;
  /** A complaint's details in a language, whoever holds it (staff read any). */
  detailsOf: (id: string, language: Language) => Promise<ComplaintDetails>;
}

/** A case worker's step: the complaint by number and their words. */
export interface ComplaintCaseInput {
  paymentComplainNbr: string;
  comment?: string | null | undefined;
}

/** The system's own steps (a lapsed wait) name no account in the audit. */
const systemActor: Actor = { accountId: null };

const commentRequired = () => new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.comment', code: 'required' }] });

/**
 * A case worker's steps on payment complaints (DOMAIN.md "Back office"; docs/decisions/062-payment-complaints.md),
 * services now, screens with the back-office issue: take it, ask the beneficiary for information (their words are
 * the question), resolve it with an answer, or reject it with a reason. The actor is who the audit line names; the
 * demo hook drives them in demo mode.
 */
export function createComplaintDecisionsService(deps: ComplaintDecisionsDeps) {
  const { db, repository, step, clock, parameters, detailsOf } = deps;

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

    async requestInfo(actor: Actor, input: ComplaintCaseInput, language: Language) {
      needsComment(input);
      const waitDays = await parameters.get('complaint.infoWaitDays');
      return act(actor, input, 'requestInfo', language, (comment) => ({
        infoRequest: comment,
        infoDueAt: new Date(clock.now().getTime() + waitDays * 86_400_000),
      }));
    },

    resolve(actor: Actor, input: ComplaintCaseInput, language: Language) {
      needsComment(input);
      return act(actor, input, 'resolve', language, (comment) => ({ resolution: comment }));
    },

    reject(actor: Actor, input: ComplaintCaseInput, language: Language) {
      needsComment(input);
      return act(actor, input, 'reject', language, (comment) => ({ resolution: comment }));
    },

    /**
     * The job complaint.lapse-waits: every wait for information past its due time ends, and the complaint goes back
     * to study as it stands (decision 068); how many.
     */
    async lapseWaits(): Promise<number> {
      const now = clock.now();
      let lapsed = 0;
      for (const id of await repository.lapsedWaits(now, 500)) {
        await db.transaction(async (tx) => {
          const row = await repository.lockById(id, tx);
          if (!row || row.status !== 'NEED_INFO' || !row.infoDueAt || row.infoDueAt > now) return;
          await step(row, 'lapse', { actor: systemActor, changes: { infoRequest: null } }, now, tx);
          lapsed += 1;
        });
      }
      return lapsed;
    },
  };
}
export type ComplaintDecisionsService = ReturnType<typeof createComplaintDecisionsService>;

import { appealStatus, type AppealDetails, type Language } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { nextStatus } from './appeal-rules.ts';
import type { AppealSettlement } from './appeal-settlement.ts';
import type { AppealStepper } from './appeal-steps.ts';
import type { AppealRepository, AppealRow } from './appeal.repository.ts';

export interface AppealDecisionsDeps {
  db: Database;
  repository: AppealRepository;
  step: AppealStepper;
  settlement: AppealSettlement;
  parameters: Pick<ParameterService, 'get'>;
  lookups: Pick<LookupService, 'group'>;
  audit: AuditService;
  jobs: Pick<Jobs, 'send'>;
  clock: Clock;
  /** An appeal's details in a language, whoever holds it (staff read any). */
  detailsOf: (id: string, language: Language) => Promise<AppealDetails>;
}

/** A case worker's step: the appeal by number, their words, and the document types they ask for. */
export interface CaseStepInput {
  appealNbr: string;
  comment?: string | null | undefined;
  documentTypes?: readonly string[] | null | undefined;
}

/** The system's steps (the expiry job): no account acts. */
const systemActor: Actor = { accountId: null };

const fieldError = (field: string, code: 'required' | 'reject_reason_required' | 'invalid_value') =>
  new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field, code }] });

/**
 * A case worker's steps on appeals (DOMAIN.md "Back office"; docs/decisions/060-appeals.md), services now, screens
 * with the back-office issue: take (NEW → UNDER_PROCESSING), ask for documents (→ NEED_DOCUMENT, expiring after
 * `appeal.documentsWaitDays`), approve (re-evaluates the month and pays what it is owed, once) and reject with a
 * reason. The actor is who the audit line names; the demo hook drives them in demo mode. Also the system's expiry of
 * waits nobody answered (the job appeal.expire-waits).
 */
export function createAppealDecisionsService(deps: AppealDecisionsDeps) {
  const { db, repository, step, settlement, parameters, lookups, jobs, clock, detailsOf } = deps;

  /** Runs a step on the appeal numbered `appealNbr` under its lock; NOT_FOUND for an unknown number. */
  async function onAppeal(appealNbr: string, run: (row: AppealRow, tx: Database) => Promise<void>): Promise<string> {
    return db.transaction(async (tx) => {
      const row = await repository.lockByNumber(appealNbr, tx);
      if (!row) throw new DomainError('NOT_FOUND');
      await run(row, tx);
      return row.id;
    });
  }

  return {
    async take(actor: Actor, input: CaseStepInput, language: Language): Promise<AppealDetails> {
      const now = clock.now();
      const id = await onAppeal(input.appealNbr, (row, tx) =>
        step(row, 'take', { actor, comment: input.comment ?? null }, now, tx).then(() => undefined),
      );
      return detailsOf(id, language);
    },

    async askForDocuments(actor: Actor, input: CaseStepInput, language: Language): Promise<AppealDetails> {
      const types = [...new Set(input.documentTypes ?? [])];
      if (types.length === 0) throw fieldError('body.documentTypes', 'required');
      const known = new Set((await lookups.group('documentType')).map((item) => item.code));
      if (!types.every((type) => known.has(type))) throw fieldError('body.documentTypes', 'invalid_value');
      const waitDays = await parameters.get('appeal.documentsWaitDays');
      const now = clock.now();
      const id = await onAppeal(input.appealNbr, async (row, tx) => {
        const documentsDueAt = new Date(now.getTime() + waitDays * 86_400_000);
        await step(
          row,
          'askForDocuments',
          {
            actor,
            comment: input.comment ?? null,
            changes: { neededDocuments: types, documentsDueAt, decisionComment: input.comment ?? null },
          },
          now,
          tx,
        );
      });
      return detailsOf(id, language);
    },

    async reject(actor: Actor, input: CaseStepInput, language: Language): Promise<AppealDetails> {
      const reason = input.comment?.trim();
      if (!reason) throw fieldError('body.comment', 'reject_reason_required');
      const now = clock.now();
      const id = await onAppeal(input.appealNbr, async (row, tx) => {
        await step(row, 'reject', { actor, comment: reason, changes: { decisionComment: reason } }, now, tx);
      });
      return detailsOf(id, language);
    },

    /**
     * Approves: the month re-evaluated (read before the transaction), then in one transaction the step, the one
     * additional payment the month is owed and the audit line; the transfer is a job sent after the commit.
     */
    async approve(actor: Actor, input: CaseStepInput, language: Language): Promise<AppealDetails> {
      const found = await repository.byNumber(input.appealNbr);
      if (!found) throw new DomainError('NOT_FOUND');
      if (nextStatus('approve', found.status) === null) throw new DomainError('APPEAL_STEP_NOT_ALLOWED');
      const reevaluated = await settlement.reevaluate(found);
      const now = clock.now();
      const id = await onAppeal(input.appealNbr, async (row, tx) => {
        const moved = await step(
          row,
          'approve',
          { actor, comment: input.comment ?? null, changes: { decisionComment: input.comment ?? null } },
          now,
          tx,
        );
        const amount = await settlement.pay(moved, reevaluated, now, tx);
        await deps.audit.record(actor, { action: 'appeal.additional-payment', entity: 'appeal', entityId: row.id, after: { amount } }, tx);
      });
      await jobs.send('appeal.pay', { appealId: id }, { singletonKey: id });
      return detailsOf(id, language);
    },

    /**
     * The job appeal.pay: settles an approved appeal again (whatever the earlier attempt did, the month is owed the
     * same and the payment is unique per appeal, so a repeat pays nothing more) and transfers its payment.
     */
    async payApproved(appealId: string): Promise<'PAID' | 'FAILED' | null> {
      const found = await repository.byId(appealId);
      if (!found || found.status !== appealStatus.APPROVED) return null;
      const reevaluated = await settlement.reevaluate(found);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await repository.lockById(appealId, tx);
        if (!row || row.status !== appealStatus.APPROVED) return null;
        await settlement.pay(row, reevaluated, now, tx);
        return settlement.transfer(appealId, tx);
      });
    },

    /** The job appeal.expire-waits: every wait for documents past its due time becomes EXPIRED; how many. */
    async expireWaits(): Promise<number> {
      const now = clock.now();
      let expired = 0;
      for (const id of await repository.expiredWaits(now, 500)) {
        await db.transaction(async (tx) => {
          const row = await repository.lockById(id, tx);
          if (!row || row.status !== appealStatus.NEED_DOCUMENT || !row.documentsDueAt || row.documentsDueAt > now) return;
          await step(row, 'expire', { actor: systemActor }, now, tx);
          expired += 1;
        });
      }
      return expired;
    },
  };
}
export type AppealDecisionsService = ReturnType<typeof createAppealDecisionsService>;

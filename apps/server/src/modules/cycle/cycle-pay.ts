import { cycleStepInputSchema, todayInRiyadh, type CycleStatus, type CycleStepInput } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import type { PaymentResult } from '../../platform/payments/payments.ts';
import { canTransition } from '../application/application-transitions.ts';
import { paymentDayReached } from './cycle-calendar.ts';
import {
  defaultBatchSize,
  notPublished,
  requireCursor,
  requireCycle,
  resumeOrStart,
  sspProgram,
  systemActor,
  type CycleProgress,
  type CycleStepDeps,
  type StepOptions,
} from './cycle-steps.ts';

/** What payment day did. */
export interface PayReport {
  period: string;
  status: CycleStatus;
  paid: number;
  failed: number;
  /** Payments still scheduled after this call (the bank answered none for them). */
  scheduled: number;
}

/** The reason a failed payment suspends its application with (its status reason and timeline note). */
export const paymentFailedReason = 'PAYMENT_FAILED';

/**
 * Payment day (decision 055, 057): the scheduled payments of a published cycle go through the payments port batch by
 * batch. PAID adds the payment's deductions to their recoveries (settled once fully recovered); FAILED keeps the bank's
 * reason and suspends the application through the transition table. The cycle is PAID once none is scheduled. A paid
 * payment is never sent again; one the bank answered but this step did not record is sent again, and the bank
 * de-duplicates it on its code (the port's promise).
 */
export function createCyclePay(deps: CycleStepDeps) {
  const { db, repository, state, payments, audit, clock } = deps;

  async function pay(input: CycleStepInput, options: StepOptions = {}): Promise<PayReport> {
    const { period } = cycleStepInputSchema.parse(input);
    const batchSize = options.batchSize ?? defaultBatchSize;
    const actor = options.actor ?? systemActor;
    const cycle = await requireCycle(repository, period);
    const report: PayReport = { period, status: cycle.status, paid: 0, failed: 0, scheduled: 0 };
    if (cycle.status === 'PAID') return report;
    if (cycle.status !== 'PUBLISHED') throw notPublished(cycle);
    const paymentDate = cycle.paymentDate ?? `${period}-01`;
    if (!paymentDayReached(paymentDate, clock.now())) {
      throw new DomainError('CYCLE_PAYMENT_DAY_NOT_REACHED', { values: { period, paymentDate } });
    }

    const { run } = await resumeOrStart(deps, cycle.id, 'PAY', { total: () => repository.countPayments(cycle.id, 'SCHEDULED') });
    let cursor = run.cursor;
    const progress: CycleProgress = { step: 'PAY', subject: period, processed: run.processed, total: run.total };
    options.onProgress?.({ ...progress });
    for (;;) {
      options.signal?.throwIfAborted();
      const batch = await repository.scheduledPayments(cycle.id, cursor, batchSize);
      const last = batch.length < batchSize;
      const lastId = batch.at(-1)?.id ?? cursor;
      // The bank is asked outside any transaction: a database lock is never held while it answers.
      const ordered = new Set(batch.map((row) => row.id));
      const answers: PaymentResult[] =
        batch.length === 0
          ? []
          : await payments.pay(batch.map((row) => ({ paymentId: row.id, iban: row.iban, amount: row.net, code: row.code })));
      // Only what this batch ordered is recorded.
      const answered = answers.filter((answer) => ordered.has(answer.paymentId));
      const at = clock.now();
      const done = await db.transaction(async (tx) => {
        requireCursor(await repository.lockRun(run.id, tx), cursor, period);
        const paid = await repository.markPaid(
          answered.flatMap((answer) => (answer.status === 'PAID' ? [{ id: answer.paymentId, paidAt: answer.paidAt }] : [])),
          tx,
        );
        const failed = await repository.markFailed(
          answered.flatMap((answer) => (answer.status === 'FAILED' ? [{ id: answer.paymentId, reason: answer.reason }] : [])),
          tx,
        );
        await repository.recoverDeductions(
          paid.map((row) => row.id),
          at,
          tx,
        );
        const suspended = await repository.lockApplications([...new Set(failed.map((row) => row.applicationId))], tx);
        for (const application of suspended) {
          if (!canTransition(application.status, 'SUSPEND')) continue;
          await state.apply(
            application,
            {
              transition: 'SUSPEND',
              actorAccountId: actor.accountId,
              at,
              note: paymentFailedReason,
              changes: { statusReason: paymentFailedReason },
            },
            tx,
          );
        }
        if (lastId !== null) await repository.advanceRun(run.id, { cursor: lastId, processed: progress.processed + batch.length, at }, tx);
        let scheduled = 0;
        if (last) {
          scheduled = await repository.countPayments(cycle.id, 'SCHEDULED', tx);
          await repository.finishRun(run.id, at, tx);
          if (scheduled === 0) await repository.updateCycle(cycle.id, { status: 'PAID', paidAt: at }, tx);
          await audit.record(
            actor,
            { action: 'cycle.pay', entity: 'support_cycle', entityId: cycle.id, after: { period, runId: run.id, scheduled } },
            tx,
          );
        }
        return { paid: paid.length, failed: failed.length, scheduled };
      });
      cursor = lastId;
      report.paid += done.paid;
      report.failed += done.failed;
      progress.processed += batch.length;
      options.onProgress?.({ ...progress });
      await options.afterBatch?.({ ...progress });
      if (last) {
        report.scheduled = done.scheduled;
        report.status = done.scheduled === 0 ? 'PAID' : 'PUBLISHED';
        return report;
      }
    }
  }

  return {
    pay,

    /** Payment day for every published cycle whose payment date has come (the daily `cycle.payday` job). */
    async payDue(options: StepOptions = {}): Promise<PayReport[]> {
      const reports: PayReport[] = [];
      for (const cycle of await repository.cyclesDue(sspProgram, todayInRiyadh(clock.now())))
        reports.push(await pay({ period: cycle.period }, options));
      return reports;
    },
  };
}

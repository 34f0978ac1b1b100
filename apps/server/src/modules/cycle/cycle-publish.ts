import { cycleStepInputSchema, type CycleStatus, type CycleStepInput, type MemberLeftOutReason } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import {
  applicationTransitions,
  canTransition,
  isClosedStatus,
  nextStatus,
  type ApplicationTransition,
} from '../application/application-transitions.ts';
import { applyDeductions, memberShares } from '../eligibility/eligibility-rules.ts';
import type { MemberEvaluation } from '../eligibility/eligibility-types.ts';
import { firstDayOf, paymentCode, paymentCodeNumber } from './cycle-calendar.ts';
import { uuidv7 } from './cycle-ids.ts';
import { createRecoveryLedger } from './cycle-recoveries.ts';
import {
  defaultBatchSize,
  groupBy,
  requireCursor,
  requireCycle,
  resumeOrStart,
  systemActor,
  timed,
  type CycleProgress,
  type CycleStepDeps,
  type StepOptions,
} from './cycle-steps.ts';
import type { EligibilityMemberRow, EligibilityResultRow, NewPayment, NewPaymentDeduction } from './cycle.repository.ts';

/** What publishing did. */
export interface PublishReport {
  period: string;
  status: CycleStatus;
  /** Payments scheduled by this call. */
  scheduled: number;
  /** Applications whose state this call moved. */
  decided: number;
}

/** Whether a result is paid: an eligible house whose run left something to pay. */
const paid = (result: EligibilityResultRow) => result.outcome === 'ELIGIBLE' && result.net > 0;

const asEvaluation = (row: EligibilityMemberRow): MemberEvaluation => ({
  personId: row.personId,
  dependentId: row.dependentId,
  category: row.category,
  counted: row.counted,
  leftOutReason: row.leftOutReason as MemberLeftOutReason | null,
  standardShare: row.standardShare,
  countedIncome: row.countedIncome,
});

/**
 * Publishing a cycle (decision 055, 057): freezes a finished run's results, schedules a payment for every eligible house
 * with something to pay, moves each application's state by its outcome through the transition table, and marks the
 * manual reapplies the run studied. Batch by batch in application id order, resumable, and repeatable without
 * duplicates (a payment is unique per cycle, application and house).
 */
export function createCyclePublish(deps: CycleStepDeps) {
  const { db, repository, facts, eligibility, audit, clock, log } = deps;

  return {
    /**
     * 409 CYCLE_NOT_EVALUATED unless the OPEN cycle's latest run finished; a published (or paid) cycle answers what it
     * is and does nothing.
     */
    async publish(input: CycleStepInput, options: StepOptions = {}): Promise<PublishReport> {
      const { period } = cycleStepInputSchema.parse(input);
      const batchSize = options.batchSize ?? defaultBatchSize;
      const actor = options.actor ?? systemActor;
      const cycle = await requireCycle(repository, period);
      const report: PublishReport = { period, status: cycle.status, scheduled: 0, decided: 0 };
      if (cycle.status !== 'OPEN') return report;
      const evaluation = await repository.latestRun(cycle.id, 'RUN');
      if (!evaluation || evaluation.status !== 'DONE' || cycle.evaluatedAt === null) {
        throw new DomainError('CYCLE_NOT_EVALUATED', { values: { period } });
      }
      const { deductionCapPercent } = await eligibility.parametersAt(cycle.firstDay ?? firstDayOf(period));
      const paymentDate = cycle.paymentDate ?? firstDayOf(period);

      const { run } = await resumeOrStart(deps, cycle.id, 'PUBLISH', { total: () => repository.countResultApplications(cycle.id) });
      let cursor = run.cursor;
      const progress: CycleProgress = { step: 'PUBLISH', subject: period, processed: run.processed, total: run.total };
      options.onProgress?.({ ...progress });
      for (;;) {
        options.signal?.throwIfAborted();
        const applicationIds = await repository.resultApplications(cycle.id, cursor, batchSize);
        const last = applicationIds.length < batchSize;
        const lastId = applicationIds.at(-1) ?? cursor;
        const results = await timed(options, 'publish.read.results', () => repository.resultsOf(cycle.id, applicationIds));
        const accountIds = [...new Set(results.map((row) => row.applicantAccountId))];
        const [ibans, recoveries] = await timed(options, 'publish.read.facts', () =>
          Promise.all([facts.verifiedIbans(accountIds), facts.openRecoveries(accountIds, cycle.id)]),
        );
        const resultsOf = groupBy(results, (row) => row.applicationId);
        const at = clock.now();

        const done = await timed(options, 'publish.write', () =>
          db.transaction(async (tx) => {
            requireCursor(await repository.lockRun(run.id, tx), cursor, period);
            const locked = await repository.lockCycle(cycle.id, tx);
            if (locked.status !== 'OPEN') throw new DomainError('CYCLE_STEP_BUSY', { values: { period } });
            const applications = await repository.lockApplications(applicationIds, tx);
            const ledger = createRecoveryLedger(recoveries);
            let number = paymentCodeNumber((await repository.lastPaymentCode(cycle.id, period, tx)) ?? '');
            const payments: NewPayment[] = [];
            const deductions: NewPaymentDeduction[] = [];
            const corrected: Array<{ result: EligibilityResultRow; deductions: number; net: number }> = [];

            for (const application of applications) {
              // Closed since the run (withdrawn, canceled): nothing is paid on it and its state stays.
              if (isClosedStatus(application.status)) continue;
              for (const result of resultsOf.get(application.id) ?? []) {
                if (!paid(result)) continue;
                const iban = ibans.get(result.applicantAccountId);
                if (!iban) {
                  log?.warn(
                    { event: 'cycle.publish.no-iban', applicationId: application.id, period },
                    'an eligible house has no verified IBAN',
                  );
                  continue;
                }
                // The recoveries as they stand now: the same plan as the run's unless one changed since.
                const plan = applyDeductions(result.entitlement, ledger.due(application), deductionCapPercent);
                ledger.take(plan);
                if (plan.total !== result.deductions) corrected.push({ result, deductions: plan.total, net: plan.net });
                const paymentId = uuidv7(at.getTime());
                number += 1;
                payments.push({
                  id: paymentId,
                  code: paymentCode(period, number),
                  cycleId: cycle.id,
                  applicationId: application.id,
                  applicantAccountId: result.applicantAccountId,
                  houseId: result.houseId,
                  resultId: result.id,
                  entitlement: result.entitlement,
                  deductions: plan.total,
                  net: plan.net,
                  status: 'SCHEDULED',
                  iban: iban.iban,
                  bankCode: iban.bankCode,
                  scheduledFor: paymentDate,
                  paidAt: null,
                  failureReason: null,
                  createdAt: at,
                });
                for (const deduction of plan.deductions) {
                  deductions.push({
                    id: uuidv7(at.getTime()),
                    paymentId,
                    recoveryId: deduction.recoveryId,
                    amount: deduction.amount,
                    ...ledger.messages(deduction.recoveryId),
                  });
                }
              }
            }

            const inserted = new Set((await repository.insertPayments(payments, tx)).map((row) => row.id));
            await repository.insertDeductions(
              deductions.filter((row) => inserted.has(row.paymentId)),
              tx,
            );
            // A recovery changed since the run (rare): the result's amounts and its members' shares follow the plan.
            if (corrected.length > 0) {
              const membersOf = groupBy(
                await repository.membersOf(
                  corrected.map((row) => row.result.id),
                  tx,
                ),
                (row) => row.resultId,
              );
              const shares: Array<{ resultId: string; personId: string; share: number }> = [];
              for (const { result, net } of corrected) {
                const houseMembers = (membersOf.get(result.id) ?? []).map(asEvaluation);
                for (const [personId, share] of memberShares(net, houseMembers, result.standard))
                  shares.push({ resultId: result.id, personId, share });
              }
              await repository.updateResultAmounts(
                corrected.map(({ result, deductions: total, net }) => ({ id: result.id, deductions: total, net })),
                tx,
              );
              await repository.updateMemberShares(shares, tx);
            }
            await repository.writeOutcomes(cycle.id, applicationIds, tx);

            // Each application's state by its outcome, through the transition table; the batch's moves in one write.
            const moves: Array<{ id: string; transition: ApplicationTransition; from: string; to: string }> = [];
            for (const application of applications) {
              const houses = resultsOf.get(application.id) ?? [];
              const transition: ApplicationTransition = houses.some((row) => row.outcome === 'ELIGIBLE')
                ? 'DECIDE_ELIGIBLE'
                : 'DECIDE_INELIGIBLE';
              if (application.status === applicationTransitions[transition].to || !canTransition(application.status, transition)) continue;
              moves.push({ id: application.id, transition, from: application.status, to: nextStatus(application.status, transition) });
            }
            await repository.moveApplications(moves, { actorAccountId: actor.accountId, at, note: `cycle ${period}` }, tx);
            const decided = moves.length;
            await repository.markReappliesStudied(applicationIds, evaluation.startedAt, tx);
            if (lastId !== null)
              await repository.advanceRun(run.id, { cursor: lastId, processed: progress.processed + applicationIds.length, at }, tx);
            if (last) {
              await repository.finishRun(run.id, at, tx);
              await repository.updateCycle(cycle.id, { status: 'PUBLISHED', publishedAt: at }, tx);
              await audit.record(
                actor,
                { action: 'cycle.publish', entity: 'support_cycle', entityId: cycle.id, after: { period, runId: run.id } },
                tx,
              );
            }
            return { scheduled: inserted.size, decided };
          }),
        );
        report.scheduled += done.scheduled;
        report.decided += done.decided;
        cursor = lastId;
        progress.processed += applicationIds.length;
        options.onProgress?.({ ...progress });
        await options.afterBatch?.({ ...progress });
        if (last) {
          report.status = 'PUBLISHED';
          return report;
        }
      }
    },
  };
}

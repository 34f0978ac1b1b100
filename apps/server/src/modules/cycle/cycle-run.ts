import { cycleRunInputSchema, type CycleRunInput } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import { applyDeductions, evaluateHouse, memberShares } from '../eligibility/eligibility-rules.ts';
import { encodeTrace } from '../eligibility/trace-codec.ts';
import type { DeductionPlan, EligibilityParameters } from '../eligibility/eligibility-types.ts';
import { firstDayOf, nextFirstDayOf, paymentDateOf } from './cycle-calendar.ts';
import type { BatchApplication, OpenRecovery } from './cycle-facts.repository.ts';
import { duplicatesByApplication, housesToEvaluate, readBatchRows, type BatchRows, type FactsReaders } from './cycle-facts.ts';
import { uuidv7 } from './cycle-ids.ts';
import { createRecoveryLedger } from './cycle-recoveries.ts';
import {
  activeStatuses,
  alreadyPublished,
  countingStatuses,
  defaultBatchSize,
  requireCursor,
  resumeOrStart,
  sspProgram,
  systemActor,
  timed,
  timedSync,
  type CycleProgress,
  type CycleStepDeps,
  type StepOptions,
} from './cycle-steps.ts';
import type { NewEligibilityMember, NewEligibilityResult } from './cycle.repository.ts';

/** What a run did. */
export interface RunReport {
  period: string;
  cycleId: string;
  /** It went on from where an unfinished run stopped. */
  resumed: boolean;
  /** Applications evaluated by this call (a resumed run counts only the rest). */
  applications: number;
  houses: number;
  eligibleHouses: number;
}

/**
 * A step of the pipeline that is awaited later, not at once: it fails as a handled rejection meanwhile. Without this,
 * a write failing (a kill) while the next batch is still being read counted as an unhandled rejection, and a run
 * stopped midway dropped what it had read ahead with its failure. Awaiting it still throws.
 */
function handled<T>(step: Promise<T>): Promise<T> {
  step.catch(() => undefined);
  return step;
}

/**
 * The run of a cycle (decision 055, 057): evaluates every active SSP application, batch by batch in id order, each
 * batch's facts read by a handful of set queries and its results written in one transaction with the run's cursor.
 */
export function createCycleRun(deps: CycleStepDeps) {
  const { db, repository, facts, profiles, applications, eligibility, audit, clock } = deps;

  /** A batch read ahead: its applications and every fact its houses are evaluated on. */
  interface ReadBatch {
    batch: BatchApplication[];
    rows: BatchRows;
    recoveries: OpenRecovery[];
  }

  /** What a run decides once before its first batch. */
  interface RunContext {
    cycleId: string;
    duplicates: BatchRows['duplicates'];
    /** The applicants a withdrawal ban may bind, and those with an open recovery: the others need neither read. */
    banCandidates: ReadonlySet<string>;
    debtors: ReadonlySet<string>;
  }

  /** The next applications after `cursor` and their facts, one set query per kind (outside any transaction). */
  async function readBatch(context: RunContext, cursor: string | null, batchSize: number, options: StepOptions): Promise<ReadBatch> {
    const batch = await timed(options, 'run.read.applications', () =>
      facts.applicationBatch(sspProgram, activeStatuses, cursor, batchSize),
    );
    const accountIds = [...new Set(batch.map((row) => row.applicantAccountId))];
    const banned = accountIds.filter((id) => context.banCandidates.has(id));
    const debtors = accountIds.filter((id) => context.debtors.has(id));
    const readers: FactsReaders = {
      facts,
      profiles,
      // The application module's rule, asked only about the households it may find a ban for.
      applications: { latestBanEnds: () => (banned.length > 0 ? applications.latestBanEnds(banned) : Promise.resolve(new Map())) },
    };
    const [rows, recoveries] = await timed(options, 'run.read.facts', () =>
      Promise.all([readBatchRows(readers, batch, context.duplicates), facts.openRecoveries(debtors, context.cycleId)]),
    );
    return { batch, rows, recoveries };
  }

  /** Evaluates a batch's houses by the one function, with the deductions and shares of those paid. */
  function evaluateBatch(
    cycleId: string,
    read: ReadBatch,
    parameters: EligibilityParameters,
    period: string,
  ): { results: NewEligibilityResult[]; members: NewEligibilityMember[]; eligible: number } {
    const firstDay = firstDayOf(period);
    const toEvaluate = housesToEvaluate(read.rows, { firstDay, nextFirstDay: nextFirstDayOf(period), adultAge: parameters.adultAge });
    const ledger = createRecoveryLedger(read.recoveries);
    const evaluatedAt = clock.now();
    const results: NewEligibilityResult[] = [];
    const members: NewEligibilityMember[] = [];
    let eligible = 0;
    for (const house of toEvaluate) {
      const evaluation = evaluateHouse(house.facts, parameters, firstDay);
      let plan: DeductionPlan = { deductions: [], total: 0, net: 0 };
      if (evaluation.paid) {
        plan = applyDeductions(evaluation.entitlement, ledger.due(house.application), parameters.deductionCapPercent);
        ledger.take(plan);
      }
      if (evaluation.outcome === 'ELIGIBLE') eligible += 1;
      const shares = memberShares(plan.net, evaluation.members, evaluation.standard);
      const resultId = uuidv7(evaluatedAt.getTime());
      results.push({
        id: resultId,
        cycleId,
        applicationId: house.application.id,
        applicantAccountId: house.application.applicantAccountId,
        houseId: house.houseId,
        outcome: evaluation.outcome,
        reasons: evaluation.reasons,
        standard: evaluation.standard,
        countedIncome: evaluation.countedIncome,
        assets: evaluation.assets,
        entitlement: evaluation.entitlement,
        deductions: plan.total,
        net: plan.net,
        memberCount: evaluation.members.filter((member) => member.counted).length,
        trace: encodeTrace(evaluation.trace),
        parametersDay: parameters.day,
        evaluatedAt,
      });
      for (const member of evaluation.members) {
        members.push({
          resultId,
          cycleId,
          personId: member.personId,
          dependentId: member.dependentId,
          category: member.category,
          counted: member.counted,
          leftOutReason: member.leftOutReason,
          standardShare: member.standardShare,
          countedIncome: member.countedIncome,
          share: shares.get(member.personId) ?? 0,
        });
      }
    }
    return { results, members, eligible };
  }

  return {
    /**
     * Evaluates a month. Creates its cycle (OPEN, with its first day and its payment date from `payment.dayOfMonth`
     * valid on that day) or reuses an OPEN one; 409 CYCLE_ALREADY_PUBLISHED once published. Goes on from the cursor of
     * an unfinished run unless `restart`; a finished run's results are replaced batch by batch. The parameters are read
     * once, on the first day; duplicates are decided once, before the first batch.
     */
    async run(input: CycleRunInput, options: StepOptions = {}): Promise<RunReport> {
      const { period, restart } = cycleRunInputSchema.parse(input);
      const batchSize = options.batchSize ?? defaultBatchSize;
      const firstDay = firstDayOf(period);
      const existing = await repository.findCycle(sspProgram, period);
      if (existing && existing.status !== 'OPEN') throw alreadyPublished(existing);
      const parameters = await eligibility.parametersAt(firstDay);
      const paymentDate = paymentDateOf(period, await eligibility.valueAt('payment.dayOfMonth', firstDay));
      const cycle = existing ?? (await repository.ensureCycle({ programId: sspProgram, period, firstDay, paymentDate }));
      if (cycle.status !== 'OPEN') throw alreadyPublished(cycle);
      // Publishing started (and stopped midway): payments refer to these results, which may no longer change.
      if (await repository.latestRun(cycle.id, 'PUBLISH')) throw new DomainError('CYCLE_PUBLISHING', { values: { period } });

      const { run, resumed } = await resumeOrStart(deps, cycle.id, 'RUN', {
        restart,
        total: () => facts.countApplications(sspProgram, activeStatuses),
      });
      // A new run: not evaluated until it finishes; the days are the parameters' (a cycle made elsewhere may lack them).
      if (!resumed) await repository.updateCycle(cycle.id, { evaluatedAt: null, firstDay, paymentDate });
      const [duplicates, banCandidates, debtors] = await timed(options, 'run.read.once', () =>
        Promise.all([
          facts.duplicates(sspProgram, countingStatuses).then(duplicatesByApplication),
          facts.banCandidates(),
          facts.recoveryDebtors(),
        ]),
      );
      const context: RunContext = { cycleId: cycle.id, duplicates, banCandidates, debtors };

      let cursor = run.cursor;
      const progress: CycleProgress = { step: 'RUN', subject: period, processed: run.processed, total: run.total };
      const report: RunReport = { period, cycleId: cycle.id, resumed, applications: 0, houses: 0, eligibleHouses: 0 };
      options.onProgress?.({ ...progress });

      /** Writes one evaluated batch in its transaction, with the cursor; then the progress and the caller's hook. */
      const commit = async (
        batch: readonly BatchApplication[],
        evaluated: ReturnType<typeof evaluateBatch>,
        last: boolean,
      ): Promise<void> => {
        const lastId = batch.at(-1)?.id ?? cursor;
        const at = clock.now();
        await timed(options, 'run.write', () =>
          db.transaction(async (tx) => {
            requireCursor(await repository.lockRun(run.id, tx), cursor, period);
            const locked = await repository.lockCycle(cycle.id, tx);
            if (locked.status !== 'OPEN') throw alreadyPublished(locked);
            await repository.replaceResults(
              cycle.id,
              { afterId: cursor, upToId: last ? null : lastId },
              evaluated.results,
              evaluated.members,
              tx,
            );
            if (lastId !== null)
              await repository.advanceRun(run.id, { cursor: lastId, processed: progress.processed + batch.length, at }, tx);
            if (last) {
              await repository.finishRun(run.id, at, tx);
              await repository.updateCycle(cycle.id, { evaluatedAt: at }, tx);
              await audit.record(
                options.actor ?? systemActor,
                { action: 'cycle.run', entity: 'support_cycle', entityId: cycle.id, after: { period, runId: run.id, total: run.total } },
                tx,
              );
            }
          }),
        );
        cursor = lastId;
        progress.processed += batch.length;
        report.applications += batch.length;
        report.houses += evaluated.results.length;
        report.eligibleHouses += evaluated.eligible;
        options.onProgress?.({ ...progress });
        await options.afterBatch?.({ ...progress });
      };

      // A pipeline of three: while PostgreSQL writes batch n and reads batch n + 2's facts, this process evaluates
      // batch n + 1. Each batch is still written in its own transaction, in id order, behind the cursor of the one
      // before; facts are read outside any transaction, as before (a batch's writes never change another's facts).
      let reading: Promise<ReadBatch> | null = handled(readBatch(context, cursor, batchSize, options));
      let writing: Promise<void> | null = null;
      for (;;) {
        options.signal?.throwIfAborted();
        if (!reading) throw new Error('cycle run: no batch read ahead');
        const read: ReadBatch = await reading;
        const last: boolean = read.batch.length < batchSize;
        const lastOfBatch: string | null = read.batch.at(-1)?.id ?? null;
        reading = last ? null : handled(readBatch(context, lastOfBatch, batchSize, options));
        const evaluated = timedSync(options, 'run.evaluate', () => evaluateBatch(cycle.id, read, parameters, period));
        if (writing) await writing;
        options.signal?.throwIfAborted();
        writing = handled(commit(read.batch, evaluated, last));
        if (last) {
          await writing;
          return report;
        }
      }
    },
  };
}

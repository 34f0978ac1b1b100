import { randomUUID } from 'node:crypto';
import { ramadanRewardRunInputSchema, type RamadanRewardRunInput } from '@sanad/contract';
import { ramadanRewardPeriod } from './cycle-calendar.ts';
import {
  defaultBatchSize,
  groupBy,
  notFound,
  notPublished,
  sspProgram,
  systemActor,
  type CycleProgress,
  type CycleStepDeps,
  type StepOptions,
} from './cycle-steps.ts';
import type { NewRamadanReward, NewRamadanRewardMember } from './cycle.repository.ts';

/** What a Ramadan step did. */
export interface RamadanReport {
  hijriYear: number;
  /** The month whose cycle decided it. */
  period: string;
  rewards: number;
}

export interface RamadanPayReport {
  hijriYear: number;
  paid: number;
  failed: number;
}

/** The code a Ramadan reward's transfer carries (stable, so the bank de-duplicates a repeat): R1447-<application number>. */
export const rewardCode = (hijriYear: number, applicationNumber: string) => `R${hijriYear}-${applicationNumber}`;

/**
 * The Ramadan reward from the same engine (DOMAIN.md "Ramadan reward", decision 057): every household eligible in the
 * cycle of the month holding the day before 1 Ramadan (Umm al-Qura) gets one reward a Hijri year, `ramadan.amounts` as
 * valid on that day: the head's amount and the member amount for each other person its eligible houses counted.
 * Scheduled by `ramadan`, paid through the payments port by `ramadanPay` before the month starts.
 */
export function createCycleRamadan(deps: CycleStepDeps) {
  const { db, repository, facts, payments, eligibility, audit, clock } = deps;

  return {
    /** 404 CYCLE_NOT_FOUND without that month's cycle, 409 CYCLE_NOT_PUBLISHED while it is open. Repeatable. */
    async ramadan(input: RamadanRewardRunInput, options: StepOptions = {}): Promise<RamadanReport> {
      const { hijriYear } = ramadanRewardRunInputSchema.parse(input);
      const batchSize = options.batchSize ?? defaultBatchSize;
      const { period, day } = ramadanRewardPeriod(hijriYear);
      const cycle = await repository.findCycle(sspProgram, period);
      if (!cycle) throw notFound(period);
      if (cycle.status === 'OPEN') throw notPublished(cycle);
      const amounts = await eligibility.valueAt('ramadan.amounts', day);

      const report: RamadanReport = { hijriYear, period, rewards: 0 };
      const progress: CycleProgress = {
        step: 'RAMADAN',
        subject: String(hijriYear),
        processed: 0,
        total: await repository.countRewardCandidates(cycle.id, hijriYear),
      };
      options.onProgress?.({ ...progress });
      // Applications rewarded drop out of the candidates: a repeat, or a step killed midway, takes the rest.
      let cursor: string | null = null;
      for (;;) {
        options.signal?.throwIfAborted();
        const batch = await repository.rewardCandidates(cycle.id, hijriYear, cursor, batchSize);
        const last = batch.length < batchSize;
        const [members, ibans] = await Promise.all([
          repository.countedMembers(
            cycle.id,
            batch.map((row) => row.id),
          ),
          facts.verifiedIbans(batch.map((row) => row.applicantAccountId)),
        ]);
        const membersOf = groupBy(members, (row) => row.applicationId);
        const rewards: NewRamadanReward[] = [];
        const rewardMembers: NewRamadanRewardMember[] = [];
        for (const application of batch) {
          // The head once, and each other person once, however many of the household's houses counted them.
          const people = new Map<string, { personId: string; dependentId: string | null; head: boolean }>();
          for (const member of membersOf.get(application.id) ?? []) {
            if (!people.has(member.personId)) people.set(member.personId, { ...member, head: member.category === 'HEAD' });
          }
          const id = randomUUID();
          let amount = 0;
          for (const person of people.values()) {
            const share = person.head ? amounts.head : amounts.member;
            amount += share;
            rewardMembers.push({ rewardId: id, personId: person.personId, dependentId: person.dependentId, amount: share });
          }
          const iban = ibans.get(application.applicantAccountId);
          rewards.push({
            id,
            applicationId: application.id,
            hijriYear,
            amount,
            status: 'SCHEDULED',
            ibanLast4: iban ? iban.iban.slice(-4) : null,
            createdAt: clock.now(),
          });
        }
        const inserted = await db.transaction(async (tx) => {
          const count = await repository.insertRewards(rewards, rewardMembers, tx);
          if (last) {
            await audit.record(
              options.actor ?? systemActor,
              { action: 'cycle.ramadan', entity: 'support_cycle', entityId: cycle.id, after: { hijriYear, period } },
              tx,
            );
          }
          return count;
        });
        report.rewards += inserted;
        cursor = batch.at(-1)?.id ?? cursor;
        progress.processed += batch.length;
        options.onProgress?.({ ...progress });
        await options.afterBatch?.({ ...progress });
        if (last) return report;
      }
    },

    /** Pays the year's scheduled rewards to each applicant's verified IBAN (none: FAILED). Repeatable. */
    async ramadanPay(input: RamadanRewardRunInput, options: StepOptions = {}): Promise<RamadanPayReport> {
      const { hijriYear } = ramadanRewardRunInputSchema.parse(input);
      const batchSize = options.batchSize ?? defaultBatchSize;
      const report: RamadanPayReport = { hijriYear, paid: 0, failed: 0 };
      const progress: CycleProgress = {
        step: 'RAMADAN_PAY',
        subject: String(hijriYear),
        processed: 0,
        total: await repository.countRewards(hijriYear, 'SCHEDULED'),
      };
      options.onProgress?.({ ...progress });
      let cursor: string | null = null;
      for (;;) {
        options.signal?.throwIfAborted();
        const batch = await repository.scheduledRewards(hijriYear, cursor, batchSize);
        const last = batch.length < batchSize;
        const ibans = await facts.verifiedIbans(batch.map((row) => row.applicantAccountId));
        const orders = batch.flatMap((row) => {
          const iban = ibans.get(row.applicantAccountId);
          return iban ? [{ paymentId: row.id, iban: iban.iban, amount: row.amount, code: rewardCode(hijriYear, row.number) }] : [];
        });
        const answers = orders.length === 0 ? [] : await payments.pay(orders);
        const ordered = new Set(orders.map((order) => order.paymentId));
        const paid = answers.flatMap((answer) => (answer.status === 'PAID' && ordered.has(answer.paymentId) ? [answer] : []));
        const failed = [
          ...batch.filter((row) => !ordered.has(row.id)).map((row) => row.id),
          ...answers.flatMap((answer) => (answer.status === 'FAILED' && ordered.has(answer.paymentId) ? [answer.paymentId] : [])),
        ];
        await db.transaction((tx) =>
          repository.settleRewards(
            paid.map((answer) => ({ id: answer.paymentId, paidAt: answer.paidAt })),
            failed,
            tx,
          ),
        );
        report.paid += paid.length;
        report.failed += failed.length;
        cursor = batch.at(-1)?.id ?? cursor;
        progress.processed += batch.length;
        options.onProgress?.({ ...progress });
        await options.afterBatch?.({ ...progress });
        if (last) return report;
      }
    },
  };
}

import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  application,
  applicationDependent,
  applicationEvent,
  applicationHouse,
  bankAccount,
  cycleRun,
  eligibilityMember,
  eligibilityResult,
  incomeSource,
  manualReapply,
  payment,
  paymentDeduction,
  ramadanReward,
  ramadanRewardMember,
  recovery,
  supportCycle,
} from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { createInProcessJobs } from '../../platform/jobs/in-process-jobs.ts';
import { recordingLog } from '../../platform/jobs/jobs.test-kit.ts';
import { createLocalPayments } from '../../platform/payments/payments.ts';
import {
  applicationRowOf,
  createApplication,
  createReadyApplicant,
  type ReadyApplicant,
} from '../../test/factories/application.factory.ts';
import { createDependent } from '../../test/factories/household.factory.ts';
import { buildIban } from '../../test/factories/profile.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createApplicationState } from '../application/application-state.ts';
import { createApplicationRepository } from '../application/application.repository.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createEligibilityParametersRepository } from '../eligibility/eligibility-parameters.repository.ts';
import { createEligibilityParametersService } from '../eligibility/eligibility-parameters.service.ts';
import { decodeTrace } from '../eligibility/trace-codec.ts';
import { createProfileRepository } from '../profile/profile.repository.ts';
import { ramadanRewardPeriod } from './cycle-calendar.ts';
import { createCycleFactsRepository } from './cycle-facts.repository.ts';
import { defineCycleJobs } from './cycle.jobs.ts';
import { createCycleRepository } from './cycle.repository.ts';
import { createCycleService, type CycleService } from './cycle.service.ts';

/**
 * The cycle's steps on a real database (decision 055, 057), with households the factories build: an eligible one with
 * a deduction, one ineligible by income, one whose dependent is already counted by an earlier application, and one
 * whose IBAN the bank does not find. Small batches, so every step works through several.
 */
const period = '2026-11';
const batchSize = 2;

let database: DatabaseHandle;
let cycles: CycleService;
let eligibilityParameters: ReturnType<typeof createEligibilityParametersService>;
const clock = createManualClock(new Date('2026-11-03T08:00:00Z'));

let eligible: ReadyApplicant & { applicationId: string; recoveryId: string };
let wealthy: ReadyApplicant & { applicationId: string };
let sharing: ReadyApplicant & { applicationId: string };
let unpaid: ReadyApplicant & { applicationId: string };

/** A ready applicant with an application of `status` selecting their house and both dependents. */
async function household(status: 'SUBMITTED' | 'UNDER_STUDY' | 'ELIGIBLE', submittedAt: Date) {
  const ready = await createReadyApplicant(database.db);
  const row = await createApplication(database.db, {
    applicantAccountId: ready.user.accountId,
    status,
    createdAt: submittedAt,
    houseIds: [ready.house.id],
    dependents: ready.dependents.map((member) => ({ dependentId: member.id, houseId: ready.house.id })),
  });
  return { ...ready, applicationId: row.id };
}

/** The cycle's results and members as comparable rows (no generated ids or times). */
async function snapshot(cyclePeriod = period) {
  const { db } = database;
  const [cycle] = await db.select().from(supportCycle).where(eq(supportCycle.period, cyclePeriod));
  if (!cycle) return [];
  const results = await db
    .select()
    .from(eligibilityResult)
    .where(eq(eligibilityResult.cycleId, cycle.id))
    .orderBy(asc(eligibilityResult.applicationId), asc(eligibilityResult.houseId));
  const members = await db.select().from(eligibilityMember).where(eq(eligibilityMember.cycleId, cycle.id));
  return results.map(({ id, evaluatedAt: _evaluatedAt, ...result }) => ({
    ...result,
    members: members
      .filter((member) => member.resultId === id)
      .map(({ resultId: _resultId, ...member }) => member)
      .sort((a, b) => a.personId.localeCompare(b.personId)),
  }));
}

async function resultOf(applicationId: string) {
  const rows = (await snapshot()).filter((row) => row.applicationId === applicationId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const audit = createAuditService(db);
  const applicationRepository = createApplicationRepository(db);
  eligibilityParameters = createEligibilityParametersService({
    db,
    repository: createEligibilityParametersRepository(db),
    audit,
    now: () => clock.now().getTime(),
  });
  cycles = createCycleService({
    db,
    repository: createCycleRepository(db),
    facts: createCycleFactsRepository(db),
    profiles: createProfileRepository(db),
    applications: applicationRepository,
    state: createApplicationState(applicationRepository),
    eligibility: eligibilityParameters,
    payments: createLocalPayments({ now: () => clock.now() }),
    audit,
    clock,
  });

  const first = new Date('2026-01-10T08:00:00Z');
  const later = new Date('2026-03-10T08:00:00Z');
  eligible = { ...(await household('SUBMITTED', first)), recoveryId: '' };
  const [owed] = await db
    .insert(recovery)
    .values({
      applicantAccountId: eligible.user.accountId,
      amount: 30_000,
      reasonCode: 'OVERPAYMENT',
      messageAr: 'استرداد دفعة زائدة',
      messageEn: 'Recovery of an over-payment',
      createdAt: new Date('2026-06-01T00:00:00Z'),
    })
    .returning({ id: recovery.id });
  eligible.recoveryId = owed!.id;
  await db.insert(manualReapply).values({
    applicationId: eligible.applicationId,
    kind: 'APPLICATION',
    subjectId: eligible.applicationId,
    period: '2026-10',
    reason: 'Please study again',
    actorAccountId: eligible.user.accountId,
    createdAt: new Date('2026-10-20T08:00:00Z'),
  });

  wealthy = await household('UNDER_STUDY', first);
  await db.insert(incomeSource).values({ personId: wealthy.user.personId, source: 'SALARY', monthlyAmount: 1_000_000, payer: 'A company' });

  // The eligible household's wife is also declared, and selected, by a household that applied later.
  sharing = await household('ELIGIBLE', later);
  const wife = eligible.dependents[0]!;
  const shared = await createDependent(database.db, {
    applicantAccountId: sharing.user.accountId,
    personId: wife.personId,
    relationship: 'SISTER',
    houseId: sharing.house.id,
  });
  await db.insert(applicationHouse).values({ applicationId: sharing.applicationId, houseId: sharing.house.id }).onConflictDoNothing();
  await db.insert(applicationDependent).values({ applicationId: sharing.applicationId, dependentId: shared.id, houseId: sharing.house.id });

  unpaid = await household('ELIGIBLE', later);
  await db
    .update(bankAccount)
    .set({ iban: buildIban('80', '000000000000120000') })
    .where(eq(bankAccount.accountId, unpaid.user.accountId));
});

afterAll(() => database.close());

describe('run', () => {
  it('evaluates every house by the rules: eligible with a deduction, ineligible by income, a duplicate member left out', async () => {
    const progress: number[] = [];
    const report = await cycles.run({ period }, { batchSize, onProgress: (p) => progress.push(p.processed) });
    expect(report).toMatchObject({ period, resumed: false, applications: 4, houses: 4, eligibleHouses: 3 });
    expect(progress).toEqual([0, 2, 4, 4]);

    const [cycle] = await database.db.select().from(supportCycle).where(eq(supportCycle.period, period));
    expect(cycle).toMatchObject({ status: 'OPEN', firstDay: '2026-11-01', paymentDate: '2026-11-10' });
    expect(cycle?.evaluatedAt).not.toBeNull();

    // Head 1,100 + wife 600 + son (a minor) 400 SAR; no income; 20 % cap of 2,100 SAR is 420 SAR, the recovery is 300.
    const paid = await resultOf(eligible.applicationId);
    expect(paid).toMatchObject({
      outcome: 'ELIGIBLE',
      reasons: [],
      standard: 210_000,
      countedIncome: 0,
      entitlement: 210_000,
      deductions: 30_000,
      net: 180_000,
      memberCount: 3,
      parametersDay: '2026-11-01',
    });
    expect(paid.members.map((m) => m.category).sort()).toEqual(['ADULT', 'HEAD', 'MINOR']);
    expect(paid.members.every((m) => m.counted)).toBe(true);
    expect(paid.members.reduce((sum, m) => sum + m.share, 0)).toBe(180_000);
    expect(paid.members.find((m) => m.category === 'MINOR')?.share).toBe(Math.floor((40_000 * 180_000) / 210_000));
    expect(decodeTrace(paid.trace).map((step) => step.rule)).toContain('ENTITLEMENT');

    // A salary of 10,000 SAR counts after 1,500 SAR exempt: 8,500 SAR is above the 2,100 SAR standard.
    expect(await resultOf(wealthy.applicationId)).toMatchObject({
      outcome: 'INELIGIBLE',
      reasons: ['INCOME_ABOVE_STANDARD'],
      countedIncome: 850_000,
      entitlement: 0,
      net: 0,
    });

    // The wife stays with the earlier application; here she is left out and the house counts three without her.
    const later = await resultOf(sharing.applicationId);
    const wife = later.members.find((m) => m.personId === eligible.dependents[0]!.personId);
    expect(wife).toMatchObject({ counted: false, leftOutReason: 'DUPLICATE_MEMBER', share: 0, standardShare: 0 });
    expect(later).toMatchObject({ outcome: 'ELIGIBLE', standard: 210_000, memberCount: 3, deductions: 0, net: 210_000 });
  });

  it('gives identical results when run again, with no duplicate rows', async () => {
    const before = await snapshot();
    await cycles.run({ period }, { batchSize });
    expect(await snapshot()).toEqual(before);
    const [rows] = await database.db.select({ n: count() }).from(eligibilityResult);
    expect(rows?.n).toBe(4);
  });

  it('goes on from where a killed run stopped and ends as an uninterrupted run', async () => {
    const uninterrupted = await snapshot();
    const killed = cycles.run(
      { period, restart: true },
      {
        batchSize,
        afterBatch: () => {
          throw new Error('killed');
        },
      },
    );
    await expect(killed).rejects.toThrow('killed');
    const [cycle] = await database.db.select().from(supportCycle).where(eq(supportCycle.period, period));
    expect(cycle?.evaluatedAt).toBeNull();
    await expect(cycles.publish({ period })).rejects.toMatchObject({ code: 'CYCLE_NOT_EVALUATED' });

    const resumed = await cycles.run({ period }, { batchSize });
    expect(resumed).toMatchObject({ resumed: true, applications: 2 });
    expect(await snapshot()).toEqual(uninterrupted);
    const runs = await database.db.select().from(cycleRun).where(eq(cycleRun.step, 'RUN'));
    expect(runs.filter((run) => run.status === 'DONE')).toHaveLength(3);
  });
});

describe('publish', () => {
  it('schedules one payment per paid house with its deductions, decides the applications, and does it once', async () => {
    const killed = cycles.publish(
      { period },
      {
        batchSize,
        afterBatch: () => {
          throw new Error('killed');
        },
      },
    );
    await expect(killed).rejects.toThrow('killed');
    // Payments now refer to the results: they may not be run again before publishing ends.
    await expect(cycles.run({ period })).rejects.toMatchObject({ code: 'CYCLE_PUBLISHING' });
    const resumed = await cycles.publish({ period }, { batchSize });
    expect(resumed.status).toBe('PUBLISHED');
    const again = await cycles.publish({ period }, { batchSize });
    expect(again).toMatchObject({ status: 'PUBLISHED', scheduled: 0, decided: 0 });

    const payments = await database.db.select().from(payment).orderBy(asc(payment.code));
    expect(payments).toHaveLength(3);
    expect(payments.map((row) => row.code)).toEqual(['P-202611-0000001', 'P-202611-0000002', 'P-202611-0000003']);
    expect(payments.every((row) => row.status === 'SCHEDULED' && row.scheduledFor === '2026-11-10')).toBe(true);
    const deducted = payments.find((row) => row.applicationId === eligible.applicationId);
    expect(deducted).toMatchObject({ entitlement: 210_000, deductions: 30_000, net: 180_000, iban: eligible.iban });
    const deductions = await database.db.select().from(paymentDeduction);
    expect(deductions).toEqual([
      expect.objectContaining({
        paymentId: deducted?.id,
        recoveryId: eligible.recoveryId,
        amount: 30_000,
        messageEn: 'Recovery of an over-payment',
      }),
    ]);

    // A submitted application is studied by the cycle; a case worker's study is decided by it.
    expect((await applicationRowOf(database.db, eligible.applicationId)).status).toBe('ELIGIBLE');
    expect((await applicationRowOf(database.db, wealthy.applicationId)).status).toBe('INELIGIBLE');
    expect((await applicationRowOf(database.db, sharing.applicationId)).status).toBe('ELIGIBLE');
    const decided = await database.db
      .select({ type: applicationEvent.type })
      .from(applicationEvent)
      .where(and(eq(applicationEvent.applicationId, eligible.applicationId), eq(applicationEvent.type, 'DECIDE_ELIGIBLE')));
    expect(decided).toHaveLength(1);
    const [reapply] = await database.db.select().from(manualReapply).where(eq(manualReapply.applicationId, eligible.applicationId));
    expect(reapply?.status).toBe('STUDIED');
    const [house] = await database.db.select().from(applicationHouse).where(eq(applicationHouse.applicationId, wealthy.applicationId));
    expect(house).toMatchObject({ outcome: 'INELIGIBLE', reasonCode: 'INCOME_ABOVE_STANDARD' });
  });

  it('refuses to run a published cycle again (409)', async () => {
    const error = await refusal(cycles.run({ period }));
    expect(error.code).toBe('CYCLE_ALREADY_PUBLISHED');
    expect(error.details.values).toMatchObject({ period, statusEn: 'published' });
  });

  it('keeps the published results when a parameter version starts after them', async () => {
    const published = await snapshot();
    await eligibilityParameters.setVersion(
      'eligibility.standard',
      '2026-12-01',
      { head: 200_000, adult: 100_000, minor: 50_000 },
      { accountId: null },
    );
    await expect(cycles.run({ period })).rejects.toMatchObject({ code: 'CYCLE_ALREADY_PUBLISHED' });
    expect(await snapshot()).toEqual(published);
  });
});

describe('pay', () => {
  it('waits for the payment date', async () => {
    const error = await refusal(cycles.pay({ period }));
    expect(error.code).toBe('CYCLE_PAYMENT_DAY_NOT_REACHED');
  });

  it('pays once, recovers the deduction, and suspends the application whose payment failed', async () => {
    clock.set(new Date('2026-11-10T05:00:00Z'));
    const report = await cycles.pay({ period }, { batchSize });
    expect(report).toEqual({ period, status: 'PAID', paid: 2, failed: 1, scheduled: 0 });
    const again = await cycles.pay({ period }, { batchSize });
    expect(again).toMatchObject({ status: 'PAID', paid: 0, failed: 0 });

    const payments = await database.db.select().from(payment);
    const failed = payments.find((row) => row.applicationId === unpaid.applicationId);
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'UNKNOWN_ACCOUNT', paidAt: null });
    expect(payments.filter((row) => row.status === 'PAID').every((row) => row.paidAt?.toISOString() === '2026-11-10T05:00:00.000Z')).toBe(
      true,
    );
    const suspended = await applicationRowOf(database.db, unpaid.applicationId);
    expect(suspended).toMatchObject({ status: 'SUSPENDED', statusReason: 'PAYMENT_FAILED' });
    const [owed] = await database.db.select().from(recovery).where(eq(recovery.id, eligible.recoveryId));
    expect(owed).toMatchObject({ recovered: 30_000 });
    expect(owed?.settledAt).not.toBeNull();
    const [cycle] = await database.db.select().from(supportCycle).where(eq(supportCycle.period, period));
    expect(cycle?.status).toBe('PAID');
  });
});

describe('the Ramadan reward', () => {
  it('rewards the households eligible in the cycle before Ramadan, once a year, and pays them', async () => {
    const hijriYear = 1448;
    const { period: before } = ramadanRewardPeriod(hijriYear);
    expect(before).toBe('2027-02');
    await expect(cycles.ramadan({ hijriYear })).rejects.toMatchObject({ code: 'CYCLE_NOT_FOUND' });
    clock.set(new Date('2027-02-02T08:00:00Z'));
    await cycles.run({ period: before }, { batchSize });
    await expect(cycles.ramadan({ hijriYear })).rejects.toMatchObject({ code: 'CYCLE_NOT_PUBLISHED' });
    await cycles.publish({ period: before }, { batchSize });

    // The suspended household is not evaluable and the wealthy one not eligible: two households are rewarded.
    expect(await cycles.ramadan({ hijriYear }, { batchSize: 1 })).toMatchObject({ hijriYear, period: before, rewards: 2 });
    expect(await cycles.ramadan({ hijriYear }, { batchSize: 1 })).toMatchObject({ rewards: 0 });
    const rewards = await database.db.select().from(ramadanReward).where(eq(ramadanReward.hijriYear, hijriYear));
    expect(rewards).toHaveLength(2);
    const own = rewards.find((row) => row.applicationId === eligible.applicationId);
    // Head 1,000 + wife and son 500 SAR each.
    expect(own).toMatchObject({ amount: 200_000, status: 'SCHEDULED', ibanLast4: eligible.iban.slice(-4) });
    const members = await database.db.select().from(ramadanRewardMember).where(eq(ramadanRewardMember.rewardId, own!.id));
    expect(members.map((row) => row.amount).sort()).toEqual([100_000, 50_000, 50_000].sort());
    // The sharing household's wife is counted by the earlier household only.
    const theirs = rewards.find((row) => row.applicationId === sharing.applicationId);
    expect(theirs?.amount).toBe(200_000);

    expect(await cycles.ramadanPay({ hijriYear })).toEqual({ hijriYear, paid: 2, failed: 0 });
    expect(await cycles.ramadanPay({ hijriYear })).toEqual({ hijriYear, paid: 0, failed: 0 });
  });
});

describe('the cycle jobs', () => {
  it('runs a step sent on the jobs port', async () => {
    const { log } = recordingLog();
    const jobs = createInProcessJobs({ log });
    defineCycleJobs(jobs, cycles, log);
    expect(await jobs.send('cycle.run', { period: '2027-03' }, { singletonKey: '2027-03' })).toBe(true);
    expect(await jobs.runDue()).toBe(1);
    const [cycle] = await database.db.select().from(supportCycle).where(eq(supportCycle.period, '2027-03'));
    expect(cycle?.evaluatedAt).not.toBeNull();
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(application);
    expect(n).toBe(4);
  });
});

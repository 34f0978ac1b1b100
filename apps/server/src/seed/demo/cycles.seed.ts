import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { periodName, programType } from '@sanad/contract';
import {
  account,
  additionalPayment,
  application,
  house,
  incomeSource,
  payment,
  paymentRefund,
  person,
  recovery,
} from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createLocalPayments } from '../../platform/payments/payments.ts';
import { createApplicationState } from '../../modules/application/application-state.ts';
import { createApplicationRepository } from '../../modules/application/application.repository.ts';
import { createAuditService } from '../../modules/audit/audit.service.ts';
import { firstDayOf, nextFirstDayOf, paymentDayReached } from '../../modules/cycle/cycle-calendar.ts';
import { createCycleFactsRepository } from '../../modules/cycle/cycle-facts.repository.ts';
import { systemActor } from '../../modules/cycle/cycle-steps.ts';
import { createCycleRepository } from '../../modules/cycle/cycle.repository.ts';
import { createCycleService } from '../../modules/cycle/cycle.service.ts';
import { createEligibilityParametersRepository } from '../../modules/eligibility/eligibility-parameters.repository.ts';
import { createEligibilityParametersService } from '../../modules/eligibility/eligibility-parameters.service.ts';
import { createProfileRepository } from '../../modules/profile/profile.repository.ts';
import { demoMonths, inRiyadh } from './demo-calendar.ts';

/** The ready applicant of the README (identity seed), whose SSP application the application seed submitted. */
const readyApplicantNin = '1010000006';

/**
 * The story of the ready applicant's year, by a month's place among the twelve past months (1 = the oldest, 12 = last
 * month; 13 = the current month). Every result is the real engine's on the facts of its month; what changes between
 * runs is the household's data (the temporary contract) and the money owed (the recovery and its refund).
 */
export const demoStory = {
  /** A temporary job, declared before this month's run and ended before the next: the only ineligible month. */
  contractMonth: 7,
  /** The month whose family-home payment the bank transferred twice: the over-payment recovered later. */
  duplicatedMonth: 4,
  /** The first month the recovery is deducted from (created after the month before was paid). */
  recoveryFrom: 11,
} as const;

/** The temporary contract's salary, 6,000 SAR a month: above both houses' standards, even after its exemption. */
const contract = { source: 'SALARY', monthlyAmount: 600_000, payer: 'شركة مواسم للتشغيل والصيانة (عقد مؤقت)' } as const;

/** The dated parameters' next version (decision 055): a standard raised from the first day of next month. */
const nextStandard = { head: 115_000, adult: 63_000, minor: 42_000 };

const sar = (halalas: number) => (halalas / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

export interface DemoCyclesOptions {
  /** The instant the demo is seeded at (default: now): the cycles run up to its month, never after it. */
  now?: Date;
}

/**
 * Twelve months of cycles for the ready applicant, run, published and paid by the cycle service itself
 * (docs/decisions/055-cycles-engine.md, 057-cycle-job.md) with a clock set to each month's days, then the current
 * month run and published (and paid once its payment day has come, as the daily payment-day job would), so /home shows
 * this month's amount. Between the runs the seed changes what the engine reads, as life would:
 *
 * - month 7: a temporary contract's salary is on the father's income tab for that month's run only, so the engine
 *   finds both houses INELIGIBLE (INCOME_ABOVE_STANDARD); the contract ended on the 15th, so a case worker's
 *   ADJUSTMENT pays half that month's support in month 8 (an additional payment for month 7's cycle);
 * - after month 10: the bank had transferred month 4's family-home payment twice: a recovery of that amount, which
 *   the engine deducts at most 20 % of each house's entitlement a month from month 11 on;
 * - after month 11: the father pays part of it back by bank transfer (a refund naming the recovery), so the last
 *   deduction, this month's, settles it.
 *
 * Then one future version of the standard (from the first day of next month), set through the parameters service,
 * which refuses any day a published cycle has already used. Every step is skipped once done, so a second run changes
 * nothing. The engine evaluates every active SSP application: in the demo that is this household (the white-listed
 * applicant's application has no house, so it has no result).
 */
export async function seedDemoCycles(db: Database, options: DemoCyclesOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const [found] = await db
    .select({ applicationId: application.id, accountId: account.id, personId: person.id })
    .from(application)
    .innerJoin(account, eq(account.id, application.applicantAccountId))
    .innerJoin(person, eq(person.id, account.personId))
    .where(
      and(
        eq(person.nin, readyApplicantNin),
        eq(application.programId, programType.SSP),
        inArray(application.status, ['SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE', 'INELIGIBLE']),
      ),
    )
    .limit(1);
  if (!found) return;
  const ready = found;

  // The engine, as compose.ts builds it, on a clock the seed moves to each step's day (never past `now`).
  let at = now;
  const clock: Clock = { now: () => at };
  const moveTo = (instant: Date) => {
    at = instant.getTime() < now.getTime() ? instant : now;
  };
  const audit = createAuditService(db);
  const applications = createApplicationRepository(db);
  const cycleRepository = createCycleRepository(db);
  const facts = createCycleFactsRepository(db);
  const eligibility = createEligibilityParametersService({
    db,
    repository: createEligibilityParametersRepository(db),
    audit,
    now: () => clock.now().getTime(),
  });
  const cycles = createCycleService({
    db,
    repository: cycleRepository,
    facts,
    profiles: createProfileRepository(db),
    applications,
    state: createApplicationState(applications),
    eligibility,
    payments: createLocalPayments({ now: () => clock.now() }),
    audit,
    clock,
  });

  const { past, current } = demoMonths(now);
  const months = [...past, current];
  const periodOf = (place: number) => months[place - 1] ?? current;

  /** The ready application's payments of a month, one per paid house, with the house's ownership. */
  const paymentsOf = async (period: string) => {
    const cycle = await cycleRepository.findCycle(programType.SSP, period);
    if (!cycle) return [];
    return db
      .select({ code: payment.code, ownership: house.ownership, net: payment.net, deductions: payment.deductions })
      .from(payment)
      .innerJoin(house, eq(house.id, payment.houseId))
      .where(and(eq(payment.cycleId, cycle.id), eq(payment.applicationId, ready.applicationId)))
      .orderBy(asc(payment.code));
  };

  /** The facts of a month's run: the temporary contract is on the income tab in its month only. */
  async function factsFor(place: number): Promise<void> {
    const onFile = await db
      .select({ id: incomeSource.id })
      .from(incomeSource)
      .where(and(eq(incomeSource.personId, ready.personId), eq(incomeSource.payer, contract.payer)));
    if (place === demoStory.contractMonth && onFile.length === 0) {
      // Declared a few days before the month began.
      const declaredAt = inRiyadh(`${periodOf(place - 1)}-26`, '18:00');
      await db.insert(incomeSource).values({ personId: ready.personId, ...contract, createdAt: declaredAt, updatedAt: declaredAt });
    }
    if (place !== demoStory.contractMonth && onFile.length > 0) {
      await db.delete(incomeSource).where(
        inArray(
          incomeSource.id,
          onFile.map((row) => row.id),
        ),
      );
    }
  }

  /** After the contract month: the case worker's adjustment for its second half, paid early the next month. */
  async function adjustment(): Promise<void> {
    const period = periodOf(demoStory.contractMonth);
    const cycle = await cycleRepository.findCycle(programType.SSP, period);
    if (!cycle) return;
    const done = await db
      .select({ id: additionalPayment.id })
      .from(additionalPayment)
      .where(and(eq(additionalPayment.applicationId, ready.applicationId), eq(additionalPayment.cycleId, cycle.id)));
    if (done.length > 0) return;
    // Half of what the engine paid the month before, when the same household was eligible.
    const before = await paymentsOf(periodOf(demoStory.contractMonth - 1));
    const amount = Math.floor(before.reduce((sum, row) => sum + row.net, 0) / 2);
    if (amount <= 0) return;
    const next = periodOf(demoStory.contractMonth + 1);
    const iban = (await facts.verifiedIbans([ready.accountId])).get(ready.accountId)?.iban;
    if (!iban) return;
    await db.insert(additionalPayment).values({
      code: `A-${period.replace('-', '')}-0000001`,
      applicationId: ready.applicationId,
      applicantAccountId: ready.accountId,
      cycleId: cycle.id,
      amount,
      reasonAr: `تسوية عن ${periodName(period, 'ar')} بعد المراجعة: انتهى العقد المؤقت في منتصف الشهر، فصُرف نصف المستحق`,
      reasonEn: `Adjustment for ${periodName(period, 'en')} after review: the temporary contract ended mid-month, so half the month's support is paid`,
      sourceType: 'ADJUSTMENT',
      // A case worker's correction, not an appeal: its own id.
      sourceId: randomUUID(),
      status: 'PAID',
      iban,
      paidAt: inRiyadh(`${next}-06`, '09:00'),
      createdAt: inRiyadh(`${next}-04`, '11:00'),
    });
  }

  /** The over-payment to recover: month 4's family-home payment, transferred twice by the bank. */
  async function duplicatedPayment(): Promise<typeof recovery.$inferSelect | null> {
    const [existing] = await db
      .select()
      .from(recovery)
      .where(and(eq(recovery.applicationId, ready.applicationId), eq(recovery.reasonCode, 'OVERPAYMENT')))
      .limit(1);
    if (existing) return existing;
    const period = periodOf(demoStory.duplicatedMonth);
    const home = (await paymentsOf(period)).find((row) => row.ownership === 'OWNED');
    if (!home) return null;
    const [row] = await db
      .insert(recovery)
      .values({
        applicantAccountId: ready.accountId,
        applicationId: ready.applicationId,
        amount: home.net,
        reasonCode: 'OVERPAYMENT',
        messageAr: `استرداد دفعة ${periodName(period, 'ar')} لبيت العائلة (${home.code}) التي حوّلها البنك مرتين`,
        messageEn: `Recovery of the ${periodName(period, 'en')} payment for the family home (${home.code}), which the bank transferred twice`,
        // Found by the bank reconciliation after the month before the first deduction was paid.
        createdAt: inRiyadh(`${periodOf(demoStory.recoveryFrom - 1)}-24`, '11:00'),
      })
      .returning();
    return row ?? null;
  }

  /**
   * After the first deduction: the father transfers part of the rest back, leaving exactly what the next two
   * deductions take, so this month's deduction settles the recovery. The refund counts as recovered, as the
   * deductions do, so the engine takes only what is still owed.
   */
  async function refund(): Promise<void> {
    const owed = await duplicatedPayment();
    if (!owed) return;
    const done = await db.select({ id: paymentRefund.id }).from(paymentRefund).where(eq(paymentRefund.recoveryId, owed.id));
    if (done.length > 0) return;
    const taken = (await paymentsOf(periodOf(demoStory.recoveryFrom))).reduce((sum, row) => sum + row.deductions, 0);
    const amount = owed.amount - owed.recovered - 2 * taken;
    if (taken <= 0 || amount <= 0) return;
    const refundedAt = inRiyadh(`${periodOf(demoStory.recoveryFrom)}-20`, '12:30');
    await db.transaction(async (tx) => {
      await tx.insert(paymentRefund).values({
        applicationId: ready.applicationId,
        applicantAccountId: ready.accountId,
        recoveryId: owed.id,
        amount,
        reference: `RF${periodOf(demoStory.recoveryFrom).replace('-', '')}004817`,
        reasonAr: `تحويل من المستفيد لتعجيل استرداد الدفعة المكررة (${sar(amount)} ريال)`,
        reasonEn: `Transfer from the beneficiary to settle the duplicated payment sooner (SAR ${sar(amount)})`,
        refundedAt,
        createdAt: refundedAt,
      });
      await tx
        .update(recovery)
        .set({ recovered: sql`${recovery.recovered} + ${amount}` })
        .where(eq(recovery.id, owed.id));
    });
  }

  for (const [index, period] of months.entries()) {
    const place = index + 1;
    let cycle = await cycleRepository.findCycle(programType.SSP, period);
    if (!cycle || cycle.status === 'OPEN') {
      await factsFor(place);
      if (place === demoStory.contractMonth + 1) await adjustment();
      if (place === demoStory.recoveryFrom) await duplicatedPayment();
      if (place === demoStory.recoveryFrom + 1) await refund();
      // Evaluated on the first day at dawn, published on the third, both never after `now`.
      moveTo(inRiyadh(firstDayOf(period), '03:00'));
      await cycles.run({ period });
      moveTo(inRiyadh(`${period}-03`, '09:00'));
      await cycles.publish({ period });
      cycle = await cycleRepository.findCycle(programType.SSP, period);
    }
    const paymentDate = cycle?.paymentDate;
    if (cycle?.status === 'PUBLISHED' && paymentDate && paymentDayReached(paymentDate, now)) {
      moveTo(inRiyadh(paymentDate, '09:00'));
      await cycles.pay({ period });
    }
  }
  // The temporary contract is off the income tab whatever month the loop stopped at.
  await factsFor(0);

  // A parameter change is never retroactive: next month's standard, from its first day on.
  const validFrom = nextFirstDayOf(current);
  moveTo(now);
  const versions = await createEligibilityParametersRepository(db).listVersions();
  if (!versions.some((row) => row.key === 'eligibility.standard' && row.validFrom >= validFrom)) {
    await eligibility.setVersion('eligibility.standard', validFrom, nextStandard, systemActor);
  }
}

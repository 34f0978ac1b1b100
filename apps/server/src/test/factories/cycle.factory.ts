import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { programType, type EligibilityOutcome, type MemberCategory, type TraceStep } from '@sanad/contract';
import {
  additionalPayment,
  eligibilityMember,
  eligibilityResult,
  flvRequest,
  historyAppeal,
  historyBeneficiary,
  historyPayment,
  payment,
  paymentDeduction,
  paymentRefund,
  recovery,
  supportCycle,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FlvStoredHouse } from '../../modules/eligibility-history/flv-stored.ts';

/*
 * The cycles engine's rows written straight to the tables, as the cycle job would leave them (decision 055), for the
 * tests of the reads (decision 058): cycles, results with their members and trace, payments with deductions,
 * additional payments, refunds, recoveries, FLV requests and the old system's history records. The cycle job's own
 * tests do not use it.
 */

export type CycleRow = typeof supportCycle.$inferSelect;
export type ResultRow = typeof eligibilityResult.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect;
type CycleStatus = CycleRow['status'];
type PaymentStatus = PaymentRow['status'];

/** The default standard of decision 055 (`eligibility.standard`): head 1,100 SAR, adult 600 SAR, minor 400 SAR. */
export const standardOf: Record<MemberCategory, number> = { HEAD: 110_000, ADULT: 60_000, MINOR: 40_000 };

/** A verified-looking SA IBAN (the payments' column takes any text; the reads mask it). */
export const testPaymentIban = 'SA0380000000608010167519';

let sequence = randomInt(0, 100_000);
const nextCode = (prefix: string, period: string) => {
  sequence += 1;
  return `${prefix}-${period.replace('-', '')}-${String(sequence).padStart(7, '0')}`;
};

/** The first day of a month `YYYY-MM`. */
const firstDayOf = (period: string) => `${period}-01`;

/**
 * The SSP cycle of a month (or of `programId`), made once per database and month; when it exists, `status` (when
 * given) replaces its status, so a test can publish or pay a month it made OPEN.
 */
export async function createCycle(
  db: Database,
  values: { period: string; status?: CycleStatus; programId?: number; paymentDate?: string },
): Promise<CycleRow> {
  const programId = values.programId ?? programType.SSP;
  const status = values.status ?? 'PUBLISHED';
  const timestamps = {
    publishedAt: status === 'OPEN' ? null : new Date(`${firstDayOf(values.period)}T06:00:00Z`),
    paidAt: status === 'PAID' ? new Date(`${values.period}-10T06:00:00Z`) : null,
  };
  await db
    .insert(supportCycle)
    .values({
      programId,
      period: values.period,
      status,
      firstDay: firstDayOf(values.period),
      paymentDate: values.paymentDate ?? `${values.period}-10`,
      evaluatedAt: new Date(`${firstDayOf(values.period)}T03:00:00Z`),
      ...timestamps,
    })
    .onConflictDoNothing();
  const where = and(eq(supportCycle.programId, programId), eq(supportCycle.period, values.period));
  if (values.status)
    await db
      .update(supportCycle)
      .set({ status, ...timestamps })
      .where(where);
  const [row] = await db.select().from(supportCycle).where(where);
  if (!row) throw new Error(`no cycle ${values.period}`);
  return row;
}

/** A person of an evaluated house, as the function would describe them; counted unless told. */
export interface MemberValues {
  personId: string;
  /** Null (or absent) for the head of household. */
  dependentId?: string | null;
  category?: MemberCategory;
  counted?: boolean;
  leftOutReason?: string | null;
  /** Their part of the standard: the category's default when counted, 0 when left out. */
  standardShare?: number;
  countedIncome?: number;
  /** Their share of the net: computed from the net when not given (DOMAIN.md "a dependent's share"). */
  share?: number;
}

/**
 * Members' shares of a net as decision 055 computes them: each counted member's part of the standard scaled by
 * net ÷ standard, rounded down to the halala, the remainder to the head.
 */
export function sharesOf(
  members: ReadonlyArray<{ standardShare: number; counted: boolean; dependentId: string | null }>,
  net: number,
): number[] {
  const standard = members.reduce((sum, member) => sum + (member.counted ? member.standardShare : 0), 0);
  if (standard === 0 || net <= 0) return members.map(() => 0);
  const shares = members.map((member) => (member.counted ? Math.floor((member.standardShare * net) / standard) : 0));
  const remainder = net - shares.reduce((sum, share) => sum + share, 0);
  const head = members.findIndex((member) => member.dependentId === null && member.counted);
  if (head >= 0) shares[head] = (shares[head] ?? 0) + remainder;
  return shares;
}

/** A short trace as the function would record it for these figures (standard, income, assets, amount). */
export function traceFor(values: {
  standard: number;
  countedIncome: number;
  assets: number;
  entitlement: number;
  outcome: EligibilityOutcome;
}): TraceStep[] {
  const step = (rule: TraceStep['rule'], value: number | null, limit: number | null, outcome: TraceStep['outcome']): TraceStep => ({
    rule,
    personId: null,
    value,
    limit,
    detail: null,
    outcome,
  });
  return [
    step('STANDARD_TOTAL', values.standard, null, 'INFO'),
    step('INCOME_TOTAL', values.countedIncome, values.standard, values.countedIncome < values.standard ? 'PASS' : 'FAIL'),
    step('ASSETS_TOTAL', values.assets, 50_000_000, values.assets <= 50_000_000 ? 'PASS' : 'FAIL'),
    step('ENTITLEMENT', values.entitlement, null, values.outcome === 'ELIGIBLE' ? 'PASS' : 'FAIL'),
  ];
}

export interface ResultValues {
  period: string;
  /** The cycle's status (PUBLISHED unless told); the cycle is made when missing. */
  cycleStatus?: CycleStatus;
  applicationId: string;
  applicantAccountId: string;
  houseId: string;
  outcome?: EligibilityOutcome;
  reasons?: string[];
  /** The counted members' standard shares together unless given. */
  standard?: number;
  countedIncome?: number;
  assets?: number;
  /** standard − counted income when eligible, else 0, unless given. */
  entitlement?: number;
  deductions?: number;
  members?: MemberValues[];
  trace?: TraceStep[];
}

export interface CreatedResult {
  cycle: CycleRow;
  result: ResultRow;
}

/** One house's result in a cycle with its members (their shares of the net) and trace. */
export async function createResult(db: Database, values: ResultValues): Promise<CreatedResult> {
  const cycle = await createCycle(db, { period: values.period, ...(values.cycleStatus ? { status: values.cycleStatus } : {}) });
  const outcome = values.outcome ?? 'ELIGIBLE';
  const members = (values.members ?? []).map((member) => {
    const counted = member.counted ?? true;
    const category = member.category ?? (member.dependentId ? 'ADULT' : 'HEAD');
    return {
      personId: member.personId,
      dependentId: member.dependentId ?? null,
      category,
      counted,
      leftOutReason: counted ? null : (member.leftOutReason ?? 'RELATION_NOT_CONFIRMED'),
      standardShare: member.standardShare ?? (counted ? standardOf[category] : 0),
      countedIncome: member.countedIncome ?? 0,
      share: member.share,
    };
  });
  const standard =
    values.standard ?? (members.length > 0 ? members.reduce((sum, m) => sum + (m.counted ? m.standardShare : 0), 0) : 170_000);
  const countedIncome = values.countedIncome ?? members.reduce((sum, m) => sum + (m.counted ? m.countedIncome : 0), 0);
  const assets = values.assets ?? 0;
  const entitlement = values.entitlement ?? (outcome === 'ELIGIBLE' ? Math.max(standard - countedIncome, 0) : 0);
  const deductions = values.deductions ?? 0;
  const net = entitlement - deductions;
  const shares = sharesOf(members, net);
  const [result] = await db
    .insert(eligibilityResult)
    .values({
      cycleId: cycle.id,
      applicationId: values.applicationId,
      applicantAccountId: values.applicantAccountId,
      houseId: values.houseId,
      outcome,
      reasons: values.reasons ?? [],
      standard,
      countedIncome,
      assets,
      entitlement,
      deductions,
      net,
      memberCount: members.filter((member) => member.counted).length || 1,
      trace: values.trace ?? traceFor({ standard, countedIncome, assets, entitlement, outcome }),
      parametersDay: cycle.firstDay ?? firstDayOf(values.period),
      evaluatedAt: new Date(`${firstDayOf(values.period)}T03:00:00Z`),
    })
    .returning();
  if (!result) throw new Error('eligibility result was not inserted');
  if (members.length > 0) {
    await db.insert(eligibilityMember).values(
      members.map((member, index) => ({
        resultId: result.id,
        cycleId: cycle.id,
        personId: member.personId,
        dependentId: member.dependentId,
        category: member.category,
        counted: member.counted,
        leftOutReason: member.leftOutReason,
        standardShare: member.standardShare,
        countedIncome: member.countedIncome,
        share: member.share ?? shares[index] ?? 0,
      })),
    );
  }
  return { cycle, result };
}

/** An over-payment to recover. */
export async function createRecovery(
  db: Database,
  values: {
    applicantAccountId: string;
    applicationId?: string | null;
    amount: number;
    recovered?: number;
    reasonCode?: string;
    messageAr?: string;
    messageEn?: string;
    createdAt?: Date;
  },
): Promise<typeof recovery.$inferSelect> {
  const [row] = await db
    .insert(recovery)
    .values({
      applicantAccountId: values.applicantAccountId,
      applicationId: values.applicationId ?? null,
      amount: values.amount,
      recovered: values.recovered ?? 0,
      reasonCode: values.reasonCode ?? 'OVERPAYMENT',
      messageAr: values.messageAr ?? 'استرداد مبلغ صُرف بالزيادة',
      messageEn: values.messageEn ?? 'Recovery of an amount paid in excess',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('recovery was not inserted');
  return row;
}

export interface DeductionValues {
  amount: number;
  /** The recovery it takes from: a new one of the applicant's when not given. */
  recoveryId?: string;
  messageAr?: string;
  messageEn?: string;
}

/**
 * The payment of a result (its entitlement, less the deductions given, which also become the result's), SCHEDULED on
 * the cycle's payment day, PAID or FAILED.
 */
export async function createPayment(
  db: Database,
  values: {
    result: ResultRow;
    status?: PaymentStatus;
    deductions?: DeductionValues[];
    iban?: string;
    paidAt?: Date;
    failureReason?: string;
  },
): Promise<PaymentRow & { deductionIds: string[] }> {
  const { result } = values;
  const [cycle] = await db.select().from(supportCycle).where(eq(supportCycle.id, result.cycleId));
  if (!cycle) throw new Error(`no cycle ${result.cycleId}`);
  const deductions = values.deductions ?? [];
  const deducted = deductions.reduce((sum, deduction) => sum + deduction.amount, 0);
  const net = result.entitlement - deducted;
  if (deducted !== result.deductions) {
    await db.update(eligibilityResult).set({ deductions: deducted, net }).where(eq(eligibilityResult.id, result.id));
  }
  const status = values.status ?? 'PAID';
  const scheduledFor = cycle.paymentDate ?? `${cycle.period}-10`;
  const [row] = await db
    .insert(payment)
    .values({
      code: nextCode('P', cycle.period),
      cycleId: cycle.id,
      applicationId: result.applicationId,
      applicantAccountId: result.applicantAccountId,
      houseId: result.houseId,
      resultId: result.id,
      entitlement: result.entitlement,
      deductions: deducted,
      net,
      status,
      iban: values.iban ?? testPaymentIban,
      bankCode: '80',
      scheduledFor,
      paidAt: status === 'PAID' ? (values.paidAt ?? new Date(`${scheduledFor}T09:00:00Z`)) : null,
      failureReason: status === 'FAILED' ? (values.failureReason ?? 'IBAN_REJECTED') : null,
    })
    .returning();
  if (!row) throw new Error('payment was not inserted');
  const deductionIds: string[] = [];
  for (const deduction of deductions) {
    const recoveryId =
      deduction.recoveryId ??
      (
        await createRecovery(db, {
          applicantAccountId: result.applicantAccountId,
          applicationId: result.applicationId,
          amount: deduction.amount * 5,
          recovered: deduction.amount,
        })
      ).id;
    const [taken] = await db
      .insert(paymentDeduction)
      .values({
        paymentId: row.id,
        recoveryId,
        amount: deduction.amount,
        messageAr: deduction.messageAr ?? 'استقطاع لاسترداد مبلغ صُرف بالزيادة',
        messageEn: deduction.messageEn ?? 'Deduction to recover an amount paid in excess',
      })
      .returning({ id: paymentDeduction.id });
    if (taken) deductionIds.push(taken.id);
  }
  return { ...row, deductionIds };
}

/** A household as `publishMonth` evaluates it: the head, the application, the house and the dependents living there. */
export interface MonthHousehold {
  applicantAccountId: string;
  /** The head's person. */
  personId: string;
  applicationId: string;
  houseId: string;
  dependents?: Array<{ personId: string; dependentId: string; category?: MemberCategory; counted?: boolean; leftOutReason?: string }>;
}

/**
 * One month of one house as the cycle job leaves it once published: the result (head and dependents as members,
 * their shares of the net), and, when something is paid and the cycle is not OPEN (or `payment` asks for one anyway),
 * its payment with the deductions given.
 */
export async function publishMonth(
  db: Database,
  values: {
    household: MonthHousehold;
    period: string;
    cycleStatus?: CycleStatus;
    outcome?: EligibilityOutcome;
    reasons?: string[];
    countedIncome?: number;
    assets?: number;
    paymentStatus?: PaymentStatus;
    deductions?: DeductionValues[];
    payment?: boolean;
  },
): Promise<CreatedResult & { payment: (PaymentRow & { deductionIds: string[] }) | null }> {
  const { household } = values;
  const deducted = (values.deductions ?? []).reduce((sum, deduction) => sum + deduction.amount, 0);
  const created = await createResult(db, {
    period: values.period,
    ...(values.cycleStatus ? { cycleStatus: values.cycleStatus } : {}),
    applicationId: household.applicationId,
    applicantAccountId: household.applicantAccountId,
    houseId: household.houseId,
    outcome: values.outcome ?? 'ELIGIBLE',
    reasons: values.reasons ?? [],
    ...(values.assets !== undefined ? { assets: values.assets } : {}),
    deductions: deducted,
    members: [
      { personId: household.personId, category: 'HEAD', countedIncome: values.countedIncome ?? 0 },
      ...(household.dependents ?? []).map((member) => ({
        personId: member.personId,
        dependentId: member.dependentId,
        category: member.category ?? 'ADULT',
        ...(member.counted !== undefined ? { counted: member.counted } : {}),
        ...(member.leftOutReason ? { leftOutReason: member.leftOutReason } : {}),
      })),
    ],
  });
  const pays =
    values.payment ?? (created.result.outcome === 'ELIGIBLE' && created.result.entitlement > 0 && created.cycle.status !== 'OPEN');
  const paid = pays
    ? await createPayment(db, {
        result: created.result,
        status: values.paymentStatus ?? (created.cycle.status === 'PAID' ? 'PAID' : 'SCHEDULED'),
        ...(values.deductions ? { deductions: values.deductions } : {}),
      })
    : null;
  return { ...created, payment: paid };
}

/** A payment outside the monthly run for a past month of an application. */
export async function createAdditionalPayment(
  db: Database,
  values: {
    applicationId: string;
    applicantAccountId: string;
    period: string;
    amount: number;
    status?: PaymentStatus;
    sourceType?: 'APPEAL' | 'ADJUSTMENT';
    reasonAr?: string;
    reasonEn?: string;
    createdAt?: Date;
  },
): Promise<typeof additionalPayment.$inferSelect> {
  const cycle = await createCycle(db, { period: values.period });
  const status = values.status ?? 'PAID';
  const createdAt = values.createdAt ?? new Date();
  const [row] = await db
    .insert(additionalPayment)
    .values({
      code: nextCode('A', values.period),
      applicationId: values.applicationId,
      applicantAccountId: values.applicantAccountId,
      cycleId: cycle.id,
      amount: values.amount,
      reasonAr: values.reasonAr ?? 'صرف بأثر رجعي بعد قبول الاعتراض',
      reasonEn: values.reasonEn ?? 'Paid retroactively after the appeal was approved',
      sourceType: values.sourceType ?? 'APPEAL',
      sourceId: randomUUID(),
      status,
      iban: testPaymentIban,
      paidAt: status === 'PAID' ? createdAt : null,
      createdAt,
    })
    .returning();
  if (!row) throw new Error('additional payment was not inserted');
  return row;
}

/** Money paid back on an application, settling a recovery when one is named. */
export async function createRefund(
  db: Database,
  values: {
    applicationId: string;
    applicantAccountId: string;
    amount: number;
    recoveryId?: string | null;
    reference?: string;
    reasonAr?: string;
    reasonEn?: string;
    refundedAt?: Date;
  },
): Promise<typeof paymentRefund.$inferSelect> {
  const [row] = await db
    .insert(paymentRefund)
    .values({
      applicationId: values.applicationId,
      applicantAccountId: values.applicantAccountId,
      recoveryId: values.recoveryId ?? null,
      amount: values.amount,
      reference: values.reference ?? `RF${String(randomInt(0, 1_000_000_000)).padStart(10, '0')}`,
      reasonAr: values.reasonAr ?? 'إعادة مبلغ صُرف بالزيادة',
      reasonEn: values.reasonEn ?? 'Repayment of an amount paid in excess',
      refundedAt: values.refundedAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('refund was not inserted');
  return row;
}

/**
 * An FLV pre-check of an application as the FLV service stores it: one eligible house with the head counted unless
 * `houses` is given.
 */
export async function createFlvRequest(
  db: Database,
  values: {
    applicantAccountId: string;
    applicationId: string;
    houses?: FlvStoredHouse[];
    house?: { houseId: string; headPersonId: string };
    requestedAt?: Date;
    parametersDay?: string;
  },
): Promise<typeof flvRequest.$inferSelect> {
  const houses: FlvStoredHouse[] =
    values.houses ??
    (values.house
      ? [
          {
            houseId: values.house.houseId,
            outcome: 'ELIGIBLE',
            reasons: [],
            standard: standardOf.HEAD,
            countedIncome: 20_000,
            assets: 0,
            entitlement: standardOf.HEAD - 20_000,
            members: [
              {
                personId: values.house.headPersonId,
                dependentId: null,
                category: 'HEAD',
                counted: true,
                leftOutReason: null,
                standardShare: standardOf.HEAD,
                countedIncome: 20_000,
              },
            ],
            trace: traceFor({
              standard: standardOf.HEAD,
              countedIncome: 20_000,
              assets: 0,
              entitlement: standardOf.HEAD - 20_000,
              outcome: 'ELIGIBLE',
            }),
          },
        ]
      : []);
  const requestedAt = values.requestedAt ?? new Date();
  const [row] = await db
    .insert(flvRequest)
    .values({
      applicantAccountId: values.applicantAccountId,
      applicationId: values.applicationId,
      outcome: houses.some((house) => house.outcome === 'ELIGIBLE') ? 'ELIGIBLE' : 'INELIGIBLE',
      entitlement: houses.reduce((sum, house) => sum + house.entitlement, 0),
      houses,
      parametersDay: values.parametersDay ?? requestedAt.toISOString().slice(0, 10),
      requestedAt,
    })
    .returning();
  if (!row) throw new Error('FLV request was not inserted');
  return row;
}

/** An old-system file of a person with its payments and appeals. */
export async function createHistoryBeneficiary(
  db: Database,
  values: {
    personId: string;
    fileNumber?: string;
    registeredOn?: string;
    payments?: Array<{ period: string; amount: number; status?: string; paidOn?: string | null }>;
    appeals?: Array<{ appealNumber?: string; decision?: string; submittedOn: string; decidedOn?: string | null }>;
  },
): Promise<typeof historyBeneficiary.$inferSelect> {
  const [row] = await db
    .insert(historyBeneficiary)
    .values({
      personId: values.personId,
      fileNumber: values.fileNumber ?? `OLD-${randomInt(100_000, 999_999)}`,
      programNameAr: 'الضمان الاجتماعي',
      programNameEn: 'Social security',
      officeCode: '0101',
      status: 'CLOSED',
      registeredOn: values.registeredOn ?? '2012-03-01',
      closedOn: '2021-06-30',
      membersCount: 4,
    })
    .returning();
  if (!row) throw new Error('history beneficiary was not inserted');
  for (const paid of values.payments ?? []) {
    await db.insert(historyPayment).values({
      beneficiaryId: row.id,
      period: paid.period,
      amount: paid.amount,
      status: paid.status ?? 'PAID',
      paidOn: paid.paidOn === undefined ? `${paid.period}-01` : paid.paidOn,
    });
  }
  for (const appeal of values.appeals ?? []) {
    await db.insert(historyAppeal).values({
      beneficiaryId: row.id,
      appealNumber: appeal.appealNumber ?? `AP-${randomInt(100_000, 999_999)}`,
      subjectAr: 'اعتراض على عدم الأهلية',
      subjectEn: 'Appeal against ineligibility',
      decision: appeal.decision ?? 'APPROVED',
      submittedOn: appeal.submittedOn,
      decidedOn: appeal.decidedOn ?? null,
    });
  }
  return row;
}

import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  account,
  additionalPayment,
  application,
  eligibilityMember,
  house,
  payment,
  paymentDeduction,
  paymentRefund,
  person,
  recovery,
  supportCycle,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import type { HouseholdScope, PersonScope } from '../eligibility-history/beneficiary-scope.ts';
import { filterConditions, householdConditions as scopedTo, visibleCycle } from '../eligibility-history/scope-conditions.repository.ts';

const applicantAccount = alias(account, 'applicant_account');
const applicantPerson = alias(person, 'applicant_person');

/** A payment's own columns, as the scope conditions narrow it. */
const paymentRow = { applicationId: payment.applicationId, houseId: payment.houseId, resultId: payment.resultId };

const paymentColumns = {
  id: payment.id,
  code: payment.code,
  period: supportCycle.period,
  programId: supportCycle.programId,
  cycleStatus: supportCycle.status,
  applicationId: application.id,
  applicationNumber: application.number,
  houseId: house.id,
  houseLabel: house.label,
  regionCode: house.regionCode,
  cityCode: house.cityCode,
  district: house.district,
  entitlement: payment.entitlement,
  deductions: payment.deductions,
  net: payment.net,
  status: payment.status,
  scheduledFor: payment.scheduledFor,
  paidAt: payment.paidAt,
  failureReason: payment.failureReason,
  iban: payment.iban,
  bankCode: payment.bankCode,
};

/** A person's share of a payment, with the household it was paid to. */
const shareColumns = {
  paymentId: payment.id,
  paymentCode: payment.code,
  period: supportCycle.period,
  programId: supportCycle.programId,
  applicationId: application.id,
  applicationNumber: application.number,
  applicantNameAr: applicantPerson.nameAr,
  applicantNameEn: applicantPerson.nameEn,
  houseId: house.id,
  houseLabel: house.label,
  regionCode: house.regionCode,
  cityCode: house.cityCode,
  district: house.district,
  category: eligibilityMember.category,
  share: eligibilityMember.share,
  status: payment.status,
  scheduledFor: payment.scheduledFor,
  paidAt: payment.paidAt,
};

const newestFirst = [desc(supportCycle.period), asc(payment.code)];

/** The total of a page's query before its limit, read with the page instead of by a second query. */
const totalBeforeLimit = sql<number>`count(*) over ()`.mapWith(Number);

/** A payment's deductions, oldest recovery first, as JSON beside the payment (what `deductionsOf` reads apart). */
export const deductionsOfPayment = sql<DeductionRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${paymentDeduction.id}, 'paymentId', ${paymentDeduction.paymentId}, 'recoveryId', ${paymentDeduction.recoveryId},
    'reasonCode', ${recovery.reasonCode}, 'amount', ${paymentDeduction.amount},
    'messageAr', ${paymentDeduction.messageAr}, 'messageEn', ${paymentDeduction.messageEn}
  ) order by ${recovery.createdAt}, ${paymentDeduction.id}), '[]'::json)
  from ${paymentDeduction} inner join ${recovery} on ${recovery.id} = ${paymentDeduction.recoveryId}
  where ${paymentDeduction.paymentId} = ${payment.id})`;

const sumOf = (column: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
/** A month's status: FAILED when any payment failed, PAID when all are, else SCHEDULED. */
const monthStatus = sql<
  'SCHEDULED' | 'PAID' | 'FAILED'
>`case when bool_or(${payment.status} = 'FAILED') then 'FAILED' when bool_and(${payment.status} = 'PAID') then 'PAID' else 'SCHEDULED' end`;

export type PaymentRow = Awaited<ReturnType<PaymentRepository['payments']>>[number];
export type DeductionRow = Awaited<ReturnType<PaymentRepository['deductionsOf']>>[number];
export type ShareRow = Awaited<ReturnType<PaymentRepository['sharePage']>>['rows'][number];

/**
 * The SQL of the payment reads (decision 058): payments of published cycles of a head of household's applications
 * (through `application`, so an application's payments follow it to a new head), one person's shares, deductions,
 * recoveries, additional payments and refunds. Every read is scoped in its `where` clause.
 */
export function createPaymentRepository(db: Database) {
  const householdConditions = (scope: HouseholdScope) => scopedTo(db, paymentRow, scope, { countedOnly: true });

  const personConditions = (scope: PersonScope) =>
    and(
      eq(eligibilityMember.personId, scope.personId),
      eq(eligibilityMember.counted, true),
      scope.applicantAccountIds ? inArray(application.applicantAccountId, scope.applicantAccountIds) : undefined,
      visibleCycle,
      ...filterConditions(paymentRow, scope),
    );

  async function countPayments(scope: HouseholdScope): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(payment)
      .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
      .innerJoin(application, eq(application.id, payment.applicationId))
      .where(householdConditions(scope));
    return row?.total ?? 0;
  }

  async function countPersonShares(scope: PersonScope): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(payment)
      .innerJoin(eligibilityMember, eq(eligibilityMember.resultId, payment.resultId))
      .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
      .innerJoin(application, eq(application.id, payment.applicationId))
      .where(personConditions(scope));
    return row?.total ?? 0;
  }

  /** The page statement of each shape of scope (which filters it names), prepared on its first use. */
  const pageStatements = new Map<string, ReturnType<typeof preparePage>>();
  const pageFilters = ['applicationId', 'houseId', 'programId', 'period', 'personId'] as const;

  function preparePage(named: ReadonlyArray<(typeof pageFilters)[number]>) {
    const bound = Object.fromEntries(named.map((name) => [name, sql.placeholder(name)]));
    return db
      .select({ ...paymentColumns, total: totalBeforeLimit, deductionItems: deductionsOfPayment })
      .from(payment)
      .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
      .innerJoin(application, eq(application.id, payment.applicationId))
      .innerJoin(house, eq(house.id, payment.houseId))
      .where(scopedTo(db, paymentRow, { ...bound, accountId: sql.placeholder('accountId') }, { countedOnly: true }))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`payment_page_${['account', ...named].join('_')}`);
  }

  function pageStatement(scope: HouseholdScope) {
    const named = pageFilters.filter((name) => scope[name] !== undefined);
    const key = named.join(',');
    const found = pageStatements.get(key);
    if (found) return found;
    const prepared = preparePage(named);
    pageStatements.set(key, prepared);
    return prepared;
  }

  return {
    /** The scope's payments, newest month first. */
    payments(scope: HouseholdScope) {
      return db
        .select(paymentColumns)
        .from(payment)
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .innerJoin(house, eq(house.id, payment.houseId))
        .where(householdConditions(scope))
        .orderBy(...newestFirst);
    },

    /**
     * A page of the scope's payments, newest month first, each with its deductions, and the scope's total: one
     * statement, prepared (the history is read on payment day by everyone at once, and planning it cost more than
     * running it). A page past the end counts apart.
     */
    async paymentPage(scope: HouseholdScope, page: { offset: number; limit: number }) {
      const rows = await pageStatement(scope).execute({ ...scope, ...page });
      const total = rows[0]?.total ?? (page.offset > 0 ? await countPayments(scope) : 0);
      return { rows, deductions: rows.flatMap((row) => row.deductionItems), total };
    },

    /** The latest published month with a payment of the scope's. */
    async latestPeriod(scope: HouseholdScope): Promise<string | null> {
      const [row] = await db
        .select({ period: max(supportCycle.period) })
        .from(payment)
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .where(householdConditions(scope));
      return row?.period ?? null;
    },

    /** The scope's payments month by month, the latest `limit` months, newest first. */
    months(scope: HouseholdScope, limit: number) {
      return db
        .select({
          period: supportCycle.period,
          entitlement: sumOf(payment.entitlement),
          deductions: sumOf(payment.deductions),
          net: sumOf(payment.net),
          status: monthStatus,
        })
        .from(payment)
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .where(householdConditions(scope))
        .groupBy(supportCycle.period)
        .orderBy(desc(supportCycle.period))
        .limit(limit);
    },

    /** What the scope's PAID payments paid, entitled and deducted. */
    async paidTotals(scope: HouseholdScope) {
      const [row] = await db
        .select({
          paidCount: count(),
          paidNet: sumOf(payment.net),
          paidEntitlement: sumOf(payment.entitlement),
          paidDeductions: sumOf(payment.deductions),
        })
        .from(payment)
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .where(and(householdConditions(scope), eq(payment.status, 'PAID')));
      return row ?? { paidCount: 0, paidNet: 0, paidEntitlement: 0, paidDeductions: 0 };
    },

    /** Additional payments PAID on the head's applications (one when given). */
    async additionalPaid(accountId: string, applicationId: string | undefined): Promise<number> {
      const [row] = await db
        .select({ total: sumOf(additionalPayment.amount) })
        .from(additionalPayment)
        .innerJoin(application, eq(application.id, additionalPayment.applicationId))
        .innerJoin(supportCycle, eq(supportCycle.id, additionalPayment.cycleId))
        .where(
          and(
            eq(application.applicantAccountId, accountId),
            visibleCycle,
            eq(additionalPayment.status, 'PAID'),
            applicationId ? eq(additionalPayment.applicationId, applicationId) : undefined,
          ),
        );
      return row?.total ?? 0;
    },

    /** What was paid back on the head's applications (one when given). */
    async refunded(accountId: string, applicationId: string | undefined): Promise<number> {
      const [row] = await db
        .select({ total: sumOf(paymentRefund.amount) })
        .from(paymentRefund)
        .innerJoin(application, eq(application.id, paymentRefund.applicationId))
        .where(
          and(eq(application.applicantAccountId, accountId), applicationId ? eq(paymentRefund.applicationId, applicationId) : undefined),
        );
      return row?.total ?? 0;
    },

    /** The deductions of payments the caller may see, oldest recovery first. */
    async deductionsOf(paymentIds: string[]) {
      if (paymentIds.length === 0) return [];
      return db
        .select({
          id: paymentDeduction.id,
          paymentId: paymentDeduction.paymentId,
          recoveryId: paymentDeduction.recoveryId,
          reasonCode: recovery.reasonCode,
          amount: paymentDeduction.amount,
          messageAr: paymentDeduction.messageAr,
          messageEn: paymentDeduction.messageEn,
        })
        .from(paymentDeduction)
        .innerJoin(recovery, eq(recovery.id, paymentDeduction.recoveryId))
        .where(inArray(paymentDeduction.paymentId, paymentIds))
        .orderBy(asc(recovery.createdAt), asc(paymentDeduction.id));
    },

    /** Every deduction taken from the scope's payments, newest month first. */
    deductions(scope: HouseholdScope) {
      return db
        .select({
          id: paymentDeduction.id,
          paymentId: payment.id,
          paymentCode: payment.code,
          period: supportCycle.period,
          applicationId: payment.applicationId,
          recoveryId: paymentDeduction.recoveryId,
          reasonCode: recovery.reasonCode,
          amount: paymentDeduction.amount,
          messageAr: paymentDeduction.messageAr,
          messageEn: paymentDeduction.messageEn,
        })
        .from(paymentDeduction)
        .innerJoin(payment, eq(payment.id, paymentDeduction.paymentId))
        .innerJoin(recovery, eq(recovery.id, paymentDeduction.recoveryId))
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .where(householdConditions(scope))
        .orderBy(...newestFirst, asc(recovery.createdAt), asc(paymentDeduction.id));
    },

    /**
     * The over-payments recovered from the head (of one application when given): theirs as the debtor, newest first.
     */
    recoveries(accountId: string, applicationId: string | undefined) {
      return db
        .select()
        .from(recovery)
        .where(and(eq(recovery.applicantAccountId, accountId), applicationId ? eq(recovery.applicationId, applicationId) : undefined))
        .orderBy(desc(recovery.createdAt), desc(recovery.id));
    },

    /** The additional payments of an application (for months published), newest first. */
    additionalPayments(applicationId: string) {
      return db
        .select({
          id: additionalPayment.id,
          code: additionalPayment.code,
          applicationId: additionalPayment.applicationId,
          period: supportCycle.period,
          amount: additionalPayment.amount,
          reasonAr: additionalPayment.reasonAr,
          reasonEn: additionalPayment.reasonEn,
          sourceType: additionalPayment.sourceType,
          status: additionalPayment.status,
          iban: additionalPayment.iban,
          paidAt: additionalPayment.paidAt,
          createdAt: additionalPayment.createdAt,
        })
        .from(additionalPayment)
        .innerJoin(supportCycle, eq(supportCycle.id, additionalPayment.cycleId))
        .where(and(eq(additionalPayment.applicationId, applicationId), visibleCycle))
        .orderBy(desc(additionalPayment.createdAt), desc(additionalPayment.id));
    },

    /** What was paid back on an application, newest first. */
    refunds(applicationId: string) {
      return db
        .select()
        .from(paymentRefund)
        .where(eq(paymentRefund.applicationId, applicationId))
        .orderBy(desc(paymentRefund.refundedAt), desc(paymentRefund.id));
    },

    /**
     * A page of one person's shares of the payments of their households, newest month first, and their total: one
     * statement; a page past the end counts apart.
     */
    async sharePage(scope: PersonScope, page: { offset: number; limit: number }) {
      const rows = await db
        .select({ ...shareColumns, total: totalBeforeLimit })
        .from(payment)
        .innerJoin(eligibilityMember, eq(eligibilityMember.resultId, payment.resultId))
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .innerJoin(applicantAccount, eq(applicantAccount.id, application.applicantAccountId))
        .innerJoin(applicantPerson, eq(applicantPerson.id, applicantAccount.personId))
        .innerJoin(house, eq(house.id, payment.houseId))
        .where(personConditions(scope))
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: rows[0]?.total ?? (page.offset > 0 ? await countPersonShares(scope) : 0) };
    },

    /** One person's shares month by month, the latest `limit` months, newest first. */
    personMonths(scope: PersonScope, limit: number) {
      return db
        .select({ period: supportCycle.period, share: sumOf(eligibilityMember.share), status: monthStatus })
        .from(payment)
        .innerJoin(eligibilityMember, eq(eligibilityMember.resultId, payment.resultId))
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .where(personConditions(scope))
        .groupBy(supportCycle.period)
        .orderBy(desc(supportCycle.period))
        .limit(limit);
    },

    /** One person's shares of PAID payments. */
    async personPaidTotals(scope: PersonScope) {
      const [row] = await db
        .select({ paidCount: count(), paidShares: sumOf(eligibilityMember.share) })
        .from(payment)
        .innerJoin(eligibilityMember, eq(eligibilityMember.resultId, payment.resultId))
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .innerJoin(application, eq(application.id, payment.applicationId))
        .where(and(personConditions(scope), eq(payment.status, 'PAID')));
      return row ?? { paidCount: 0, paidShares: 0 };
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

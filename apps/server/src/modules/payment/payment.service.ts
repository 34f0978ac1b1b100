import {
  defaultPageSize,
  type AdditionalPayment,
  type DeductionMessages,
  type PaymentApplicationParams,
  type PaymentHistory,
  type PaymentHistoryRequest,
  type PaymentRefund,
  type PaymentRequest,
  type PaymentSummary,
} from '@sanad/contract';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { BeneficiaryScope, ScopeIds } from '../eligibility-history/beneficiary-scope.ts';
import { toAdditionalPayment, toDeduction, toPaymentRecord, toRecovery, toRefund } from './payment-mappers.ts';
import type { PaymentRepository } from './payment.repository.ts';

export interface PaymentServiceDeps {
  repository: PaymentRepository;
  scope: BeneficiaryScope;
}

/** How many published months the summary's chart shows. */
export const chartMonths = 12;

/** The ids a payment request names, in the scope's terms (`dependentNin`: payments that counted that person). */
export const paymentIdsOf = (input: PaymentRequest): ScopeIds & { personNin?: string | null | undefined } => ({
  applicationId: input.applicationId,
  programId: input.programId,
  period: input.cycleId,
  applicantNin: input.applicantNin,
  applicantId: input.applicantId,
  personNin: input.dependentNin,
});

/**
 * What the head of household reads of their payments (docs/decisions/058-eligibility-and-payment-reads.md): payments
 * of published cycles only, with their deductions and messages in the caller's language, what was paid besides and what
 * was paid back. Nothing here writes.
 */
export function createPaymentService(deps: PaymentServiceDeps) {
  const { repository, scope } = deps;

  return {
    /** The latest published month's payments, the totals, and the last twelve months (oldest first). */
    async paymentSummary(principal: Principal, input: PaymentRequest, ctx: RequestContext): Promise<PaymentSummary> {
      const household = await scope.household(principal, paymentIdsOf(input));
      const latestPeriod = await repository.latestPeriod(household);
      const [latest, months, paid, additionalPaid, refunded, recoveries] = await Promise.all([
        latestPeriod ? repository.payments({ ...household, period: latestPeriod }) : Promise.resolve([]),
        repository.months(household, chartMonths),
        repository.paidTotals(household),
        repository.additionalPaid(household.accountId, household.applicationId),
        repository.refunded(household.accountId, household.applicationId),
        repository.recoveries(household.accountId, household.applicationId),
      ]);
      const deductions = await repository.deductionsOf(latest.map((row) => row.id));
      return {
        latestPeriod,
        latest: latest.map((row) => toPaymentRecord(row, deductions, ctx.language)),
        totals: {
          ...paid,
          additionalPaid,
          refunded,
          toRecover: recoveries.reduce((sum, row) => sum + (row.settledAt ? 0 : Math.max(row.amount - row.recovered, 0)), 0),
        },
        months: months.reverse(),
      };
    },

    /** The payments, newest first, a page at a time, each with its deductions. */
    async paymentHistory(principal: Principal, input: PaymentHistoryRequest, ctx: RequestContext): Promise<PaymentHistory> {
      const ids = paymentIdsOf(input);
      const named = scope.householdAsNamed(principal, ids);
      const page = input.page ?? 0;
      const pageSize = input.pageSize ?? defaultPageSize;
      const household = named ?? (await scope.household(principal, ids));
      const { rows, deductions, total } = await repository.paymentPage(household, { offset: page * pageSize, limit: pageSize });
      // Nothing found: another household's id is a 404, not an empty page.
      if (named && rows.length === 0) await scope.household(principal, ids);
      return { items: rows.map((row) => toPaymentRecord(row, deductions, ctx.language)), page, pageSize, total };
    },

    /** Every deduction taken (newest month first) and the over-payments they recover (newest first). */
    async deductionMessages(principal: Principal, input: PaymentRequest, ctx: RequestContext): Promise<DeductionMessages> {
      const household = await scope.household(principal, paymentIdsOf(input));
      const [deductions, recoveries] = await Promise.all([
        repository.deductions(household),
        repository.recoveries(household.accountId, household.applicationId),
      ]);
      return {
        deductions: deductions.map((row) => ({
          ...toDeduction(row, ctx.language),
          paymentId: row.paymentId,
          paymentCode: row.paymentCode,
          period: row.period,
          applicationId: row.applicationId,
        })),
        recoveries: recoveries.map((row) => toRecovery(row, ctx.language)),
      };
    },

    /** The additional payments of application {id} of the caller, newest first. */
    async additionalPaymentHistory(
      principal: Principal,
      input: PaymentApplicationParams,
      ctx: RequestContext,
    ): Promise<AdditionalPayment[]> {
      await scope.household(principal, { applicationId: input.id });
      return (await repository.additionalPayments(input.id)).map((row) => toAdditionalPayment(row, ctx.language));
    },

    /** What was paid back on application {id} of the caller, newest first. */
    async paymentRefundHistory(principal: Principal, input: PaymentApplicationParams, ctx: RequestContext): Promise<PaymentRefund[]> {
      await scope.household(principal, { applicationId: input.id });
      return (await repository.refunds(input.id)).map((row) => toRefund(row, ctx.language));
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

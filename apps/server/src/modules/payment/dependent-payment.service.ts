import {
  defaultPageSize,
  type DependentPaymentHistory,
  type DependentPaymentHistoryRequest,
  type DependentPaymentRequest,
  type DependentPaymentSummary,
} from '@sanad/contract';
import type { Principal } from '../../platform/principal.ts';
import type { BeneficiaryScope, PersonScope } from '../eligibility-history/beneficiary-scope.ts';
import { toShare } from './payment-mappers.ts';
import type { PaymentRepository } from './payment.repository.ts';
import { chartMonths, paymentIdsOf } from './payment.service.ts';

export interface DependentPaymentServiceDeps {
  repository: PaymentRepository;
  scope: BeneficiaryScope;
}

/**
 * One person's shares of their households' payments (DOMAIN.md "per-dependent shares are visible to dependents";
 * decision 058): a dependent reads only their own, an applicant any person of their household. A share is the
 * person's part of a payment's net; the household's amounts and deductions are not in it.
 */
export function createDependentPaymentService(deps: DependentPaymentServiceDeps) {
  const { repository, scope } = deps;

  const personOf = (principal: Principal, input: DependentPaymentRequest): Promise<PersonScope> =>
    scope.person(principal, input.dependentNin, paymentIdsOf(input));

  return {
    /** The person's latest share, their PAID totals and their last twelve months (oldest first). */
    async dependentPaymentSummary(principal: Principal, input: DependentPaymentRequest): Promise<DependentPaymentSummary> {
      const person = await personOf(principal, input);
      const [
        {
          rows: [latest],
        },
        totals,
        months,
      ] = await Promise.all([
        repository.sharePage(person, { offset: 0, limit: 1 }),
        repository.personPaidTotals(person),
        repository.personMonths(person, chartMonths),
      ]);
      return { latest: latest ? toShare(latest) : null, totals, months: months.reverse() };
    },

    /** The person's shares, newest first, a page at a time. */
    async dependentPaymentHistory(principal: Principal, input: DependentPaymentHistoryRequest): Promise<DependentPaymentHistory> {
      const person = await personOf(principal, input);
      const page = input.page ?? 0;
      const pageSize = input.pageSize ?? defaultPageSize;
      const { rows, total } = await repository.sharePage(person, { offset: page * pageSize, limit: pageSize });
      return { items: rows.map(toShare), page, pageSize, total };
    },
  };
}
export type DependentPaymentService = ReturnType<typeof createDependentPaymentService>;

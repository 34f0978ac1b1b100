import type { HistoryAppeal, HistoryBeneficiary, HistoryBeneficiaryParams, HistoryPayment } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { BeneficiaryScope } from '../eligibility-history/beneficiary-scope.ts';
import type { HistoryRepository } from './history.repository.ts';

/**
 * The old system's records of the caller's own person (DOMAIN.md "History data"; decision 058), read only. During an
 * emergency login the records are the applicant's, whose account the session acts on.
 */
export function createHistoryService(deps: { repository: HistoryRepository; scope: Pick<BeneficiaryScope, 'me'> }) {
  const { repository, scope } = deps;

  /** The caller's old file {id}; another person's, an unknown or a malformed id is NOT_FOUND. */
  async function ownFile(principal: Principal, id: string): Promise<string> {
    const { personId } = await scope.me(principal);
    if (!isUuid(id) || !(await repository.ownsBeneficiary(id, personId))) throw new DomainError('NOT_FOUND');
    return id;
  }

  return {
    async beneficiary(principal: Principal): Promise<HistoryBeneficiary[]> {
      const { personId } = await scope.me(principal);
      return (await repository.beneficiaries(personId)).map((row) => ({
        id: row.id,
        fileNumber: row.fileNumber,
        programNameAr: row.programNameAr,
        programNameEn: row.programNameEn,
        officeCode: row.officeCode,
        status: row.status,
        registeredOn: row.registeredOn,
        closedOn: row.closedOn,
        membersCount: row.membersCount,
      }));
    },

    async payments(principal: Principal, input: HistoryBeneficiaryParams): Promise<HistoryPayment[]> {
      const rows = await repository.payments(await ownFile(principal, input.id));
      return rows.map((row) => ({ id: row.id, period: row.period, amount: row.amount, status: row.status, paidOn: row.paidOn }));
    },

    async appeals(principal: Principal, input: HistoryBeneficiaryParams): Promise<HistoryAppeal[]> {
      const rows = await repository.appeals(await ownFile(principal, input.id));
      return rows.map((row) => ({
        id: row.id,
        appealNumber: row.appealNumber,
        subjectAr: row.subjectAr,
        subjectEn: row.subjectEn,
        decision: row.decision,
        submittedOn: row.submittedOn,
        decidedOn: row.decidedOn,
      }));
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;

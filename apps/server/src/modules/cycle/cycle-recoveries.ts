import type { DeductionPlan, RecoveryDue } from '../eligibility/eligibility-types.ts';
import type { OpenRecovery } from './cycle-facts.repository.ts';
import { groupBy } from './cycle-steps.ts';

/**
 * What is still to recover of the open recoveries of a batch's applicants while their houses are worked through: a
 * house's deductions are taken off before the applicant's next house is planned, so two houses never take the same
 * halalas.
 */
export function createRecoveryLedger(recoveries: readonly OpenRecovery[]) {
  const byAccount = groupBy(
    recoveries.map((row) => ({ ...row })),
    (row) => row.applicantAccountId,
  );
  const byId = new Map([...byAccount.values()].flat().map((row) => [row.id, row]));

  return {
    /** The recoveries an application's payment may take from: the applicant's, not tied to another application. */
    due(application: { id: string; applicantAccountId: string }): RecoveryDue[] {
      return (byAccount.get(application.applicantAccountId) ?? [])
        .filter((row) => row.remaining > 0 && (row.applicationId === null || row.applicationId === application.id))
        .map((row) => ({ recoveryId: row.id, remaining: row.remaining, createdAt: row.createdAt }));
    },

    /** Takes a plan's deductions off what is left. */
    take(plan: DeductionPlan): void {
      for (const deduction of plan.deductions) {
        const row = byId.get(deduction.recoveryId);
        if (row) row.remaining -= deduction.amount;
      }
    },

    /** The messages a deduction of this recovery carries. */
    messages(recoveryId: string): { messageAr: string; messageEn: string } {
      const row = byId.get(recoveryId);
      if (!row) throw new Error(`recovery ${recoveryId} is not in the ledger`);
      return { messageAr: row.messageAr, messageEn: row.messageEn };
    },
  };
}
export type RecoveryLedger = ReturnType<typeof createRecoveryLedger>;

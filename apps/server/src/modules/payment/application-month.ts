import type { ApplicationCycleResult, Language } from '@sanad/contract';
import type { ReasonMessages } from '../eligibility-history/reason-messages.ts';
import type { DeductionRow, PaymentRepository } from './payment.repository.ts';

type PaymentStatus = 'SCHEDULED' | 'PAID' | 'FAILED';

/** FAILED when any failed, PAID when all are, else SCHEDULED. */
function statusOf(statuses: readonly PaymentStatus[]): PaymentStatus {
  if (statuses.includes('FAILED')) return 'FAILED';
  return statuses.every((status) => status === 'PAID') ? 'PAID' : 'SCHEDULED';
}

/**
 * The month's deductions one per recovery, its amounts taken from the houses' payments added up: a recovery shared by
 * two houses is one line of the month, not the same message twice (each payment's own part is in the payment history).
 */
function perRecovery(rows: readonly DeductionRow[]): DeductionRow[] {
  const merged = new Map<string, DeductionRow>();
  for (const row of rows) {
    const seen = merged.get(row.recoveryId);
    merged.set(row.recoveryId, seen ? { ...seen, amount: seen.amount + row.amount } : row);
  }
  return [...merged.values()];
}

/**
 * The published result of an application in one month, its houses together, with the payments and deductions (what
 * /home shows; decision 058). Callers check that the application is the caller's: this reads by application id.
 */
export function createApplicationMonth(deps: { repository: PaymentRepository; reasons: ReasonMessages }) {
  const { repository, reasons } = deps;

  return async function applicationMonth(
    applicationId: string,
    period: string,
    language: Language,
  ): Promise<ApplicationCycleResult | null> {
    const rows = await repository.monthOfApplication(applicationId, period);
    if (rows.length === 0) return null;
    const paymentIds = rows.flatMap((row) => (row.paymentId ? [row.paymentId] : []));
    const [deductions, word] = await Promise.all([repository.deductionsOf(paymentIds), reasons(language)]);
    const paid = rows.flatMap((row) =>
      row.paymentId && row.paymentCode && row.paymentStatus && row.scheduledFor
        ? [{ code: row.paymentCode, status: row.paymentStatus, scheduledFor: row.scheduledFor, paidAt: row.paidAt }]
        : [],
    );
    const paidAts = paid.flatMap((row) => (row.paidAt ? [row.paidAt.getTime()] : []));
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
    return {
      outcome: rows.some((row) => row.outcome === 'ELIGIBLE') ? 'ELIGIBLE' : 'INELIGIBLE',
      reasons: [...new Set(rows.flatMap((row) => row.reasons))].map(word),
      entitlement: sum((row) => row.entitlement),
      deductions: sum((row) => row.deductions),
      net: sum((row) => row.net),
      deductionItems: perRecovery(deductions).map((row) => ({
        reasonCode: row.reasonCode,
        amount: row.amount,
        message: language === 'ar' ? row.messageAr : row.messageEn,
      })),
      payment:
        paid.length === 0
          ? null
          : {
              status: statusOf(paid.map((row) => row.status)),
              scheduledFor: paid.map((row) => row.scheduledFor).sort()[0] ?? paid[0]?.scheduledFor ?? '',
              paidAt: paidAts.length > 0 ? new Date(Math.max(...paidAts)).toISOString() : null,
              codes: paid.map((row) => row.code),
            },
      houses: rows.map((row) => ({
        houseId: row.houseId,
        resultId: row.resultId,
        outcome: row.outcome,
        reasons: row.reasons.map(word),
        net: row.net,
        paymentStatus: row.paymentStatus,
      })),
    };
  };
}
export type ApplicationMonth = ReturnType<typeof createApplicationMonth>;

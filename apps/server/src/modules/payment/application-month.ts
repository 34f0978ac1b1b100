import type { ApplicationCycleResult, ApplicationCycleSummary, Language } from '@sanad/contract';
import { isUuid } from '../../platform/ids.ts';
import { periodEnd } from '../application/application-periods.ts';
import type { ReasonMessages } from '../eligibility-history/reason-messages.ts';
import type { HomeMonthRepository, HomeMonthRow } from './home-month.repository.ts';
import type { DeductionRow } from './payment.repository.ts';

/** A house of the month: the row of a published result. */
type MonthRow = HomeMonthRow & { resultId: string; houseId: string; outcome: 'ELIGIBLE' | 'INELIGIBLE' };

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
 * The caller's application in one month (what /home's month card shows; decision 058): its state at the month's end,
 * its selection today, the program's cycle of that month and, once that cycle is published, its result with the
 * payments and deductions, its houses together. Null when the application is not the caller's.
 */
export function createApplicationMonth(deps: { repository: HomeMonthRepository; reasons: ReasonMessages }) {
  const { repository, reasons } = deps;

  async function resultOf(rows: readonly MonthRow[], language: Language): Promise<ApplicationCycleResult> {
    const word = await reasons(language);
    const deductions = rows.flatMap((row) => row.deductionItems ?? []);
    const paid = rows.flatMap((row) =>
      row.paymentId && row.paymentCode && row.paymentStatus && row.scheduledFor
        ? [{ code: row.paymentCode, status: row.paymentStatus, scheduledFor: row.scheduledFor, paidAt: row.paidAt }]
        : [],
    );
    const paidAts = paid.flatMap((row) => (row.paidAt ? [row.paidAt.getTime()] : []));
    const sum = (pick: (row: MonthRow) => number | null) => rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
    return {
      outcome: rows.some((row) => row.outcome === 'ELIGIBLE') ? 'ELIGIBLE' : 'INELIGIBLE',
      reasons: [...new Set(rows.flatMap((row) => row.reasons ?? []))].map(word),
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
        reasons: (row.reasons ?? []).map(word),
        net: row.net ?? 0,
        paymentStatus: row.paymentStatus,
      })),
    };
  }

  return async function applicationMonth(
    accountId: string,
    applicationId: string,
    period: string,
    language: Language,
  ): Promise<ApplicationCycleSummary | null> {
    if (!isUuid(applicationId)) return null;
    const rows = await repository.monthOfOwnApplication(accountId, applicationId, period, periodEnd(period));
    const [first] = rows;
    if (!first) return null;
    const published = rows.filter((row): row is MonthRow => row.resultId !== null && row.houseId !== null && row.outcome !== null);
    return {
      applicationId,
      period,
      status: first.statusAtEnd,
      housesCount: first.houses,
      membersCount: 1 + first.dependents,
      cycle: first.cycleStatus ? { status: first.cycleStatus } : null,
      result: published.length > 0 ? await resultOf(published, language) : null,
    };
  };
}
export type ApplicationMonth = ReturnType<typeof createApplicationMonth>;

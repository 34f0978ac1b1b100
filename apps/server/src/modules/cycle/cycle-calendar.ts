import { toHijri, todayInRiyadh } from '@sanad/contract';

/**
 * The days of a cycle (docs/decisions/055-cycles-engine.md, 057-cycle-job.md), pure: every day is a Riyadh day written
 * `YYYY-MM-DD`, every month `YYYY-MM`.
 */

const dayMs = 24 * 60 * 60 * 1000;

const utcOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The first day of a month: ages are taken and parameter versions read on it. */
export function firstDayOf(period: string): string {
  return `${period}-01`;
}

/** The first day of the month after. */
export function nextFirstDayOf(period: string): string {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return dayOf(Date.UTC(year, month, 1));
}

/** The month a day falls in. */
export function periodOf(day: string): string {
  return day.slice(0, 7);
}

/** The day before. */
export function dayBefore(day: string): string {
  return dayOf(utcOf(day) - dayMs);
}

/** The payment date of a month: its `dayOfMonth`, or its last day in a shorter month. */
export function paymentDateOf(period: string, dayOfMonth: number): string {
  const lastDay = Number(dayBefore(nextFirstDayOf(period)).slice(8, 10));
  return `${period}-${String(Math.min(Math.max(dayOfMonth, 1), lastDay)).padStart(2, '0')}`;
}

/** Whether a payment date has come at an instant, in Riyadh. */
export function paymentDayReached(paymentDate: string, now: Date): boolean {
  return todayInRiyadh(now) >= paymentDate;
}

/** The code of the `n`th payment of a month (the bank statement shows it): P-YYYYMM-0000001. */
export function paymentCode(period: string, n: number): string {
  return `P-${period.replace('-', '')}-${String(n).padStart(7, '0')}`;
}

/** The number a payment code carries, 0 for another shape. */
export function paymentCodeNumber(code: string): number {
  const match = /^P-\d{6}-(\d{7})$/.exec(code);
  return match ? Number(match[1]) : 0;
}

/**
 * The Gregorian day 1 Ramadan of a Hijri year falls on (Umm al-Qura, as the contract's `toHijri` reads it): searched
 * day by day from a few weeks before the arithmetic estimate, so it always agrees with the calendar the web shows.
 */
export function firstOfRamadan(hijriYear: number): string {
  // 1 Muharram 1 AH was 19 July 622 (proleptic Gregorian); a Hijri year lasts 10,631/30 days on average.
  const estimate = Date.UTC(622, 6, 19) + Math.round((hijriYear - 1) * (10631 / 30) + 8 * (10631 / 360)) * dayMs;
  const target = `${hijriYear}-09-01`;
  for (let offset = -30; offset <= 30; offset += 1) {
    const day = dayOf(estimate + offset * dayMs);
    if (toHijri(day) === target) return day;
  }
  throw new Error(`1 Ramadan ${hijriYear} was not found near ${dayOf(estimate)}`);
}

/**
 * The month whose cycle decides the Ramadan reward of a Hijri year (DOMAIN.md "Ramadan reward"): the cycle before
 * Ramadan, i.e. the month of the day before 1 Ramadan; the reward is paid by that day.
 */
export function ramadanRewardPeriod(hijriYear: number): { period: string; day: string } {
  const day = dayBefore(firstOfRamadan(hijriYear));
  return { period: periodOf(day), day };
}

import type { Language } from '@sanad/contract';
import { periodFirstDay, periodName, periodShortName } from '@sanad/contract/client';
import { dateTimeZone } from './format.ts';

/**
 * Months of the monthly cycles (`YYYY-MM`, decision 058: a cycle is named by its month). The current month is the
 * one in Riyadh, as the server counts cycles; a month is shown by its Gregorian name ("November 2026"), the calendar
 * the cycles are run in.
 */

/** The month of `now` in Riyadh, `YYYY-MM`. */
export function currentPeriod(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: dateTimeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  return `${year}-${month}`;
}

/** "November 2026" / "نوفمبر 2026"; a text that is not a month is shown as it is. */
export function formatPeriod(period: string, language: Language): string {
  return periodName(period, language);
}

/** The month's short name alone ("Nov" / "نوفمبر"), for the narrow labels of a chart. */
export function formatPeriodShort(period: string, language: Language): string {
  return periodShortName(period, language);
}

/** The month after `period` (`YYYY-MM`). */
export function nextPeriod(period: string): string {
  const day = periodFirstDay(period);
  if (!day) return period;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

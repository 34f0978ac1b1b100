import type { Language } from '@sanad/contract';
import { dateTimeZone } from './format.ts';

/**
 * Months of the monthly cycles (`YYYY-MM`, decision 058: a cycle is named by its month). The current month is the
 * one in Riyadh, as the server counts cycles; a month is shown by its Gregorian name ("November 2026"), the calendar
 * the cycles are run in.
 */

const monthLocale: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory' };

const periodShape = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of `now` in Riyadh, `YYYY-MM`. */
export function currentPeriod(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: dateTimeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  return `${year}-${month}`;
}

/** The first instant of a month (UTC midnight of its first day), for Intl; null for a text that is not a month. */
function firstDay(period: string): Date | null {
  const match = periodShape.exec(period);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** "November 2026" / "نوفمبر 2026"; a text that is not a month is shown as it is. */
export function formatPeriod(period: string, language: Language): string {
  const day = firstDay(period);
  if (!day) return period;
  return new Intl.DateTimeFormat(monthLocale[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** The month's short name alone ("Nov" / "نوفمبر"), for the narrow labels of a chart. */
export function formatPeriodShort(period: string, language: Language): string {
  const day = firstDay(period);
  if (!day) return period;
  return new Intl.DateTimeFormat(monthLocale[language], { month: 'short', timeZone: 'UTC' }).format(day);
}

/** The month after `period` (`YYYY-MM`). */
export function nextPeriod(period: string): string {
  const day = firstDay(period);
  if (!day) return period;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

import { isCalendarDate, toHijri } from '@sanad/contract/client';

/**
 * The pure side of `DateField`: a date as the three boxes a person types (day, month, year, in either calendar) and
 * as the Gregorian `YYYY-MM-DD` the contract takes (ARCHITECTURE rule 11).
 */

/** The calendar a person types a date in; the form always holds the Gregorian date. */
export type Calendar = 'gregorian' | 'hijri';

/** What the three boxes hold, as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const dayMs = 24 * 60 * 60 * 1000;
// 1 Muharram 1 AH: 16 July 622 in the Julian calendar, 19 July 622 in the proleptic Gregorian one JavaScript counts in.
const hijriEpoch = Date.UTC(622, 6, 19);
// The mean Hijri year and month of the 30-year arithmetic cycle (10,631 days).
const meanYear = 10631 / 30;
const meanMonth = meanYear / 12;
// Umm al-Qura months follow the moon, not the arithmetic cycle: between 1800 and 2100 the day lies at most two days
// from the estimate, so four leaves a margin.
const searchDays = [0, -1, 1, -2, 2, -3, 3, -4, 4];

/**
 * The Gregorian `YYYY-MM-DD` of an Umm al-Qura date written `YYYY-MM-DD`, or null when that day does not exist (the
 * 30th of a month of 29 days). The inverse of the contract's `toHijri`, so the two calendars always agree.
 */
export function fromHijri(hijri: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(hijri);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 30) return null;
  const estimate = hijriEpoch + Math.round((year - 1) * meanYear + (month - 1) * meanMonth + (day - 1)) * dayMs;
  for (const offset of searchDays) {
    const iso = new Date(estimate + offset * dayMs).toISOString().slice(0, 10);
    if (toHijri(iso) === hijri) return iso;
  }
  return null;
}

/** The boxes of a stored date in a calendar; empty boxes when there is no date (or it is not a real one). */
export function partsOf(value: string, calendar: Calendar): DateParts {
  if (!isCalendarDate(value)) return { day: '', month: '', year: '' };
  const [year = '', month = '', day = ''] = (calendar === 'hijri' ? toHijri(value) : value).split('-');
  return { day, month, year };
}

/**
 * The date the boxes say, as the form holds it: the Gregorian `YYYY-MM-DD`, '' while every box is empty. Boxes that
 * do not make a date (one left empty, a two-digit year, a Hijri day that does not exist) give a text the contract
 * refuses as a date: the person is told to check the date, and an optional date half typed is not dropped unseen.
 */
export function dateOf(parts: DateParts, calendar: Calendar): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return '';
  const written = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if ([day, month, year].includes('') || !/^\d{4}-\d{2}-\d{2}$/.test(written)) return `${year}-${month}-${day}`;
  if (calendar === 'gregorian') return written;
  return fromHijri(written) ?? `hijri:${written}`;
}

import { latinDigits } from './digits.ts';

/**
 * Calendar checks the contract's date fields share with the web forms (no zod here: the web's first chunk may use
 * them). Dates travel as ISO `YYYY-MM-DD` strings (ARCHITECTURE rule 11); Hijri dates in the Umm al-Qura calendar.
 */

/** A day that exists in the Gregorian calendar, written `YYYY-MM-DD` (month 1–12, day within the month, leap years). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, takes the years 0–99 as written; an overflowing day or month moves the date on.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A plausible Hijri date, written `YYYY-MM-DD` or `DD/MM/YYYY`: month 1–12 and day 1–30 (an Umm al-Qura month has 29
 * or 30 days; which one is a matter of the calendar's tables, checked where the date is compared with a Gregorian one).
 */
export function isHijriDate(value: string): boolean {
  const text = latinDigits(value.trim());
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const [month, day] = text.includes('/') ? [Number(match[2]), Number(match[1])] : [Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 30;
}

/** The earliest birth date the portal takes: nobody it serves was born before 1900. */
export const earliestBirthDate = '1900-01-01';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving). */
const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/**
 * Today's date in Riyadh, `YYYY-MM-DD`. A birth date is refused only when it is later than this: the people the
 * portal serves live on Saudi time, so a child born this morning in Riyadh (still yesterday in UTC) is not refused,
 * and a browser elsewhere says the same as the server.
 */
export function todayInRiyadh(now: Date = new Date()): string {
  return new Date(now.getTime() + riyadhOffsetMs).toISOString().slice(0, 10);
}

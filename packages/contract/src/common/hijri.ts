import { latinDigits } from './digits.ts';

/** Umm al-Qura (Hijri) dates, the calendar of Saudi civil records, from Gregorian ISO dates. */
let formatter: Intl.DateTimeFormat | null = null;

/**
 * Made on first use, not when the module loads: loading the Umm al-Qura calendar takes 30-40 ms on a desktop CPU,
 * and this module is part of the web app's first load, where that was the longest task before the login screen.
 */
function hijriFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  return formatter;
}

/** The Hijri date of a Gregorian `YYYY-MM-DD`, as `YYYY-MM-DD` in the Umm al-Qura calendar. */
export function toHijri(isoDate: string): string {
  const parts = hijriFormatter().formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').replace(/\D/g, '')}-${part('month')}-${part('day')}`;
}

/** Reads a Hijri date written `YYYY-MM-DD` or `DD/MM/YYYY` (in any digits) into `YYYY-MM-DD`; null when it is neither. */
export function normalizeHijri(value: string): string | null {
  const trimmed = latinDigits(value.trim());
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (match) return `${match[3]}-${match[2]}-${match[1]}`;
  return null;
}

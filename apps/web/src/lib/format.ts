import type { Language } from '@sanad/contract';

/**
 * Locale tags for display. ar-SA defaults to the Hijri calendar, so the Gregorian tag names its calendar; digits
 * stay Latin, as on the official letters beneficiaries compare the screen with.
 */
const gregorian: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory' };
const hijri: Record<Language, string> = { ar: 'ar-SA-u-ca-islamic-umalqura-nu-latn', en: 'en-GB-u-ca-islamic-umalqura' };
const numbers: Record<Language, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-GB' };

const dateOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * The zone a date alone is read in: the day in Riyadh, as the server counts days (`todayInRiyadh`, decision 045: the
 * ban's `banEndsOn`, application numbers, Ramadan). A calendar date (`2026-03-01`, midnight UTC) is the same day there,
 * since Saudi Arabia keeps UTC+3 all year; a moment late in the UTC evening is already the next day, as for the people
 * the portal serves.
 */
export const dateTimeZone = 'Asia/Riyadh';

/** The browser's own time zone, where the person is: a moment shown with its time of day is read there. */
export function localTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A date (ISO string, ARCHITECTURE rule 11) in the Gregorian calendar, its day in Riyadh unless a zone is named. */
export function formatGregorianDate(iso: string, language: Language, timeZone = dateTimeZone): string {
  return new Intl.DateTimeFormat(gregorian[language], { ...dateOptions, timeZone }).format(new Date(iso));
}

/** The same date in the Umm al-Qura calendar, shown beside the Gregorian one (ARCHITECTURE rule 11). */
export function formatHijriDate(iso: string, language: Language, timeZone = dateTimeZone): string {
  return new Intl.DateTimeFormat(hijri[language], { ...dateOptions, timeZone }).format(new Date(iso));
}

/**
 * A moment with its time of day in the Gregorian calendar, where the person is, in two pieces: the date
 * ("20 November 2026") and the time with the language's own joining word ("at 09:30", "في 9:30 ص"), so a narrow
 * place can break the line between the two rather than inside either.
 */
export function gregorianDateTimeParts(iso: string, language: Language, timeZone = localTimeZone()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat(gregorian[language], { dateStyle: 'long', timeStyle: 'short', timeZone }).formatToParts(
    new Date(iso),
  );
  const text = (list: readonly Intl.DateTimeFormatPart[]) => list.map((part) => part.value).join('');
  const hour = parts.findIndex((part) => part.type === 'hour');
  const joining = parts[hour - 1];
  if (hour < 1 || joining?.type !== 'literal') return { date: text(parts), time: '' };
  return { date: text(parts.slice(0, hour - 1)), time: [joining.value.trim(), text(parts.slice(hour))].filter(Boolean).join(' ') };
}

/** The same moment as one text: "20 November 2026 at 09:30". */
export function formatGregorianDateTime(iso: string, language: Language, timeZone = localTimeZone()): string {
  const { date, time } = gregorianDateTimeParts(iso, language, timeZone);
  return time ? `${date} ${time}` : date;
}

/** The time of day of a moment alone ("12:00", "12:00 م"), read where the person is, as a moment with its date. */
export function formatTimeOfDay(iso: string, language: Language, timeZone = localTimeZone()): string {
  return new Intl.DateTimeFormat(gregorian[language], { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/**
 * An amount held as integer halalas, shown in riyals. `whole` drops the halalas, for a round figure where space is
 * short (a chart's axis).
 */
export function formatMoney(halalas: number, language: Language, { whole = false }: { whole?: boolean } = {}): string {
  const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : { minimumFractionDigits: 2 };
  return new Intl.NumberFormat(numbers[language], { style: 'currency', currency: 'SAR', ...digits }).format(halalas / 100);
}

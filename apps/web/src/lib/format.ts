import type { Language } from '@sanad/contract';

/**
 * Locale tags for display. ar-SA defaults to the Hijri calendar, so the Gregorian tag names its calendar; digits
 * stay Latin, as on the official letters beneficiaries compare the screen with.
 */
const gregorian: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory' };
const hijri: Record<Language, string> = { ar: 'ar-SA-u-ca-islamic-umalqura-nu-latn', en: 'en-GB-u-ca-islamic-umalqura' };
const numbers: Record<Language, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-GB' };

const dateOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/** A date (ISO string, UTC) in the Gregorian calendar. */
export function formatGregorianDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(gregorian[language], dateOptions).format(new Date(iso));
}

/** The same date in the Umm al-Qura calendar, shown beside the Gregorian one (ARCHITECTURE rule 11). */
export function formatHijriDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(hijri[language], dateOptions).format(new Date(iso));
}

/** An amount held as integer halalas, shown in riyals. */
export function formatMoney(halalas: number, language: Language): string {
  return new Intl.NumberFormat(numbers[language], { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(halalas / 100);
}

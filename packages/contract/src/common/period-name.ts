import type { Language } from './languages.ts';

const monthLocale: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory' };
const periodShape = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first instant of a month (UTC midnight of its first day), for Intl; null for a text that is not a month. */
export function periodFirstDay(period: string): Date | null {
  const match = periodShape.exec(period);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/**
 * A cycle's month `YYYY-MM` by its Gregorian name and year ("November 2026" / "نوفمبر 2026", Latin digits): the one
 * wording of a month the screens, the letters and the demo data share. A text that is not a month is given back as it is.
 */
export function periodName(period: string, language: Language): string {
  const day = periodFirstDay(period);
  if (!day) return period;
  return new Intl.DateTimeFormat(monthLocale[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** The month's short name alone ("Nov" / "نوفمبر"), for narrow labels. */
export function periodShortName(period: string, language: Language): string {
  const day = periodFirstDay(period);
  if (!day) return period;
  return new Intl.DateTimeFormat(monthLocale[language], { month: 'short', timeZone: 'UTC' }).format(day);
}

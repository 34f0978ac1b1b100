import type { Language } from '@sanad/contract';

/** The Gregorian calendar with Latin digits, as the rest of the portal shows dates (lib/format.ts). */
const locales: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory' };

/** When a session started or was last used: day and time in the browser's own time zone, where the person is. */
export function formatSessionTime(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

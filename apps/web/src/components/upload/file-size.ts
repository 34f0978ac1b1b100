import type { Language } from '@sanad/contract';

const locales: Record<Language, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-GB' };

/** A size in bytes for people: kilobytes below a megabyte, megabytes above, with the unit in the UI language. */
export function formatFileSize(bytes: number, language: Language): string {
  const megabyte = 1024 * 1024;
  const [value, unit] = bytes >= megabyte ? [bytes / megabyte, 'megabyte'] : [Math.max(bytes / 1024, bytes > 0 ? 0.1 : 0), 'kilobyte'];
  return new Intl.NumberFormat(locales[language], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** Languages the product ships translations for; the deployment picks a subset (SUPPORTED_LANGUAGES). */
export const knownLanguages = ['ar', 'en'] as const;
export type Language = (typeof knownLanguages)[number];
export const defaultLanguage: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (knownLanguages as readonly string[]).includes(value);
}

export function isRtl(language: Language): boolean {
  return language === 'ar';
}

/** The preferred known language of an Accept-Language header (by q weight, then order), else the fallback. */
export function languageFromHeader(header: string | undefined, fallback: Language = defaultLanguage): Language {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { tag: tag.slice(0, 2).toLowerCase(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const best = ranked[0]?.tag;
  return isLanguage(best) ? best : fallback;
}

/** A text in both languages. */
export interface LocalizedText {
  ar: string;
  en: string;
}

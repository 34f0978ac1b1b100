import { z } from 'zod';

/** Languages the product ships translations for; the deployment picks a subset (SUPPORTED_LANGUAGES). */
export const knownLanguages = ['ar', 'en'] as const;
export const languageSchema = z.enum(knownLanguages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'ar';

export function isRtl(language: Language): boolean {
  return language === 'ar';
}

/** Picks the first known language of an Accept-Language header, else the default. */
export function languageFromHeader(header: string | undefined, fallback: Language = defaultLanguage): Language {
  if (!header) return fallback;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const parsed = languageSchema.safeParse(tag);
    if (parsed.success) return parsed.data;
  }
  return fallback;
}

/** A text in both languages. */
export const localizedTextSchema = z.object({ ar: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

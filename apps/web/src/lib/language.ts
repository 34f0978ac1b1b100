import type { Language } from '@sanad/contract';
import { defaultLanguage, isLanguage, isRtl } from '@sanad/contract/client';

/** localStorage key of the user's language choice; it outlives the session on purpose. */
export const languageStorageKey = 'sanad.language';

export type Direction = 'rtl' | 'ltr';

export function directionOf(language: Language): Direction {
  return isRtl(language) ? 'rtl' : 'ltr';
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

let active: Language | null = null;

/** Records the language the UI now shows; the i18n module calls it after every switch. */
export function setActiveLanguage(language: Language): void {
  active = language;
}

/**
 * The UI language for code outside React (the API client's Accept-Language). Before start-up has set one, the
 * stored choice or the default, so the first calls already answer in the right language.
 */
export function currentLanguage(): Language {
  return active ?? readStoredLanguage() ?? defaultLanguage;
}

/** The first supported language that is not the current one: what the language switch offers. */
export function otherLanguage(current: Language, supported: readonly Language[]): Language | null {
  return supported.find((language) => language !== current) ?? null;
}

import type { Language } from '@sanad/contract';

/** A translation file as the server serves it (`/assets/i18n/{lang}.json`): nested objects of strings. */
export interface TranslationBundle {
  readonly [key: string]: string | TranslationBundle;
}

/** Values for the `{{name}}` placeholders of a text. */
export type TranslationValues = Readonly<Record<string, string | number>>;

/**
 * Translates a dotted key (`'login.title'`), filling `{{name}}` placeholders from `values`. A numeric `count` picks
 * the plural form of the key for that number (see `pluralText`).
 */
export type TFunction = (key: string, values?: TranslationValues) => string;

/** The text at a dotted key, or undefined when the key is missing or names a group rather than a text. */
export function lookup(bundle: TranslationBundle | undefined, key: string): string | undefined {
  if (!bundle) return undefined;
  let node: string | TranslationBundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The plural categories of the Unicode CLDR, as `Intl.PluralRules` names them (Arabic uses all six, English two). */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A key's plural form: `confirmText_one`, `confirmText_few` (the suffixes i18next uses). */
export const pluralKeyPattern = new RegExp(`_(${pluralCategories.join('|')})$`);

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The plural category of a number in a language: Arabic 1 one, 2 two, 3–10 few, 11–99 many, 0 zero, 100 other. */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * The text of a key in one language's bundle. With a numeric `count` the key's plural form for that number comes
 * first (`key_one`, `key_two`, `key_few`…, by the language's own rules; `key_zero` for 0 in every language, as
 * i18next does, since "no dependents" reads better than "0 dependents"), then `key_other`; a key without plural
 * forms is read as it is, so a plain text may still take a count.
 */
export function pluralText(
  bundle: TranslationBundle | undefined,
  language: Language,
  key: string,
  values?: TranslationValues,
): string | undefined {
  const count = values?.count;
  if (typeof count === 'number') {
    const text =
      (count === 0 ? lookup(bundle, `${key}_zero`) : undefined) ??
      lookup(bundle, `${key}_${pluralCategory(language, count)}`) ??
      lookup(bundle, `${key}_other`);
    if (text !== undefined) return text;
  }
  return lookup(bundle, key);
}

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed). Values are inserted as they are: React escapes
 * text itself, and the few HTML strings go through DOMPurify. A placeholder without a value stays visible, so a
 * forgotten value shows in review instead of silently reading as a blank.
 */
export function interpolate(text: string, values?: TranslationValues): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(placeholder, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}

export interface Translator {
  /** The language texts are currently taken from. */
  readonly language: Language;
  /** Translates in the current language, then the fallback language; a key found in neither is returned as is. */
  readonly t: TFunction;
  /** A translate function bound to one language (same fallback rules). */
  fixedT(language: Language): TFunction;
  hasResourceBundle(language: Language): boolean;
  /** Adds (or replaces) a language's texts. Listeners hear of it, since the current texts may have changed. */
  addResourceBundle(language: Language, bundle: TranslationBundle): void;
  /** Switches the current language (its texts should be added first) and tells the listeners. */
  changeLanguage(language: Language): void;
  /** Called after every language switch or bundle change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes at every switch or bundle change: what React's external-store hook compares. */
  version(): number;
}

/**
 * The app's translator: a few hundred bytes doing what the portal used of i18next (nested keys, `{{name}}`
 * interpolation, plural forms by `count` with `Intl.PluralRules`, a fallback language, a switch event). No contexts
 * or nesting: the locale files use none.
 */
export function createTranslator(fallbackLanguage: Language, initialLanguage: Language = fallbackLanguage): Translator {
  const bundles = new Map<Language, TranslationBundle>();
  const listeners = new Set<() => void>();
  let current = initialLanguage;
  let changes = 0;

  const publish = () => {
    changes += 1;
    for (const listener of listeners) listener();
  };

  const fixedT =
    (language: Language): TFunction =>
    (key, values) => {
      const text =
        pluralText(bundles.get(language), language, key, values) ??
        pluralText(bundles.get(fallbackLanguage), fallbackLanguage, key, values);
      return text === undefined ? key : interpolate(text, values);
    };

  return {
    get language() {
      return current;
    },
    t: (key, values) => fixedT(current)(key, values),
    fixedT,
    hasResourceBundle: (language) => bundles.has(language),
    addResourceBundle(language, bundle) {
      bundles.set(language, bundle);
      publish();
    },
    changeLanguage(language) {
      if (language === current) return;
      current = language;
      publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => changes,
  };
}

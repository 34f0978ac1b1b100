import type { Language } from '@sanad/contract';
import { defaultLanguage } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { cloneElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { callApi } from './api-client.ts';
import { setActiveLanguage, storeLanguage } from './language.ts';
import { createTranslator, type TFunction, type TranslationBundle, type TranslationValues, type Translator } from './translator.ts';

export type { TFunction, TranslationValues, Translator };

/** The one translator of the app. Translations arrive from the server, so it starts empty. */
export const i18n: Translator = createTranslator(defaultLanguage);

/** The copy bundled with the app, used only when the server's translation file cannot be loaded. */
async function bundledTranslations(language: Language): Promise<TranslationBundle> {
  const module = language === 'ar' ? await import('../locales/ar.json') : await import('../locales/en.json');
  return module.default as TranslationBundle;
}

const requests = new Map<Language, Promise<TranslationBundle>>();

/** GET /assets/i18n/{lang}.json once per language; the bundled copy when it cannot be loaded. */
function fetchTranslations(language: Language): Promise<TranslationBundle> {
  let request = requests.get(language);
  if (!request) {
    request = callApi(routes.config.translations, { params: { lang: language } }).then(
      (bundle) => bundle as TranslationBundle,
      // The UI must still be readable when the file is unreachable (offline, or `vite` without the API).
      () => bundledTranslations(language),
    );
    requests.set(language, request);
  }
  return request;
}

/**
 * Starts downloading a language's translations without applying them: start-up calls it for the language it will
 * most likely show, so the file arrives while lookups and configuration load instead of after them.
 */
export function prefetchTranslations(language: Language): void {
  if (!i18n.hasResourceBundle(language)) void fetchTranslations(language);
}

/** Loads a language's translations from the server once. */
export async function loadTranslations(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language)) return;
  i18n.addResourceBundle(language, await fetchTranslations(language));
}

/** Switches the UI language: loads its translations, then applies and remembers the choice. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadTranslations(language);
  i18n.changeLanguage(language);
  setActiveLanguage(language);
  storeLanguage(language);
}

export interface UseTranslationResult {
  /** Translates a key in the current language: `t('home.greeting', { name })` fills `{{name}}`. */
  t: TFunction;
  /** The translator itself (`i18n.language` is the current language). */
  i18n: Translator;
}

let binding: { version: number; value: UseTranslationResult } | null = null;

/** One result object per language switch or bundle change, so React sees a new `t` only when texts changed. */
function currentBinding(): UseTranslationResult {
  const version = i18n.version();
  if (binding?.version !== version) binding = { version, value: { t: i18n.fixedT(i18n.language), i18n } };
  return binding.value;
}

/** The translate function of the current language; the component re-renders when the language switches. */
export function useTranslation(): UseTranslationResult {
  return useSyncExternalStore(i18n.subscribe, currentBinding, currentBinding);
}

const tagPattern = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/**
 * Turns `<name>inner</name>` and `<name/>` in a translated text into the given elements (inner text becomes their
 * children; tags nest). A tag without a component keeps only its inner text, so markup never shows as text.
 */
export function renderTags(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, selfClosing, name = selfClosing ?? '', inner] = match;
    const component = components[name];
    const children = inner === undefined ? [] : renderTags(inner, components);
    if (component) nodes.push(cloneElement(component, { key: nodes.length }, ...children));
    else nodes.push(...children);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export interface TransProps {
  i18nKey: string;
  values?: TranslationValues;
  /** The elements the text's tags stand for: `{ policy: <Link to=... /> }` for `<policy>...</policy>`. */
  components?: Readonly<Record<string, ReactElement>>;
}

/** A translated text with elements inside it (a link in a sentence), as the locale files mark them with tags. */
export function Trans({ i18nKey, values, components = {} }: TransProps) {
  const { t } = useTranslation();
  return <>{renderTags(t(i18nKey, values), components)}</>;
}

import type { Language } from '@sanad/contract';
import { defaultLanguage } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { callApi } from './api-client.ts';
import { setActiveLanguage, storeLanguage } from './language.ts';

const namespace = 'translation';

/** The one i18next instance of the app. Translations arrive from the server, so it starts empty. */
export const i18n: I18n = i18next.createInstance();

export async function initI18n(resources: Resource = {}, language?: Language): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS: namespace,
    // React escapes text itself; the few HTML strings go through DOMPurify.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
}

/** The copy bundled with the app, used only when the server's translation file cannot be loaded. */
async function bundledTranslations(language: Language): Promise<Record<string, unknown>> {
  const module = language === 'ar' ? await import('../locales/ar.json') : await import('../locales/en.json');
  return module.default as Record<string, unknown>;
}

/** Loads a language's translations from the server (GET /assets/i18n/{lang}.json) once. */
export async function loadTranslations(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  let bundle: Record<string, unknown>;
  try {
    bundle = await callApi(routes.config.translations, { params: { lang: language } });
  } catch {
    // The UI must still be readable when the file is unreachable (offline, or `vite` without the API).
    bundle = await bundledTranslations(language);
  }
  i18n.addResourceBundle(language, namespace, bundle, true, true);
}

/** Switches the UI language: loads its translations, then applies and remembers the choice. */
export async function applyLanguage(language: Language): Promise<void> {
  await initI18n();
  await loadTranslations(language);
  await i18n.changeLanguage(language);
  setActiveLanguage(language);
  storeLanguage(language);
}

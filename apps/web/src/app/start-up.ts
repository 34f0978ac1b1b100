import type { AllLookups, AppConfig, Language } from '@sanad/contract';
import { isLanguage, sessionStorageKeys } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../lib/api-client.ts';
import { readCached, writeCached } from '../lib/cache.ts';
import { applyLanguage, prefetchTranslations } from '../lib/i18n.tsx';
import { readStoredLanguage } from '../lib/language.ts';
import { addMapsScript } from '../lib/maps.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A cached lookups entry is usable when every group is a list (a release that adds a group refetches). */
export function isAllLookups(value: unknown, groups: readonly string[] = []): value is AllLookups {
  return isRecord(value) && Object.values(value).every(Array.isArray) && groups.every((group) => Array.isArray(value[group]));
}

export function isAppConfig(value: unknown): value is AppConfig {
  return (
    isRecord(value) &&
    typeof value.googleMapKey === 'string' &&
    isLanguage(value.defaultLanguage) &&
    Array.isArray(value.supportedLanguages) &&
    value.supportedLanguages.every(isLanguage) &&
    isRecord(value.upload) &&
    isRecord(value.contact) &&
    isRecord(value.household)
  );
}

export interface StartUpDeps {
  storage: Storage | null;
  fetchLookups: () => Promise<AllLookups>;
  fetchConfig: () => Promise<AppConfig>;
  addMapsScript: (key: string) => void;
  storedLanguage: () => Language | null;
  /** Starts downloading a language's translations without applying them. */
  prefetchLanguage: (language: Language) => void;
  applyLanguage: (language: Language) => Promise<void>;
  /** Ends the current task (`yieldToMain`): each read is started in a task of its own. */
  pause: () => Promise<void>;
}

export interface StartUpResult {
  config: AppConfig | null;
  language: Language;
}

/** The language to start in: the user's earlier choice when the deployment still offers it, else its default. */
export function startLanguage(config: AppConfig | null, stored: Language | null, fallback: Language): Language {
  const supported = config?.supportedLanguages;
  const defaultLanguage = config?.defaultLanguage ?? fallback;
  if (stored && (!supported || supported.includes(stored))) return stored;
  return defaultLanguage;
}

/** A read started now and settled later: the value, or null when it failed. */
function started<T>(read: () => Promise<T>): Promise<T | null> {
  return read().catch(() => null);
}

/**
 * App start in the order of spec §4: 1) lookups unless cached, 2) configuration unless cached, 3) the maps script
 * when a key is configured, 4) the language. A failed read leaves its part empty and the app goes on (spec §8).
 *
 * The reads are requested in that order but without waiting for each other, together with the translations of the
 * language the visitor most likely gets: each is a round trip, and one after another they kept a phone on the
 * preloader three round trips long (decision 007). Their results are still taken, cached and applied in the spec's
 * order. Each read starts in a task of its own: a page's first storage reads and first requests are slow in the
 * browser, and together with the entry's evaluation they made the longest task of the start.
 */
export async function startApp(deps: StartUpDeps, fallbackLanguage: Language): Promise<StartUpResult> {
  const cachedLookups = readCached(sessionStorageKeys.lookups, isAllLookups, deps.storage);
  const lookups = cachedLookups ? null : started(deps.fetchLookups);
  await deps.pause();
  const cachedConfig = readCached(sessionStorageKeys.config, isAppConfig, deps.storage);
  const fetchedConfig = cachedConfig ? null : started(deps.fetchConfig);
  await deps.pause();
  deps.prefetchLanguage(startLanguage(cachedConfig, deps.storedLanguage(), fallbackLanguage));

  // Screens that need a lookup read it again when this failed; the start must not stop for it.
  const loadedLookups = await lookups;
  if (loadedLookups) writeCached(sessionStorageKeys.lookups, loadedLookups, deps.storage);

  const config = cachedConfig ?? (await fetchedConfig);
  if (!cachedConfig && config) writeCached(sessionStorageKeys.config, config, deps.storage);

  if (config && config.googleMapKey.trim() !== '') deps.addMapsScript(config.googleMapKey);

  const language = startLanguage(config, deps.storedLanguage(), fallbackLanguage);
  await deps.applyLanguage(language);
  return { config, language };
}

function browserStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The browser wiring of `startApp`. */
export const browserStartUpDeps = (): StartUpDeps => ({
  storage: browserStorage(),
  fetchLookups: () => callApi(routes.lookup.all),
  fetchConfig: () => callApi(routes.config.get),
  addMapsScript: (key) => void addMapsScript(key),
  storedLanguage: readStoredLanguage,
  prefetchLanguage: prefetchTranslations,
  applyLanguage,
  pause: yieldToMain,
});

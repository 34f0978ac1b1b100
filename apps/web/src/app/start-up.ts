import type { AllLookups, AppConfig, Language } from '@sanad/contract';
import { isLanguage, sessionStorageKeys } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../lib/api-client.ts';
import { readCached, writeCached } from '../lib/cache.ts';
import { applyLanguage } from '../lib/i18n.tsx';
import { readStoredLanguage } from '../lib/language.ts';
import { addMapsScript } from '../lib/maps.ts';

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
    isRecord(value.contact)
  );
}

export interface StartUpDeps {
  storage: Storage | null;
  fetchLookups: () => Promise<AllLookups>;
  fetchConfig: () => Promise<AppConfig>;
  addMapsScript: (key: string) => void;
  storedLanguage: () => Language | null;
  applyLanguage: (language: Language) => Promise<void>;
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

/**
 * App start in the order of spec §4: 1) lookups unless cached, 2) configuration unless cached, 3) the maps script
 * when a key is configured, 4) the language. A failed read leaves its part empty and the app goes on (spec §8).
 */
export async function startApp(deps: StartUpDeps, fallbackLanguage: Language): Promise<StartUpResult> {
  if (!readCached(sessionStorageKeys.lookups, isAllLookups, deps.storage)) {
    try {
      writeCached(sessionStorageKeys.lookups, await deps.fetchLookups(), deps.storage);
    } catch {
      // Screens that need a lookup read it again; the start must not stop for it.
    }
  }

  let config = readCached(sessionStorageKeys.config, isAppConfig, deps.storage);
  if (!config) {
    try {
      config = await deps.fetchConfig();
      writeCached(sessionStorageKeys.config, config, deps.storage);
    } catch {
      config = null;
    }
  }

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
  applyLanguage,
});

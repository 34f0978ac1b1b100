import type { AppConfig, Language } from '@sanad/contract';
import { knownLanguages } from '@sanad/contract/client';
import { createContext, use } from 'react';

/** The public configuration loaded at start; null when the API could not be reached. */
export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig | null {
  return use(AppConfigContext);
}

/** Languages offered to the user: the deployment's list (spec §9), or every known one until it is loaded. */
export function useSupportedLanguages(): readonly Language[] {
  return useAppConfig()?.supportedLanguages ?? knownLanguages;
}

let resolveLoaded: (config: AppConfig | null) => void = () => {};
const loaded = new Promise<AppConfig | null>((resolve) => {
  resolveLoaded = resolve;
});

/** Start-up hands over the configuration once it is known (or null when it could not be loaded). */
export function publishLoadedConfig(config: AppConfig | null): void {
  resolveLoaded(config);
}

/**
 * The configuration for code outside React (route loaders), once start-up has it: the router is created before
 * the configuration arrives so that the first screen's code downloads meanwhile.
 */
export function loadedConfig(): Promise<AppConfig | null> {
  return loaded;
}

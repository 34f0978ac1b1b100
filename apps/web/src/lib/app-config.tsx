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

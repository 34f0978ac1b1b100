import type { LookupItem } from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { callApi } from './api-client.ts';
import { readCached, writeCached } from './cache.ts';

const isItemList = (value: unknown): value is LookupItem[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && typeof (item as LookupItem).code === 'string');

let regionsRequest: Promise<LookupItem[]> | null = null;
let citiesRequest: Promise<LookupItem[]> | null = null;

/**
 * A list cached in sessionStorage (spec §7 "Caching": regions and cities), fetched once per tab otherwise; a failed
 * load is not cached, so the next form tries again.
 */
function cachedList(key: string, request: () => Promise<LookupItem[]>): Promise<LookupItem[]> {
  const cached = readCached(key, isItemList);
  if (cached) return Promise.resolve(cached);
  return request().then((items) => {
    writeCached(key, items);
    return items;
  });
}

/** The 13 regions (GET address-tab/load-regions). */
export function loadRegions(): Promise<LookupItem[]> {
  regionsRequest ??= cachedList(sessionStorageKeys.regions, () => callApi(routes.profile.loadRegions)).catch((error: unknown) => {
    regionsRequest = null;
    throw error;
  });
  return regionsRequest;
}

/** Every city, each with its region as parentCode (GET address-tab/load-cities); filter with `citiesOf`. */
export function loadCities(): Promise<LookupItem[]> {
  citiesRequest ??= cachedList(sessionStorageKeys.cities, () => callApi(routes.profile.loadCities, { query: {} })).catch(
    (error: unknown) => {
      citiesRequest = null;
      throw error;
    },
  );
  return citiesRequest;
}

export function citiesOf(cities: readonly LookupItem[], regionCode: string): LookupItem[] {
  return cities.filter((city) => city.parentCode === regionCode);
}

/** Tests start from an empty memory (sessionStorage is cleared by the test setup). */
export function forgetRegionRequests(): void {
  regionsRequest = null;
  citiesRequest = null;
}

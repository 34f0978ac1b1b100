import type { Language, LookupGroup, LookupItem } from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { readCached } from './cache.ts';
import { nameIn } from './names.ts';

type CachedLookups = Partial<Record<LookupGroup, LookupItem[]>>;

const isLookups = (value: unknown): value is CachedLookups => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The name of a lookup code in the UI language, from the lookups start-up cached in sessionStorage (spec §4 "App
 * start"). An unknown code is shown as it is rather than hidden: it is still what the record says.
 */
export function lookupName(group: LookupGroup, code: string, language: Language, storage?: Storage | null): string {
  const items = readCached(sessionStorageKeys.lookups, isLookups, storage)?.[group];
  const item = Array.isArray(items) ? items.find((entry) => entry.code === code) : undefined;
  if (!item) return code;
  return (language === 'ar' ? item.nameAr : item.nameEn) || code;
}

/** The items of a lookup group in display order, from the start-up cache; empty when the cache is missing. */
export function lookupItems(group: LookupGroup, storage?: Storage | null): LookupItem[] {
  const items = readCached(sessionStorageKeys.lookups, isLookups, storage)?.[group];
  return Array.isArray(items) ? items : [];
}

/** An item's name in the UI language (the English name when the Arabic one is missing, and the other way round). */
export function itemName(item: Pick<LookupItem, 'nameAr' | 'nameEn' | 'code'>, language: Language): string {
  return nameIn(item, language) || item.code;
}

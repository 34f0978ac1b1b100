import { lookupGroups, type AllLookups, type LookupGroup, type LookupItem } from '@sanad/contract';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { LookupRepository } from './lookup.repository.ts';

/**
 * Lookups change rarely (an operator edits a row), are read at every app start and are the same for everybody,
 * so each instance keeps them for a short while; an edit shows everywhere within CACHE_MS.
 */
const CACHE_MS = 30_000;

export function createLookupService(repository: LookupRepository, now: () => number = Date.now) {
  const cache = createTtlCache<'all', AllLookups>(CACHE_MS, now);

  async function loadAll(): Promise<AllLookups> {
    const rows = await repository.listGroups(lookupGroups);
    const result = Object.fromEntries(lookupGroups.map((group) => [group, [] as LookupItem[]])) as AllLookups;
    for (const { group, ...item } of rows) result[group as LookupGroup].push(item);
    return result;
  }

  return {
    all(): Promise<AllLookups> {
      return cache.get('all', loadAll);
    },
    async group(group: LookupGroup): Promise<LookupItem[]> {
      return (await this.all())[group];
    },
    /** Items of a group not published in GET /api/lookup (ticket types and categories). */
    children: (group: string, parentCode?: string) => repository.listGroup(group, parentCode),
  };
}
export type LookupService = ReturnType<typeof createLookupService>;

import type { ProgramSummary } from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { readCached, writeCached } from '../../../lib/cache.ts';
import { endpointQuery, useQuery, type EndpointQuery } from '../../../lib/server-state.ts';

/**
 * The programs screen's calls (ARCHITECTURE rule 16): the programs offered. Whether the caller may apply is the read
 * the application flow shares, `useApplyCheck` of components/apply-check.ts.
 */

const isPrograms = (value: unknown): value is ProgramSummary[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'id' in item && 'nameAr' in item);

const listQuery = endpointQuery(routes.program.list);

/**
 * The programs, cached in sessionStorage for the tab's life (spec §7 "Caching": programs). They change with a
 * release, not with the person, so the same list serves every screen and the next sign-in of the tab.
 */
const programsQuery: EndpointQuery<ProgramSummary[]> = {
  ...listQuery,
  call: async (options) => {
    const cached = readCached(sessionStorageKeys.programs, isPrograms);
    if (cached) return cached;
    const programs = await listQuery.call(options);
    writeCached(sessionStorageKeys.programs, programs);
    return programs;
  },
};

export function usePrograms() {
  return useQuery(programsQuery);
}

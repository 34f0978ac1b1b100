import type { Language, ProgramSummary } from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { readCached, writeCached } from '../../../lib/cache.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, useQuery, type EndpointQuery } from '../../../lib/server-state.ts';

/** The programs screen's calls (ARCHITECTURE rule 16): the programs offered and whether the caller may apply. */

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

/**
 * What stands between the caller and a new application to `programId` (every reason at once), or the application
 * already open. Applicants only: anyone else would be answered 403, which ends the session (spec §8).
 */
export function useApplyCheck(programId: number, enabled: boolean) {
  const { language } = useLanguage();
  const query = endpointQuery(routes.application.validateApplication, { params: { id: String(programId) } });
  return useQuery(enabled ? inLanguage(query, language) : null);
}

/**
 * The server words each reason in the language the request is made in: the language belongs to the read's key, so a
 * switch asks again and the reasons never stay in the other language.
 */
function inLanguage<T>(query: EndpointQuery<T>, language: Language): EndpointQuery<T> {
  return { ...query, key: `${query.key} [${language}]` };
}

import { routes } from 'virtual:sanad-routes';
import { useLanguage } from '../lib/language-context.tsx';
import { endpointQuery, inLanguage, useQuery } from '../lib/server-state.ts';

/**
 * What stands between the caller and a new application to `programId` (validate-application: every reason at once),
 * or the application already open; `ApplyBlockers` draws the reasons. The one read of it that /programs and the
 * application flow share. The server words each reason in the request's language, so the language belongs to the
 * read's key: a switch asks again. Applicants only: anyone else would be answered 403, which ends the session
 * (spec §8), so a screen passes `enabled` false for them.
 */
export function useApplyCheck(programId: number, enabled: boolean) {
  const { language } = useLanguage();
  return useQuery(
    enabled ? inLanguage(endpointQuery(routes.application.validateApplication, { params: { id: String(programId) } }), language) : null,
  );
}

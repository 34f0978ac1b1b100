import { routes } from 'virtual:sanad-routes';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, useEndpoint, useQuery } from '../../../lib/server-state.ts';

/**
 * The home screen's reads (ARCHITECTURE rule 16). Each list admits one role and a 403 ends the session (spec §8), so
 * the screen reads only the one its person's role may.
 */

/** Each program's latest application of the applicant, newest first. */
export function useHomeApplications() {
  return useEndpoint(routes.application.loadHomeApplications);
}

/** A dependent's: the open applications of their head of household that may count them, latest first. */
export function useDependentHomeApplications() {
  return useEndpoint(routes.applicationSelection.loadApplicantApplicationsForDependentForHome);
}

/** Application {a} in month {b} (`YYYY-MM`): its state and that month's published result; null month: nothing to read. */
export function useCycleSummary(applicationId: string, period: string | null) {
  const { language } = useLanguage();
  return useQuery(
    period
      ? inLanguage(endpointQuery(routes.application.loadHomeCycleSummary, { params: { a: applicationId, b: period } }), language)
      : null,
  );
}

/**
 * The application's latest published month, from its eligibility history (newest first): where /home falls back when
 * the current month is not published yet. Read only when needed.
 */
export function useLatestPublishedPeriod(applicationId: string, enabled: boolean) {
  const { language } = useLanguage();
  const history = useQuery(
    enabled
      ? inLanguage(endpointQuery(routes.eligibility.eligibilityHistory, { body: { application_ID: applicationId } }), language)
      : null,
  );
  const periods = (history.data ?? []).map((record) => record.period).sort();
  return { ...history, period: history.data ? (periods[periods.length - 1] ?? null) : undefined };
}

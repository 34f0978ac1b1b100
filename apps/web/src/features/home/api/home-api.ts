import { routes } from 'virtual:sanad-routes';
import { useEndpoint } from '../../../lib/server-state.ts';

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

import { routes } from 'virtual:sanad-routes';
import { useEndpoint } from '../../../lib/server-state.ts';

/**
 * The applications lists' reads (ARCHITECTURE rule 16): the caller's own applications and a dependent's view of the
 * applications they are part of (the home screen reads its panels' own lists in features/home/api). Each endpoint admits some roles only and a 403 ends the
 * session (spec §8), so a screen passes `enabled` false for anyone the endpoint would refuse.
 */

/** The caller's applications, newest first (an applicant, or a white-listed applicant). */
export function useMyApplications(enabled: boolean) {
  return useEndpoint(routes.application.loadApplications, undefined, { enabled });
}

/** A dependent's view: the applications of the applicants they are a confirmed dependent of, read only. */
export function useDependentApplications(enabled: boolean) {
  return useEndpoint(routes.applicationSelection.loadApplicantApplicationsForDependent, undefined, { enabled });
}

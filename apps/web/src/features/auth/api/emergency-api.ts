import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useEndpoint } from '../../../lib/server-state.ts';

/**
 * Emergency login's calls (ARCHITECTURE rule 16). Apart from auth-api.ts, which the login screen loads first: the data
 * layer stays out of the first load (decision 007).
 */

/** The applicants whose account this dependent may enter (`enabled` false while already inside one). */
export const useEmergencyApplicants = (enabled: boolean) => useEndpoint(routes.auth.loadEmergencyApplicant, undefined, { enabled });
/** Enters an applicant's account: answers the new session's user. */
export const loginToApplicantAccount = (id: string) => callApi(routes.auth.loginToApplicantAccount, { params: { id } });

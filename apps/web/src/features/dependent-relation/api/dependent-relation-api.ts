import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useEndpoint, type RequestOfRoute } from '../../../lib/server-state.ts';

/** An adult dependent's answers to the applicants who declared them (ARCHITECTURE rule 16). */

/** The relations waiting for this person's answer. */
export const usePendingRelations = () => useEndpoint(routes.dependentRelation.load);
export const confirmRelation = (id: string) => callApi(routes.dependentRelation.confirm, { params: { id } });
export const rejectRelation = (params: RequestOfRoute<typeof routes.dependentRelation.reject>['params']) =>
  callApi(routes.dependentRelation.reject, { params });
/** Rejects every pending relation of the account `id` (the signed-in person). */
export const rejectAllPending = (id: string) => callApi(routes.dependentRelation.rejectAllPending, { params: { id } });
/** The signed-in user as the server has them once nothing is pending (the session's flags are refreshed). */
export const loadCurrentUser = () => callApi(routes.auth.currentUser);

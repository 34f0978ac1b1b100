import type { Dependent, House } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { combineQueries, endpointQuery, invalidate, useQuery, type BodyOf } from '../../../lib/server-state.ts';

/** The household's calls (ARCHITECTURE rule 16): its query hook and its mutations, the only ones its screens use. */

export interface Household {
  houses: House[];
  dependents: Dependent[];
}

/**
 * The applicant's houses and dependents, read together because each list explains the other (how many live in a
 * house, which house a dependent lives in). `reload` after any change (it rejects when a list could not be read): the
 * server recounts residents and re-derives custody and relation states, so the screen never guesses them.
 */
export function useHousehold(enabled: boolean) {
  const { data, failed } = useQuery(enabled ? householdQuery : null);
  return { household: data ?? null, failed, reload: () => invalidate(routes.household) };
}

const householdQuery = combineQueries(
  [endpointQuery(routes.household.loadHouses), endpointQuery(routes.household.loadDependents)],
  ([houses, dependents]): Household => ({ houses, dependents }),
);

export const createHouse = (body: BodyOf<typeof routes.household.createHouse>) => callApi(routes.household.createHouse, { body });
/** The checks of a new house (the limit of houses, a duplicate address) before `createHouse`. */
export const validateCreateHouse = (body: BodyOf<typeof routes.household.validateCreateHouse>) =>
  callApi(routes.household.validateCreateHouse, { body });
export const updateHouse = (body: BodyOf<typeof routes.household.updateHouse>) => callApi(routes.household.updateHouse, { body });
export const deleteHouse = (id: string) => callApi(routes.household.deleteHouse, { body: { id } });

export const saveRelative = (body: BodyOf<typeof routes.household.saveRelative>) => callApi(routes.household.saveRelative, { body });
export const saveCustody = (body: BodyOf<typeof routes.household.saveCustody>) => callApi(routes.household.saveCustody, { body });
export const saveHouseResident = (body: BodyOf<typeof routes.household.saveHouseResident>) =>
  callApi(routes.household.saveHouseResident, { body });
/** Whether a dependent may be removed, and why not (answered before asking the user to confirm). */
export const validateDeleteDependent = (id: string) => callApi(routes.household.validateDeleteDependent, { params: { id } });
export const deleteDependent = (id: string) => callApi(routes.household.deleteDependent, { body: { id } });

/** Hands the household to an adult dependent; answers the new session's user (the account's role changes). */
export const transferToHoh = (body: BodyOf<typeof routes.users.transferToHoh>) => callApi(routes.users.transferToHoh, { body });

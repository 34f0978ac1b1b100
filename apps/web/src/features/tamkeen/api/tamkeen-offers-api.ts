import type { LookupItem, OpportunityTypeParams, TamkeenEvaluateInput, TamkeenOfferFilter } from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { readCached, writeCached } from '../../../lib/cache.ts';
import { combineQueries, endpointQuery, invalidate, useQuery } from '../../../lib/server-state.ts';

/**
 * Tamkeen's job offers (decision 071): the caller's offers a page at a time (filtered or not), one offer, the answer
 * and the code that accepts; the answer's lookups are cached in session storage (spec §9, tamkeen lookups).
 */
const r = routes.tamkeenOpportunity;

/** Offers a page. */
export const offersPageSize = 10;

/** Whether a filter narrows anything. */
export const filters = (filter: TamkeenOfferFilter) => Boolean(filter.status?.length || filter.opportunityType || filter.city);

/** The caller's offers, newest first, narrowed by `filter` when it says anything (null: not asked). */
export function useOffers(enabled: boolean, page: number, filter: TamkeenOfferFilter) {
  const params = { a: String(page), b: String(offersPageSize) };
  const query = filters(filter) ? endpointQuery(r.loadByFilter, { params, body: filter }) : endpointQuery(r.load, { params });
  return useQuery(enabled ? query : null);
}

/** One offer (null: none chosen). */
export const useOfferDetails = (id: string | null) => useQuery(id ? endpointQuery(r.loadDetails, { params: { id } }) : null);

/** The lookups of the answer and of the filter. */
export interface TamkeenLookups {
  skillsRate: LookupItem[];
  qualificationFit: LookupItem[];
  opportunityType: LookupItem[];
}

function isTamkeenLookups(value: unknown): value is TamkeenLookups {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['skillsRate', 'qualificationFit', 'opportunityType'].every((key) => Array.isArray(candidate[key]));
}

const allTypes: OpportunityTypeParams = { id: 'ALL' };

/** The tamkeen lookups: the cached ones at once, else read (and cached) from the three lookup endpoints. */
export function useTamkeenLookups() {
  const cached = readCached(sessionStorageKeys.tamkeenLookups, isTamkeenLookups);
  const state = useQuery(
    cached
      ? null
      : combineQueries(
          [endpointQuery(r.skillsRate), endpointQuery(r.qualificationFit), endpointQuery(r.opportunityType, { params: allTypes })],
          ([skillsRate, qualificationFit, opportunityType]): TamkeenLookups => ({ skillsRate, qualificationFit, opportunityType }),
        ),
  );
  useEffect(() => {
    if (state.data) writeCached(sessionStorageKeys.tamkeenLookups, state.data);
  }, [state.data]);
  return cached ?? state.data ?? null;
}

async function offersChanged(): Promise<void> {
  await Promise.all([invalidate(r.load), invalidate(r.loadByFilter), invalidate(r.loadDetails)]);
}

/** A code to the caller's mobile to accept offer `offerId`. */
export const sendOfferCode = (offerId: string) => callApi(r.sendOtp, { body: { offerId } });

/** The same code's request again, once the resend delay has passed. */
export const resendOfferCode = (id: string) => callApi(r.resendOtp, { params: { id } });

/** The answer (accept with the code, or decline with the reason); the offers are read again. */
export async function answerOffer(body: TamkeenEvaluateInput) {
  const answered = await callApi(r.evaluate, { body });
  await offersChanged();
  return answered;
}

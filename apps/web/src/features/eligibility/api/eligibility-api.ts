import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, invalidate, useQuery } from '../../../lib/server-state.ts';

/**
 * The eligibility reads and the FLV pre-check (ARCHITECTURE rule 16; docs/decisions/058-eligibility-and-payment-reads.md).
 * Each answer names reasons in the caller's language, so each read is keyed by the UI language too. The head of
 * household's reads admit applicants only and a 403 ends the session (spec §8): the screens that use them are the
 * applicant's; the person's reads (dependent-*) admit a dependent for their own NIN.
 */

/** The application's published months, per house, newest first. */
export function useEligibilityHistory(applicationId: string) {
  const { language } = useLanguage();
  return useQuery(inLanguage(endpointQuery(routes.eligibility.eligibilityHistory, { body: { application_ID: applicationId } }), language));
}

/** Every ineligible house and every person left out in the application's published months. */
export function useIneligibilityHistory(applicationId: string) {
  const { language } = useLanguage();
  return useQuery(
    inLanguage(endpointQuery(routes.eligibility.ineligibilityReasonHistory, { body: { application_ID: applicationId } }), language),
  );
}

/** One month of one house: its members, the rules evaluated (the why) and what changed; null when none is published. */
export function useMonthDetail(applicationId: string, houseId: string, period: string) {
  const { language } = useLanguage();
  return useQuery(
    inLanguage(
      endpointQuery(routes.eligibility.lastEligibility, { params: { a: applicationId, b: houseId }, query: { cycle_ID: period } }),
      language,
    ),
  );
}

/** The application's FLV pre-checks, newest first. */
export function useFlvHistory(applicationId: string) {
  return useQuery(endpointQuery(routes.eligibility.flvEligibilityHistory, { params: { id: applicationId } }));
}

/** One FLV pre-check with each house's evaluation (null: none asked for). */
export function useFlvDetail(id: string | null) {
  const { language } = useLanguage();
  return useQuery(id ? inLanguage(endpointQuery(routes.eligibility.flvEligibilityHistoryDetails, { params: { id } }), language) : null);
}

/** The application's latest FLV pre-check with each house's evaluation, or null. */
export function useLatestFlv(applicationId: string) {
  const { language } = useLanguage();
  return useQuery(inLanguage(endpointQuery(routes.eligibility.flvResult, { body: { application_ID: applicationId } }), language));
}

/** Pre-checks the application's houses on today's data (request/flv-eligibility); its history and latest result are read again. */
export async function requestFlv(applicationId: string) {
  const result = await callApi(routes.eligibility.requestFlvEligibility, { body: { application_ID: applicationId } });
  await Promise.all([invalidate(routes.eligibility.flvEligibilityHistory), invalidate(routes.eligibility.flvResult)]);
  return result;
}

/** One person's published months (their category, counted or not, their share): a dependent's own. */
export function useDependentEligibilityHistory(nin: string | null) {
  const { language } = useLanguage();
  return useQuery(
    nin ? inLanguage(endpointQuery(routes.eligibility.dependentEligibilityHistory, { body: { dependent_NIN: nin } }), language) : null,
  );
}

/** The months one person was left out or their house was not eligible, with the reasons. */
export function useDependentIneligibilityHistory(nin: string | null) {
  const { language } = useLanguage();
  return useQuery(
    nin
      ? inLanguage(endpointQuery(routes.eligibility.dependentIneligibilityReasonHistory, { body: { dependent_NIN: nin } }), language)
      : null,
  );
}

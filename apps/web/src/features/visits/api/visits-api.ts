import type { ConfirmVisitInput, RescheduleVisitInput } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, invalidate, useQuery } from '../../../lib/server-state.ts';

/**
 * Field visits (docs/decisions/065-visits.md): the head of household's reads and their one answer to a scheduled
 * visit. Answers name offices in the caller's language, so reads are keyed by the UI language too.
 */

/** Visits a page. */
export const visitsPageSize = 10;

/** The caller's visits, scheduled ones first, a page at a time (null: not asked). */
export function useVisits(enabled: boolean, page: number) {
  return useQuery(enabled ? endpointQuery(routes.visit.visitsList, { params: { a: String(page), b: String(visitsPageSize) } }) : null);
}

/** One visit with its office, result and whether it may still be answered (null: none chosen). */
export function useVisitDetails(id: string | null) {
  const { language } = useLanguage();
  return useQuery(id ? inLanguage(endpointQuery(routes.visit.visitDetails, { params: { id } }), language) : null);
}

async function visitsChanged(): Promise<void> {
  await Promise.all([invalidate(routes.visit.visitsList), invalidate(routes.visit.visitDetails)]);
}

/** Confirms that someone will be at the house; the visit is read again. */
export async function confirmVisit(body: ConfirmVisitInput) {
  const answered = await callApi(routes.visit.confirmVisit, { body });
  await visitsChanged();
  return answered;
}

/** Asks the office to move the visit, with the reason; the visit is read again. */
export async function rescheduleVisit(body: RescheduleVisitInput) {
  const answered = await callApi(routes.visit.rescheduleVisit, { body });
  await visitsChanged();
  return answered;
}

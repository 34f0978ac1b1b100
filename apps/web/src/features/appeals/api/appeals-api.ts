import type { AppealReply, RaiseAppealInput } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, invalidate, useQuery } from '../../../lib/server-state.ts';

/**
 * Appeals (spec §7 "Appeals"; docs/decisions/060-appeals.md): the head of household's reads and writes. Answers name
 * reasons and document types in the caller's language, so reads are keyed by the UI language too. The endpoints admit
 * applicants only (a 403 ends the session): the screens ask only for a head of household.
 */

/** The caller's appeals, newest first, a page at a time (null: not asked). */
export function useAppeals(enabled: boolean, page: number) {
  const { language } = useLanguage();
  return useQuery(
    enabled ? inLanguage(endpointQuery(routes.appeal.loadAppealsByFilter, { body: { page, pageSize: 10 } }), language) : null,
  );
}

/** One appeal with its documents, clock and history (null: none chosen). */
export function useAppealDetails(id: string | null) {
  const { language } = useLanguage();
  return useQuery(id ? inLanguage(endpointQuery(routes.appeal.appealDetails, { params: { id } }), language) : null);
}

/** The document types an appeal against reason `code` needs (null: no reason yet). */
export function useRequiredDocs(code: string | null) {
  const { language } = useLanguage();
  return useQuery(code ? inLanguage(endpointQuery(routes.appeal.requiredDocs, { params: { code } }), language) : null);
}

async function appealsChanged(): Promise<void> {
  await Promise.all([
    invalidate(routes.appeal.loadAppealsByFilter),
    invalidate(routes.appeal.appealDetails),
    invalidate(routes.appeal.loadLiteAppeals),
    invalidate(routes.appeal.loadAppeals),
  ]);
}

/** Raises an appeal; the lists are read again. */
export async function raiseAppeal(body: RaiseAppealInput) {
  const raised = await callApi(routes.appeal.raiseAppeal, { body });
  await appealsChanged();
  return raised;
}

/** Sends the documents a case worker asked for (updateNeededDocuments). */
export async function sendNeededDocuments(body: AppealReply) {
  const answered = await callApi(routes.appeal.updateNeededDocuments, { body });
  await appealsChanged();
  return answered;
}

/** Withdraws an appeal nobody has taken yet. */
export async function cancelAppeal(id: string) {
  const canceled = await callApi(routes.appeal.cancelAppeal, { params: { id } });
  await appealsChanged();
  return canceled;
}

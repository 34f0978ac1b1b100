import { routes } from 'virtual:sanad-routes';
import { endpointQuery, useQuery } from '../../../lib/server-state.ts';

/**
 * The old system's records of the caller's own person (history-data, DOMAIN.md "History data"; decision 058): read
 * only, admitted to applicants, white-listed applicants and dependents alike.
 */

/** The old files of the caller's person, newest first (null: the caller may not read them). */
export function useHistoryFiles(enabled: boolean) {
  return useQuery(enabled ? endpointQuery(routes.historyData.beneficiary) : null);
}

/** The payments of one old file, newest month first. */
export function useHistoryPayments(fileId: string | null) {
  return useQuery(fileId ? endpointQuery(routes.historyData.payments, { params: { id: fileId } }) : null);
}

/** The appeals of one old file, newest first. */
export function useHistoryAppeals(fileId: string | null) {
  return useQuery(fileId ? endpointQuery(routes.historyData.appeals, { params: { id: fileId } }) : null);
}

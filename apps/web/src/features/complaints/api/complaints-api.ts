import type { ComplaintReply, CreateComplaintInput } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, invalidate, useQuery } from '../../../lib/server-state.ts';

/**
 * Payment complaints (spec §7 "Complaints"; docs/decisions/062-payment-complaints.md): the head of household's reads
 * and writes. Answers name categories in the caller's language, so reads are keyed by the UI language too.
 */

/** Complaints a page. */
export const complaintsPageSize = 10;

/** The caller's complaints, newest first, a page at a time (null: not asked). */
export function useComplaints(enabled: boolean, page: number) {
  const { language } = useLanguage();
  return useQuery(
    enabled
      ? inLanguage(endpointQuery(routes.complaint.complaintsList, { params: { a: String(page), b: String(complaintsPageSize) } }), language)
      : null,
  );
}

/** One complaint with its clock and history (null: none chosen). */
export function useComplaintDetails(id: string | null) {
  const { language } = useLanguage();
  return useQuery(id ? inLanguage(endpointQuery(routes.complaint.complaintDetails, { params: { id } }), language) : null);
}

async function complaintsChanged(): Promise<void> {
  await Promise.all([invalidate(routes.complaint.complaintsList), invalidate(routes.complaint.complaintDetails)]);
}

/** Makes a complaint about a payment; the lists are read again. */
export async function createComplaint(body: CreateComplaintInput) {
  const made = await callApi(routes.complaint.create, { body });
  await complaintsChanged();
  return made;
}

/** Answers a case worker's request for information (updatePaymentComplainRequest). */
export async function answerComplaint(body: ComplaintReply) {
  const answered = await callApi(routes.complaint.updatePaymentComplainRequest, { body });
  await complaintsChanged();
  return answered;
}

import { routes } from 'virtual:sanad-routes';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, useQuery } from '../../../lib/server-state.ts';

/**
 * The payment reads (ARCHITECTURE rule 16; docs/decisions/058-eligibility-and-payment-reads.md). Deduction, additional
 * payment and refund messages come in the caller's language, so those reads are keyed by the UI language too. The
 * head of household's reads admit applicants only (a 403 ends the session, spec §8); the dependent-* reads admit a
 * dependent for their own NIN and answer only their share.
 */

/** Rows a page of the payment histories. */
export const paymentsPageSize = 12;

/** The application's latest published payments, the totals and the last twelve months. */
export function usePaymentSummary(applicationId: string) {
  const { language } = useLanguage();
  return useQuery(inLanguage(endpointQuery(routes.payment.paymentSummary, { body: { applicationId } }), language));
}

/** A page (from 0) of the application's payments, newest first, each with its deductions and their messages. */
export function usePaymentHistory(applicationId: string, page: number) {
  const { language } = useLanguage();
  return useQuery(
    inLanguage(endpointQuery(routes.payment.paymentHistory, { body: { applicationId, page, pageSize: paymentsPageSize } }), language),
  );
}

/** The deductions taken and the over-payments they recover. */
export function useDeductionMessages(applicationId: string) {
  const { language } = useLanguage();
  return useQuery(inLanguage(endpointQuery(routes.payment.deductionMessages, { body: { applicationId } }), language));
}

/** Payments outside the monthly run (an approved appeal paid for a past month). */
export function useAdditionalPayments(applicationId: string) {
  const { language } = useLanguage();
  return useQuery(inLanguage(endpointQuery(routes.payment.additionalPaymentHistory, { params: { id: applicationId } }), language));
}

/** What the household paid back. */
export function useRefunds(applicationId: string) {
  const { language } = useLanguage();
  return useQuery(inLanguage(endpointQuery(routes.payment.paymentRefundHistory, { params: { id: applicationId } }), language));
}

/** One person's share: the latest, their totals and the last twelve months (null NIN: nothing to read). */
export function useDependentPaymentSummary(nin: string | null) {
  return useQuery(nin ? endpointQuery(routes.payment.dependentPaymentSummary, { body: { dependentNin: nin } }) : null);
}

/** A page (from 0) of one person's shares of their household's payments. */
export function useDependentPaymentHistory(nin: string | null, page: number) {
  return useQuery(
    nin ? endpointQuery(routes.payment.dependentPaymentHistory, { body: { dependentNin: nin, page, pageSize: paymentsPageSize } }) : null,
  );
}

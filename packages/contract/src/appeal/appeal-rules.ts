import { appealStatus, paymentCodeAppealReasons, type AppealStatusCode } from '../codes.ts';

/** The statuses of an appeal still open: one open appeal per subject (DOMAIN.md). */
export const openAppealStatuses: readonly AppealStatusCode[] = [
  appealStatus.NEW,
  appealStatus.UNDER_PROCESSING,
  appealStatus.NEED_DOCUMENT,
];

export const isOpenAppealStatus = (status: AppealStatusCode): boolean => openAppealStatuses.includes(status);

/**
 * spec §5: an appeal counts as a payment-code appeal of a payment when the two ids are equal (the appeal's payment and
 * the payment looked at) and its reason code is MSG08.7 or MSG08.8.
 */
export function isPaymentCodeAppeal(appeal: { paymentId: string | null; reasonCode: string }, paymentId: string): boolean {
  return (
    appeal.paymentId !== null &&
    appeal.paymentId === paymentId &&
    (paymentCodeAppealReasons as readonly string[]).includes(appeal.reasonCode)
  );
}

import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of payment complaints (DOMAIN.md "Payment complaint"; docs/decisions/062-payment-complaints.md). */
export const complaintErrors = {
  /** A second complaint on a payment that already has one open (NEW, UNDER_PROCESSING or NEED_INFO). */
  COMPLAINT_ALREADY_OPEN: {
    status: 409,
    message: {
      en: 'You already have an open complaint about this payment ({paymentComplainNbr}). Follow it in your complaints.',
      ar: 'لديك شكوى مفتوحة على هذه الدفعة ({paymentComplainNbr}). تابعها في قائمة شكاواك.',
    },
  },
  /** A category not in the complaint-category lookup. */
  COMPLAINT_CATEGORY_UNKNOWN: {
    status: 422,
    message: {
      en: 'Choose the kind of problem from the list.',
      ar: 'اختر نوع المشكلة من القائمة.',
    },
  },
  /** A step the complaint's status does not allow (the transition table). */
  COMPLAINT_STEP_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'This step is not possible for this complaint in its current status. Reload it to see where it stands.',
      ar: 'هذه الخطوة غير ممكنة لهذه الشكوى في حالتها الحالية. أعد تحميلها لمعرفة ما وصلت إليه.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

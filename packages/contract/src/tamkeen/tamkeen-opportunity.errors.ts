import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of tamkeen's job offers (docs/decisions/071-tamkeen-offers.md). */
export const tamkeenOpportunityErrors = {
  /** An answer (or a code to accept) for an offer that is no longer open: answered, expired or withdrawn. */
  TAMKEEN_OFFER_CLOSED: {
    status: 409,
    message: {
      en: 'This offer can no longer be answered: it was answered already, its deadline passed or it was withdrawn.',
      ar: 'لم يعد بالإمكان الرد على هذا العرض: سبق الرد عليه أو انتهى موعده أو سُحب.',
    },
  },
  /** The code to accept an offer goes only to a verified mobile. */
  TAMKEEN_OFFER_CODE_UNAVAILABLE: {
    status: 409,
    message: {
      en: 'Accepting an offer needs a code sent to your verified mobile. Verify your mobile number first.',
      ar: 'يتطلب قبول العرض رمزاً يُرسل إلى جوالك الموثّق. وثّق رقم جوالك أولاً.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

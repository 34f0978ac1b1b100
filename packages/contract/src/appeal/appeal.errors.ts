import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of appeals (DOMAIN.md "Appeals"; docs/decisions/060-appeals.md). */
export const appealErrors = {
  /** A second appeal on a subject that already has one open (NEW, UNDER_PROCESSING or NEED_DOCUMENT). */
  APPEAL_ALREADY_OPEN: {
    status: 409,
    message: {
      en: 'You already have an open appeal on this ({appealNbr}). Follow it in your appeals; you can appeal again once it is decided.',
      ar: 'لديك اعتراض مفتوح على هذا ({appealNbr}). تابعه في قائمة اعتراضاتك، ويمكنك الاعتراض مجدداً بعد البت فيه.',
    },
  },
  /** The subject cannot be appealed: an eligible result, a counted dependent, a month not published, a reason it does not have. */
  APPEAL_SUBJECT_NOT_APPEALABLE: {
    status: 409,
    message: {
      en: 'This cannot be appealed: only an ineligibility of a published month, for one of its own reasons, or a payment can be.',
      ar: 'لا يمكن الاعتراض على هذا: يُعترض فقط على عدم استحقاق في شهر منشور ولأحد أسبابه، أو على دفعة.',
    },
  },
  /** A step the appeal's status does not allow (the transition table). */
  APPEAL_STEP_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'This step is not possible for this appeal in its current status. Reload it to see where it stands.',
      ar: 'هذه الخطوة غير ممكنة لهذا الاعتراض في حالته الحالية. أعد تحميله لمعرفة ما وصل إليه.',
    },
  },
  /** Raised without a file of every document type the reason requires. */
  APPEAL_DOCUMENTS_MISSING: {
    status: 422,
    message: {
      en: 'Attach the documents this appeal needs: {documents}.',
      ar: 'أرفق المستندات التي يحتاجها هذا الاعتراض: {documents}.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of applications (DOMAIN.md "Programs and applications"; docs/decisions/045-applications.md). */
export const applicationErrors = {
  /** An action the application's state does not allow (the transition table of application-transitions.ts). */
  APPLICATION_TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'This cannot be done while the application is {statusEn}.',
      ar: 'لا يمكن تنفيذ هذا الإجراء والطلب في حالة «{statusAr}».',
    },
  },
  /** Applying (or resuming payment) while something blocks it; `{reasonsEn}`/`{reasonsAr}` name each, `codes` lists them. */
  APPLICATION_BLOCKED: {
    status: 409,
    message: {
      en: 'This cannot be done yet: {reasonsEn}',
      ar: 'لا يمكن تنفيذ هذا الإجراء الآن: {reasonsAr}',
    },
  },
  /** Submitting an application without any selected house. */
  APPLICATION_HOUSES_REQUIRED: {
    status: 409,
    message: {
      en: 'Select at least one house for the application before submitting it.',
      ar: 'اختر مسكناً واحداً على الأقل للطلب قبل تقديمه.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of the dynamic program forms (spec §3, §5; docs/decisions/047-dynamic-forms-and-ramadan.md). */
export const programFormErrors = {
  /** Answers sent to a program that is not open (inactive). */
  PROGRAM_FORM_CLOSED: {
    status: 409,
    message: {
      en: 'This program is not accepting applications at the moment.',
      ar: 'هذا البرنامج لا يستقبل طلبات في الوقت الحالي.',
    },
  },
  /** Answers sent to a program that has no form (the Ramadan reward). */
  PROGRAM_HAS_NO_FORM: {
    status: 409,
    message: {
      en: 'This program has no form to fill in.',
      ar: 'لا يحتوي هذا البرنامج على نموذج لتعبئته.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

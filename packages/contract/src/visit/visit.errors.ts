import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of field visits (DOMAIN.md "Visits"; docs/decisions/065-visits.md). */
export const visitErrors = {
  /** A second answer (confirm or reschedule) to the same visit. */
  VISIT_ALREADY_ANSWERED: {
    status: 409,
    message: {
      en: 'You have already answered this visit. To change it, call your social security office.',
      ar: 'سبق أن أجبت على هذه الزيارة. لتغيير إجابتك تواصل مع مكتب الضمان الاجتماعي.',
    },
  },
  /** An answer within `visit.answerCutoffHours` of the visit. */
  VISIT_ANSWER_TOO_LATE: {
    status: 409,
    message: {
      en: 'The visit is less than {hours} hours away, so it can no longer be confirmed or moved here. Call your social security office.',
      ar: 'بقي على الزيارة أقل من {hours} ساعة، فلم يعد ممكنًا تأكيدها أو طلب تغيير موعدها هنا. تواصل مع مكتب الضمان الاجتماعي.',
    },
  },
  /** A step the visit's status does not allow (the transition table), or an answer to a visit that is not scheduled. */
  VISIT_STEP_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'This is not possible for this visit in its current status. Reload it to see where it stands.',
      ar: 'هذا غير ممكن لهذه الزيارة في حالتها الحالية. أعد تحميلها لمعرفة ما وصلت إليه.',
    },
  },
  /** A case worker's visit from an office not in the ssp-offices lookup. */
  VISIT_OFFICE_UNKNOWN: {
    status: 422,
    message: {
      en: 'Choose the social security office from the list.',
      ar: 'اختر مكتب الضمان الاجتماعي من القائمة.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

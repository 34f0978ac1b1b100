import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of letters (DOMAIN.md "Letters"; docs/decisions/063-letters.md). */
export const letterErrors = {
  /** A type not in the `letters` lookup. */
  LETTER_TYPE_UNKNOWN: {
    status: 422,
    message: {
      en: 'Choose the kind of letter from the list.',
      ar: 'اختر نوع الخطاب من القائمة.',
    },
  },
  /** A program that issues no letters: the Ramadan reward (spec §6), or a program that does not exist. */
  LETTER_PROGRAM_EXCLUDED: {
    status: 422,
    message: {
      en: 'Letters are not issued for this program. Letters cover the social security program only.',
      ar: 'لا تصدر الخطابات لهذا البرنامج. تصدر الخطابات لبرنامج الضمان الاجتماعي فقط.',
    },
  },
  /** The caller's records do not support this kind of letter (no published month, no payment, or the opposite fact). */
  LETTER_NOT_AVAILABLE: {
    status: 409,
    message: {
      en: 'We cannot issue this letter: your published records do not show what it certifies. Choose another kind of letter.',
      ar: 'لا يمكن إصدار هذا الخطاب: سجلاتك المنشورة لا تتضمن ما يثبته. اختر نوعًا آخر من الخطابات.',
    },
  },
  /**
   * check-letter's one refusal, for a wrong number, a wrong national ID or a malformed value alike: it says nothing
   * about which part was wrong or whether the number exists.
   */
  LETTER_CHECK_FAILED: {
    status: 404,
    message: {
      en: 'We could not verify a letter with this number and national ID. Check both and try again.',
      ar: 'تعذر التحقق من خطاب بهذا الرقم ورقم الهوية. تحقق منهما وحاول مرة أخرى.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

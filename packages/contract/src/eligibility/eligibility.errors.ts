import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of the cycles engine (DOMAIN.md "Cycles, eligibility and payments"; docs/decisions/055-cycles-engine.md). */
export const eligibilityErrors = {
  /**
   * A dated parameter's new version starting on or before the first day of the latest published cycle: published
   * results are explained with the parameters of their own time, so a change is never retroactive.
   */
  PARAMETER_VERSION_RETROACTIVE: {
    status: 409,
    message: {
      en: 'The cycle of {period} is already published. A new value can take effect from {earliest} at the earliest.',
      ar: 'تم نشر دورة {period}. يمكن أن تسري القيمة الجديدة ابتداءً من {earliest} على الأقرب.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of the steps of a support cycle (docs/decisions/055-cycles-engine.md, 057-cycle-job.md). */
export const cycleErrors = {
  /** Running a cycle whose results are frozen (PUBLISHED or PAID): a re-run would change what was shown and paid. */
  CYCLE_ALREADY_PUBLISHED: {
    status: 409,
    message: {
      en: 'The cycle of {period} is already {statusEn}: its results can no longer change.',
      ar: 'دورة {period} في حالة «{statusAr}»، فلا يمكن تغيير نتائجها.',
    },
  },
  /** Running a cycle whose publishing started and did not finish: some payments are scheduled from its results. */
  CYCLE_PUBLISHING: {
    status: 409,
    message: {
      en: 'The cycle of {period} is being published: finish publishing it before anything else.',
      ar: 'يجري نشر دورة {period}: أكمل نشرها قبل أي إجراء آخر.',
    },
  },
  /** Publishing, paying or rewarding from a month that has no cycle. */
  CYCLE_NOT_FOUND: {
    status: 404,
    message: {
      en: 'There is no support cycle for {period}.',
      ar: 'لا توجد دورة دعم لشهر {period}.',
    },
  },
  /** Publishing a cycle whose run has not finished (or never ran). */
  CYCLE_NOT_EVALUATED: {
    status: 409,
    message: {
      en: 'The cycle of {period} has not been fully evaluated yet: finish its run before publishing it.',
      ar: 'لم يكتمل تقييم دورة {period} بعد: أكمل تشغيلها قبل نشرها.',
    },
  },
  /** Paying (or rewarding from) a cycle that is not published. */
  CYCLE_NOT_PUBLISHED: {
    status: 409,
    message: {
      en: 'The cycle of {period} is {statusEn}, not published.',
      ar: 'دورة {period} في حالة «{statusAr}» وليست منشورة.',
    },
  },
  /** Paying before the cycle's payment date. */
  CYCLE_PAYMENT_DAY_NOT_REACHED: {
    status: 409,
    message: {
      en: 'The payments of {period} are due on {paymentDate}.',
      ar: 'موعد دفعات دورة {period} هو {paymentDate}.',
    },
  },
  /** Another run of the same step moved the cycle on meanwhile: only one runs at a time. */
  CYCLE_STEP_BUSY: {
    status: 409,
    message: {
      en: 'Another run of the cycle of {period} is under way.',
      ar: 'يجري تشغيل آخر لدورة {period} الآن.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

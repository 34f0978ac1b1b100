import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of tamkeen's plan, appointments and partner evaluation (decisions 067, 072). */
export const tamkeenPlanErrors = {
  /** Spec §8: the plan report cannot be made (no plan, or building it failed); the code is the spec's custom 1018. */
  '1018': {
    status: 418,
    message: {
      en: 'Report not found or could not be generated.',
      ar: 'التقرير غير موجود أو تعذر إنشاؤه.',
    },
  },
  /** plan/action on a plan that is no longer active. */
  TAMKEEN_PLAN_CLOSED: {
    status: 409,
    message: {
      en: 'This plan is closed, so its steps can no longer change.',
      ar: 'هذه الخطة مغلقة، لذلك لا يمكن تغيير خطواتها.',
    },
  },
  /** ACCEPT on an action that is not PENDING, or DONE on one that is not ACCEPTED. */
  TAMKEEN_PLAN_ACTION_STATE: {
    status: 409,
    message: {
      en: 'This step cannot change that way: accept a step first, then mark it done.',
      ar: 'لا يمكن تغيير هذه الخطوة بهذه الطريقة: اقبل الخطوة أولاً ثم حدّدها كمنجزة.',
    },
  },
  /** A status action or new-time request on an appointment that is not SCHEDULED (or already confirmed). */
  TAMKEEN_APPOINTMENT_NOT_OPEN: {
    status: 409,
    message: {
      en: 'This appointment can no longer be changed.',
      ar: 'لم يعد بالإمكان تغيير هذا الموعد.',
    },
  },
  /** A new time asked for within {hours} hours of the appointment. */
  TAMKEEN_APPOINTMENT_TOO_LATE: {
    status: 409,
    message: {
      en: 'A new time can be asked for up to {hours} hours before the appointment. Contact the partner instead.',
      ar: 'يمكن طلب موعد جديد قبل {hours} ساعة من الموعد على الأقل. تواصل مع الجهة بدلاً من ذلك.',
    },
  },
  /** A second new-time request for one appointment. */
  TAMKEEN_APPOINTMENT_NEW_TIME_ASKED: {
    status: 409,
    message: {
      en: 'You have already asked for a new time for this appointment.',
      ar: 'سبق أن طلبت موعداً جديداً لهذا الموعد.',
    },
  },
  /** A preferred day that is not after today. */
  TAMKEEN_APPOINTMENT_DATE_PAST: {
    status: 422,
    message: {
      en: 'Choose a day after today.',
      ar: 'اختر يوماً بعد اليوم.',
    },
  },
  /** Rating a partner the person never met. */
  TAMKEEN_PARTNER_NOT_MET: {
    status: 409,
    message: {
      en: 'You can rate a partner only after you have met them.',
      ar: 'يمكنك تقييم الجهة فقط بعد أن تلتقي بها.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

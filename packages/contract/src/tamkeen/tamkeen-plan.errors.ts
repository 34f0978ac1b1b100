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
  /** A case worker's new partner with a code another partner has. */
  TAMKEEN_PARTNER_CODE_TAKEN: {
    status: 409,
    message: {
      en: 'Another partner already has this code.',
      ar: 'يوجد شريك آخر بهذا الرمز.',
    },
  },
  /** A new plan action, appointment or job offer with a partner that is deactivated. */
  TAMKEEN_PARTNER_INACTIVE: {
    status: 409,
    message: {
      en: 'This partner is inactive, so it cannot take new plans, appointments or offers.',
      ar: 'هذا الشريك غير نشط، لذلك لا يمكن إسناد خطط أو مواعيد أو عروض جديدة إليه.',
    },
  },
  /** A case worker's new plan for a person who has an active plan: close that one first. */
  TAMKEEN_PLAN_ACTIVE_EXISTS: {
    status: 409,
    message: {
      en: 'This person already has an active plan. Close it before making a new one.',
      ar: 'لدى هذا الشخص خطة نشطة. أغلقها قبل إنشاء خطة جديدة.',
    },
  },
  /** A case worker's plan or appointment for a person whose classification does not allow it. */
  TAMKEEN_PERSON_NOT_ENROLLED: {
    status: 409,
    message: {
      en: 'This person is not enrolled in Tamkeen on a track that allows this.',
      ar: 'هذا الشخص غير مسجّل في تمكين على مسار يسمح بذلك.',
    },
  },
  /** A case worker's appointment at a time that has passed, or a plan (action) due on a day that has passed. */
  TAMKEEN_DATE_PAST: {
    status: 422,
    message: {
      en: 'Choose a day or time that has not passed.',
      ar: 'اختر يوماً أو وقتاً لم يمضِ بعد.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of tamkeen, the employment-support track (docs/decisions/067-tamkeen-design.md). */
export const tamkeenErrors = {
  /** Classified EXEMPT (outside 18–60, a full-time student) or NOT_ABLE: no tamkeen profile. */
  TAMKEEN_NOT_ENROLLED: {
    status: 409,
    message: {
      en: 'You are not enrolled in Tamkeen, so this service is not available to you.',
      ar: 'أنت غير مسجّل في برنامج تمكين، لذلك هذه الخدمة غير متاحة لك.',
    },
  },
  /** The able-to-work profile is for people classified ABLE_TO_WORK (TREATABLE people have the treatable profile). */
  TAMKEEN_PROFILE_NOT_AVAILABLE: {
    status: 409,
    message: {
      en: 'The able-to-work profile is for people on an employment track. Your Tamkeen page shows what is next for you.',
      ar: 'ملف القادر على العمل مخصص للمسجلين في مسار التوظيف. تعرض لك صفحة تمكين خطوتك التالية.',
    },
  },
  /** summary/save when a summary exists: edit it instead. */
  TAMKEEN_SUMMARY_EXISTS: {
    status: 409,
    message: {
      en: 'Your summary is already saved. Edit it instead.',
      ar: 'نبذتك محفوظة مسبقاً. يمكنك تعديلها بدلاً من ذلك.',
    },
  },
  /** summary/edit before any summary was saved. */
  TAMKEEN_SUMMARY_MISSING: {
    status: 404,
    message: {
      en: 'You have no summary yet. Write one first.',
      ar: 'لا توجد لديك نبذة بعد. اكتب نبذتك أولاً.',
    },
  },
  /** A case worker's verification of a profile that is not COMPLETED (INITIATED, or VERIFIED already). */
  TAMKEEN_PROFILE_NOT_COMPLETED: {
    status: 409,
    message: {
      en: 'Only a completed able-to-work profile can be verified.',
      ar: 'لا يمكن اعتماد ملف القادر على العمل إلا بعد اكتماله.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

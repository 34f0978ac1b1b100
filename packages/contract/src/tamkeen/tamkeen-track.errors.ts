import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of tamkeen's change-track requests (docs/decisions/073-tamkeen-change-track.md). */
export const tamkeenTrackErrors = {
  /** A second request while one is NEW or UNDER_REVIEW (the partial unique index's refusal too). */
  TAMKEEN_TRACK_REQUEST_OPEN: {
    status: 409,
    message: {
      en: 'You already have an open change-track request ({requestNumber}). You can file another once it is decided.',
      ar: 'لديك طلب تغيير مسار مفتوح ({requestNumber}). يمكنك تقديم طلب آخر بعد البت فيه.',
    },
  },
  /** The track asked for is the current one. */
  TAMKEEN_TRACK_SAME: {
    status: 422,
    message: {
      en: 'You are already on this track. Choose another track.',
      ar: 'أنت في هذا المسار حالياً. اختر مساراً آخر.',
    },
  },
  /** The person's classification does not allow the track asked for (or, for NOT_ABLE, any track). */
  TAMKEEN_TRACK_NOT_ALLOWED: {
    status: 422,
    message: {
      en: 'Your Tamkeen classification does not allow this track. Choose one of the tracks offered.',
      ar: 'تصنيفك في برنامج تمكين لا يسمح بهذا المسار. اختر أحد المسارات المتاحة.',
    },
  },
  /** edit of a request a case worker has taken (UNDER_REVIEW) or decided. */
  TAMKEEN_TRACK_REQUEST_NOT_EDITABLE: {
    status: 409,
    message: {
      en: 'This request can no longer be changed: a case worker has already taken it for review.',
      ar: 'لم يعد ممكناً تعديل هذا الطلب: فقد بدأ أخصائي الحالة دراسته.',
    },
  },
  /** A case worker's step the request's status does not allow. */
  TAMKEEN_TRACK_STEP_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'This is not possible for this request in its current status. Reload it to see where it stands.',
      ar: 'هذا غير ممكن لهذا الطلب في حالته الحالية. أعد تحميله لمعرفة ما وصل إليه.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

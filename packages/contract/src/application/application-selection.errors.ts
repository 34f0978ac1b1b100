import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of the selection of houses and dependents and of manual reapply (docs/decisions/048-application-selection.md). */
export const applicationSelectionErrors = {
  /** A selection changed outside a draft, or a closed application re-synced with the household. */
  APPLICATION_NOT_EDITABLE: {
    status: 409,
    message: {
      en: 'The houses and dependents of this application cannot be changed while it is {statusEn}.',
      ar: 'لا يمكن تعديل المساكن والتابعين في هذا الطلب وهو في حالة «{statusAr}».',
    },
  },
  /** Dependents chosen for a house the application does not count. */
  HOUSE_NOT_SELECTED: {
    status: 409,
    message: {
      en: 'Select the house first, then choose who lives in it.',
      ar: 'اختر المسكن أولاً، ثم اختر من يسكن فيه.',
    },
  },
  /** A dependent chosen for a house they do not live in. */
  DEPENDENT_NOT_IN_HOUSE: {
    status: 409,
    message: {
      en: '{nameEn} does not live in this house. Change where they live in your household first.',
      ar: '{nameAr} لا يسكن في هذا المسكن. عدّل مسكنه في بيانات الأسرة أولاً.',
    },
  },
  /** A dependent the application may not count (selection-rules.ts), named with the reason. */
  DEPENDENT_NOT_SELECTABLE: {
    status: 409,
    message: {
      en: '{nameEn} cannot be included in the application: {reasonEn}',
      ar: 'لا يمكن إدراج {nameAr} في الطلب: {reasonAr}',
    },
  },
  /** A second manual reapply of the same kind and subject in one cycle. */
  REAPPLY_ALREADY_REQUESTED: {
    status: 409,
    message: {
      en: 'You already asked for a new study of this in {period}. You can ask again from next month.',
      ar: 'سبق أن طلبت إعادة الدراسة لهذا في شهر {period}. يمكنك الطلب مجدداً ابتداءً من الشهر القادم.',
    },
  },
  /** A manual reapply for a house or dependent that has not the outcome it answers (or a closed application). */
  REAPPLY_NOT_APPLICABLE: {
    status: 409,
    message: {
      en: 'A new study can be asked only for a house or dependent the study found {outcomeEn}.',
      ar: 'لا تُطلب إعادة الدراسة إلا لمسكن أو تابع كانت نتيجة دراسته «{outcomeAr}».',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

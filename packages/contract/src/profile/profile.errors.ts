import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of the unified profile and the payment IBAN (DOMAIN.md "Unified profile"). */
export const profileErrors = {
  /**
   * A dependent's own profile tabs asked for while the adult dependent with an account has not confirmed the relation
   * (docs/decisions/035-closed-dependent-profile.md): their declared data stays theirs until they do. 409, not 403: a 403
   * would sign the applicant out (spec §8).
   */
  DEPENDENT_NOT_CONFIRMED: {
    status: 409,
    message: {
      en: 'This dependent has not confirmed the relation yet. Their details open here once they confirm it.',
      ar: 'لم يؤكّد هذا التابع صلة القرابة بعد. تُتاح بياناته هنا بعد أن يؤكّدها.',
    },
  },
  /** The same, after the dependent rejected the relation the applicant declared. */
  DEPENDENT_RELATION_REJECTED: {
    status: 409,
    message: {
      en: 'This dependent rejected the relation you declared, so their details are not shown. Change the relationship or remove them on the houses page.',
      ar: 'رفض هذا التابع صلة القرابة التي أعلنتها، لذا لا تُعرض بياناته. عدّل صلة القرابة أو احذفه من صفحة المساكن.',
    },
  },
  /** The declaration or completion asked for while tabs are still open; `{tabs}` names them. */
  PROFILE_INCOMPLETE: {
    status: 409,
    message: {
      en: 'Complete every tab of the profile first. Still open: {tabs}.',
      ar: 'أكمل جميع تبويبات الملف أولاً. ما زال غير مكتمل: {tabs}.',
    },
  },
  /** The profile completed before its declaration was accepted. */
  PROFILE_DECLARATION_REQUIRED: {
    status: 409,
    message: {
      en: 'Confirm the declaration that the information is correct before completing the profile.',
      ar: 'أكّد الإقرار بصحة البيانات قبل إكمال الملف.',
    },
  },
  /** A new payment IBAN that is already the verified one. */
  IBAN_ALREADY_VERIFIED: {
    status: 409,
    message: { en: 'This IBAN is already your verified IBAN.', ar: 'هذا الآيبان هو الآيبان الموثّق لديك بالفعل.' },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of houses and dependents (DOMAIN.md "Household"). */
export const householdErrors = {
  /** A house added beyond `household.maxHouses`. */
  HOUSE_LIMIT_REACHED: {
    status: 409,
    message: {
      en: 'You can register at most {maximum} houses. Delete one you no longer live in first.',
      ar: 'يمكنك تسجيل {maximum} مساكن كحد أقصى. احذف مسكناً لم تعد تسكنه أولاً.',
    },
  },
  /** A second live house at the same national address of one applicant. */
  HOUSE_DUPLICATE_ADDRESS: {
    status: 409,
    message: { en: 'You already registered a house at this address.', ar: 'سبق أن سجّلت مسكناً بهذا العنوان.' },
  },
  /** A house deleted while active dependents still live in it. */
  HOUSE_HAS_RESIDENTS: {
    status: 409,
    message: {
      en: 'Dependents live in this house. Move them to another house or remove them first.',
      ar: 'يسكن في هذا المسكن تابعون. انقلهم إلى مسكن آخر أو احذفهم أولاً.',
    },
  },
  /** A person declared twice as a dependent of the same household. */
  DEPENDENT_ALREADY_ADDED: {
    status: 409,
    message: { en: 'This person is already one of your dependents.', ar: 'هذا الشخص مضاف بالفعل ضمن تابعيك.' },
  },
  /** A dependent removed while counted in a support cycle that is still open. */
  DEPENDENT_IN_OPEN_CYCLE: {
    status: 409,
    message: {
      en: 'This dependent is counted in the support cycle of {period}, which is still open. You can remove them once it closes.',
      ar: 'هذا التابع محتسب في دورة الدعم لشهر {period} وهي ما زالت مفتوحة. يمكنك حذفه بعد إغلاقها.',
    },
  },
  /** A transfer of head of household to someone who is not an eligible adult dependent. */
  TRANSFER_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'The new head of household must be an adult dependent with an active account who has confirmed the relation.',
      ar: 'يجب أن يكون رب الأسرة الجديد تابعاً بالغاً لديه حساب نشط وقد أكّد صلة القرابة.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

import { z } from 'zod';
import type { LocalizedText } from '../common/languages.ts';

/**
 * The Ramadan reward (DOMAIN.md "Ramadan reward"; docs/decisions/047-dynamic-forms-and-ramadan.md): a fixed amount per
 * counted member of a household that was eligible for SSP before Ramadan, paid once a Hijri year.
 */

/** Why the caller is or is not eligible for the coming Ramadan reward. */
export const ramadanEligibilityReasons = ['SSP_ELIGIBLE', 'NO_SSP_APPLICATION', 'SSP_NOT_ELIGIBLE'] as const;
export const ramadanEligibilityReasonSchema = z.enum(ramadanEligibilityReasons);
export type RamadanEligibilityReason = z.infer<typeof ramadanEligibilityReasonSchema>;

/** The message of each reason; `{state}` is the name of the SSP application's state. */
export const ramadanEligibilityMessages = {
  SSP_ELIGIBLE: {
    en: 'Your household is eligible for the Ramadan reward of {year} AH.',
    ar: 'أسرتك مستحقة لمكافأة رمضان لعام {year} هـ.',
  },
  NO_SSP_APPLICATION: {
    en: 'The Ramadan reward is for households eligible for social security support. Apply to that program first.',
    ar: 'مكافأة رمضان مخصصة للأسر المستحقة لدعم الضمان الاجتماعي. قدّم على البرنامج أولاً.',
  },
  SSP_NOT_ELIGIBLE: {
    en: 'Your social security support application is {state}: only an eligible household receives the Ramadan reward.',
    ar: 'حالة طلبك في الضمان الاجتماعي: {state}. تُصرف مكافأة رمضان للأسر المستحقة فقط.',
  },
} as const satisfies Record<RamadanEligibilityReason, LocalizedText>;

export const ramadanEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: ramadanEligibilityReasonSchema,
  /** The reason in the caller's language. */
  message: z.string(),
  /** The Hijri year of the coming Ramadan, or of the current one during the month. */
  hijriYear: z.number().int(),
  /** The SSP application the answer is based on; null when there is none. */
  applicationId: z.string().nullable(),
});
export type RamadanEligibility = z.infer<typeof ramadanEligibilitySchema>;

export const ramadanRewardStatusValues = ['SCHEDULED', 'PAID', 'FAILED'] as const;
export const ramadanRewardStatusSchema = z.enum(ramadanRewardStatusValues);
export type RamadanRewardStatus = z.infer<typeof ramadanRewardStatusSchema>;

/** One Ramadan reward of the caller's household. */
export const ramadanPaymentSchema = z.object({
  id: z.string(),
  hijriYear: z.number().int(),
  /** Halalas. */
  amount: z.number().int(),
  status: ramadanRewardStatusSchema,
  /** ISO timestamp; null until paid. */
  paidAt: z.string().nullable(),
  /** The last four characters of the IBAN it was paid to. */
  ibanLast4: z.string().nullable(),
  membersCount: z.number().int(),
});
export type RamadanPayment = z.infer<typeof ramadanPaymentSchema>;

/** A reward id in the path; a malformed or someone else's one is a 404. */
export const ramadanRewardParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export type RamadanRewardParams = z.infer<typeof ramadanRewardParamsSchema>;

/** One member a reward counted, with their share. */
export const ramadanRewardMemberSchema = z.object({
  nameAr: z.string(),
  nameEn: z.string(),
  /** The `relationship` lookup code of a dependent; null for the head of household. */
  relationship: z.string().nullable(),
  /** Halalas. */
  amount: z.number().int(),
});
export type RamadanRewardMember = z.infer<typeof ramadanRewardMemberSchema>;

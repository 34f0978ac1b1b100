import { z } from 'zod';
import { eligibilityOutcomeSchema } from '../eligibility/eligibility-trace.schemas.ts';

/** States of an SSP application (DOMAIN.md "Programs and applications"; docs/decisions/045-applications.md). */
export const applicationStatusValues = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_STUDY',
  'ELIGIBLE',
  'INELIGIBLE',
  'CANCELED',
  'WITHDRAWN',
  'SUSPENDED',
] as const;
export const applicationStatusSchema = z.enum(applicationStatusValues);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** States that end an application: another one may then be started (after the ban, for WITHDRAWN). */
export const closedApplicationStatuses = ['CANCELED', 'WITHDRAWN'] as const satisfies readonly ApplicationStatus[];

/** What the applicant can do with an application in its state (the screen shows only these actions). */
export const applicationActionValues = [
  'EDIT_DRAFT',
  'SUBMIT',
  'CANCEL_SUBMIT',
  'WITHDRAW',
  'RESUME_PAYMENT',
  'EDIT_DOCUMENTS',
  'MANUAL_REAPPLY',
] as const;
export const applicationActionSchema = z.enum(applicationActionValues);
export type ApplicationAction = z.infer<typeof applicationActionSchema>;

/** The four manual-reapply variants of spec §4 (docs/decisions/048-application-selection.md). */
export const reapplyKindValues = ['APPLICATION', 'INELIGIBLE_HOUSE', 'INELIGIBLE_DEPENDENT', 'DECLINED_HOUSE'] as const;
export const reapplyKindSchema = z.enum(reapplyKindValues);
export type ReapplyKind = z.infer<typeof reapplyKindSchema>;

/** An application id in the path (`{id}`); a malformed one is a 404 like an unknown one. */
export const applicationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export type ApplicationIdParams = z.infer<typeof applicationIdParamsSchema>;

/** An application named in a body. */
export const applicationRefSchema = z.object({ applicationId: z.string().min(1).max(64) });
export type ApplicationRef = z.infer<typeof applicationRefSchema>;

/** One application as lists and the home screen show it. */
export const applicationSummarySchema = z.object({
  id: z.string(),
  /** The number people quote (SSP-2026-0000042). */
  number: z.string(),
  programId: z.number().int(),
  programCode: z.string(),
  programNameAr: z.string(),
  programNameEn: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** When the state last changed. */
  statusChangedAt: z.string(),
  housesCount: z.number().int(),
  dependentsCount: z.number().int(),
  documentsCount: z.number().int(),
  /** A case worker asked for documents and the applicant has not answered yet. */
  hasPendingDocuments: z.boolean(),
  /**
   * The actions its state allows the caller (a stand-in never gets WITHDRAW; a white-listed applicant, who only reads,
   * gets none). MANUAL_REAPPLY is offered exactly when `reapplyKinds` is not empty.
   */
  allowedActions: z.array(applicationActionSchema),
  /**
   * The manual-reapply variants the applicant may ask for now, in `reapplyKindValues` order: APPLICATION while it is
   * INELIGIBLE; INELIGIBLE_HOUSE / DECLINED_HOUSE / INELIGIBLE_DEPENDENT while a selected house (or dependent) has that
   * outcome on an application not closed; each only while some subject of it was not already asked for this cycle.
   * Always sent by the server (optional in the type only so that clients built before it still compile).
   */
  reapplyKinds: z.array(reapplyKindSchema).optional(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** One step of an application's timeline. */
export const applicationEventSchema = z.object({
  type: z.string(),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema.nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** The states' names, for messages that name a state (the `applicationStatus` lookup holds the same names for screens). */
export const applicationStatusNames = {
  DRAFT: { ar: 'مسودة', en: 'draft' },
  SUBMITTED: { ar: 'مُقدَّم', en: 'submitted' },
  UNDER_STUDY: { ar: 'قيد الدراسة', en: 'under study' },
  ELIGIBLE: { ar: 'مستحق', en: 'eligible' },
  INELIGIBLE: { ar: 'غير مستحق', en: 'not eligible' },
  CANCELED: { ar: 'ملغى', en: 'canceled' },
  WITHDRAWN: { ar: 'مسحوب', en: 'withdrawn' },
  SUSPENDED: { ar: 'موقوف', en: 'suspended' },
} as const satisfies Record<ApplicationStatus, { ar: string; en: string }>;

/** A program id in the path of validate-application (`{id}` = 3001); anything not a known program is a 404. */
export const programIdParamsSchema = z.object({ id: z.string().min(1).max(20) });
export type ProgramIdParams = z.infer<typeof programIdParamsSchema>;

/** A month of the cycles, `YYYY-MM`. */
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid_format' });

/** `{a}` an application id of the caller, `{b}` a month (load-application-sts, load-home-application-cycle-summary). */
export const applicationPeriodParamsSchema = z.object({ a: z.string().min(1).max(64), b: periodSchema });
export type ApplicationPeriodParams = z.infer<typeof applicationPeriodParamsSchema>;

/** What may stop an applicant from applying (DOMAIN.md "validate-application lists what blocks applying"). */
export const applicationBlockerCodeValues = [
  'MOBILE_NOT_VERIFIED',
  'PROFILE_INCOMPLETE',
  'IBAN_NOT_VERIFIED',
  'NO_HOUSE',
  'UNDER_BAN',
  'OPEN_APPLICATION',
  'PROGRAM_NOT_APPLICABLE',
] as const;
export const applicationBlockerCodeSchema = z.enum(applicationBlockerCodeValues);
export type ApplicationBlockerCode = z.infer<typeof applicationBlockerCodeSchema>;

/**
 * Each blocker's message (with `{name}` placeholders filled from its values) and the web path that fixes it (the
 * routes of apps/web/src/app/paths.ts; null when waiting is the only fix). The server answers in the caller's
 * language from this map and the web shows the same words.
 */
export const applicationBlockerMessages = {
  MOBILE_NOT_VERIFIED: {
    en: 'Verify your mobile number first.',
    ar: 'يجب توثيق رقم الجوال أولاً.',
    fixPath: '/change-mobile',
  },
  PROFILE_INCOMPLETE: {
    en: 'Complete your unified profile first.',
    ar: 'يجب استكمال الملف الموحد أولاً.',
    fixPath: '/unified-profile?tab=summary',
  },
  IBAN_NOT_VERIFIED: {
    en: 'Add a bank account (IBAN) and wait for the bank to verify it.',
    ar: 'أضف رقم الآيبان وانتظر تحقق البنك منه.',
    fixPath: '/unified-profile?tab=personal',
  },
  NO_HOUSE: {
    en: 'Add the house your household lives in: an application counts the people of its houses.',
    ar: 'أضف المسكن الذي تقيم فيه أسرتك: يُحتسب في الطلب أفراد مساكنه.',
    fixPath: '/houses',
  },
  UNDER_BAN: {
    en: 'An application of your household was withdrawn: you may apply again from {banEndsOn}.',
    ar: 'سُحب طلب سابق لأسرتك: يمكنك التقديم مجدداً ابتداءً من {banEndsOn}.',
    fixPath: null,
  },
  OPEN_APPLICATION: {
    en: 'You already have an open application ({applicationNumber}).',
    ar: 'لديك طلب قائم برقم {applicationNumber}.',
    fixPath: '/applications',
  },
  PROGRAM_NOT_APPLICABLE: {
    en: 'This program is not applied for: it follows your social security eligibility.',
    ar: 'لا يُقدَّم على هذا البرنامج: الاستحقاق فيه يتبع استحقاق الضمان الاجتماعي.',
    fixPath: null,
  },
} as const satisfies Record<ApplicationBlockerCode, { en: string; ar: string; fixPath: string | null }>;

/** One reason the applicant cannot apply, in the caller's language. */
export const applicationBlockerSchema = z.object({
  code: applicationBlockerCodeSchema,
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The web route where the applicant fixes it, or null. */
  fixPath: z.string().nullable(),
});
export type ApplicationBlocker = z.infer<typeof applicationBlockerSchema>;

/** validate-application: every blocker at once. */
export const validateApplicationResultSchema = z.object({
  canApply: z.boolean(),
  /** The caller's open application to the program (the screen links to it). */
  openApplicationId: z.string().nullable(),
  reasons: z.array(applicationBlockerSchema),
});
export type ValidateApplicationResult = z.infer<typeof validateApplicationResultSchema>;

/** A case worker's open request for documents. */
export const documentRequestSchema = z.object({
  id: z.string(),
  documentTypes: z.array(z.string()),
  note: z.string().nullable(),
  requestedAt: z.string(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** load-ssp-application-details: the summary, the form answers, why it stands where it is, and its timeline. */
export const applicationDetailsSchema = z.object({
  summary: applicationSummarySchema,
  formAnswers: z.record(z.string(), z.string()),
  /** The applicant's withdrawal reason, or a suspension's reason code. */
  statusReason: z.string().nullable(),
  banEndsAt: z.string().nullable(),
  /** How long withdrawing would bar a new application today (`application.withdrawBanDays`): the confirmation says it. */
  withdrawBanDays: z.number().int(),
  pendingDocumentRequest: documentRequestSchema.nullable(),
  /** Oldest first. */
  events: z.array(applicationEventSchema),
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

/** save-ssp-application-details: a new draft (applicationId null) or new answers of a draft. */
export const saveApplicationDetailsSchema = z.object({
  applicationId: z.string().min(1).max(64).nullable(),
  formAnswers: z.record(z.string().max(60), z.string().max(2000)),
});
export type SaveApplicationDetails = z.infer<typeof saveApplicationDetailsSchema>;

/** The `Idempotency-Key` header of submit: a retry with the same key answers the first result. */
export const idempotencyKeySchema = z.string().min(1).max(100);

/** What the submit service takes: the body, and the header's key (null without one). */
export const submitApplicationInputSchema = applicationRefSchema.extend({ idempotencyKey: idempotencyKeySchema.nullable() });
export type SubmitApplicationInput = z.infer<typeof submitApplicationInputSchema>;

/** withdraw: the applicant's own words on why. */
export const withdrawApplicationSchema = applicationRefSchema.extend({ reason: z.string().trim().min(1).max(500) });
export type WithdrawApplication = z.infer<typeof withdrawApplicationSchema>;

/** resume-payment: the applicant confirms their data is up to date. */
export const resumePaymentSchema = applicationRefSchema.extend({ confirmed: z.literal(true) });
export type ResumePayment = z.infer<typeof resumePaymentSchema>;

/** load-user-iban: where the application's money goes. */
export const applicationIbanSchema = z.object({
  /** Masked (country, check digits and the last four visible); null when there is none. */
  iban: z.string().nullable(),
  bankCode: z.string().nullable(),
  status: z.enum(['VERIFIED', 'PENDING', 'NONE']),
});
export type ApplicationIban = z.infer<typeof applicationIbanSchema>;

/** load-application-sts: the state an application was in at the end of a month (null: it did not exist yet). */
export const applicationStatusAtSchema = z.object({
  applicationId: z.string(),
  period: z.string(),
  status: applicationStatusSchema.nullable(),
});
export type ApplicationStatusAt = z.infer<typeof applicationStatusAtSchema>;

/** is-application-has-pending-document: the open document request of the caller's open SSP application. */
export const pendingDocumentSchema = z.object({
  hasPendingDocument: z.boolean(),
  applicationId: z.string().nullable(),
  documentTypes: z.array(z.string()),
  note: z.string().nullable(),
  requestedAt: z.string().nullable(),
});
export type PendingDocument = z.infer<typeof pendingDocumentSchema>;

/** remaining-ban-period: the ban that follows a withdrawal. */
export const banPeriodSchema = z.object({
  banned: z.boolean(),
  banEndsAt: z.string().nullable(),
  /** Whole days left, counting a started day (0 when not banned). */
  remainingDays: z.number().int(),
});
export type BanPeriod = z.infer<typeof banPeriodSchema>;

/** A reason code with its name in the caller's language (lookup `ineligibilityReason`). */
const cycleReasonSchema = z.object({ code: z.string(), message: z.string() });
const cyclePaymentStatusSchema = z.enum(['SCHEDULED', 'PAID', 'FAILED']);

/**
 * The published result of an application in one month, its houses together (docs/decisions/058-eligibility-and-payment-reads.md):
 * what /home shows. Amounts are integer halalas.
 */
export const applicationCycleResultSchema = z.object({
  /** ELIGIBLE when any house is. */
  outcome: eligibilityOutcomeSchema,
  /** The houses' reasons, each once (BELOW_MINIMUM on an eligible house paid nothing). */
  reasons: z.array(cycleReasonSchema),
  entitlement: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  /** Each deduction taken, with its message in the caller's language. */
  deductionItems: z.array(z.object({ reasonCode: z.string(), amount: z.number().int(), message: z.string() })),
  /** The month's payments together; null when nothing is paid. FAILED when any failed, PAID when all are. */
  payment: z
    .object({
      status: cyclePaymentStatusSchema,
      /** The payment day. */
      scheduledFor: z.string(),
      /** When the last one was paid. */
      paidAt: z.string().nullable(),
      codes: z.array(z.string()),
    })
    .nullable(),
  /** Each house (the why: load/last-eligibility/{applicationId}/{houseId}?cycle_ID=period). */
  houses: z.array(
    z.object({
      houseId: z.string(),
      resultId: z.string(),
      outcome: eligibilityOutcomeSchema,
      reasons: z.array(cycleReasonSchema),
      net: z.number().int(),
      paymentStatus: cyclePaymentStatusSchema.nullable(),
    }),
  ),
});
export type ApplicationCycleResult = z.infer<typeof applicationCycleResultSchema>;

/** load-home-application-cycle-summary: an application in one month, with the published result of that month. */
export const applicationCycleSummarySchema = z.object({
  applicationId: z.string(),
  period: z.string(),
  status: applicationStatusSchema.nullable(),
  housesCount: z.number().int(),
  /** The head and the selected dependents. */
  membersCount: z.number().int(),
  cycle: z.object({ status: z.enum(['OPEN', 'PUBLISHED', 'PAID']) }).nullable(),
  /** Null until the month's cycle is published (an OPEN cycle's results are never shown), or when it did not evaluate it. */
  result: applicationCycleResultSchema.nullable(),
});
export type ApplicationCycleSummary = z.infer<typeof applicationCycleSummarySchema>;

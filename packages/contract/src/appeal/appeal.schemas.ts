import { z } from 'zod';
import { serviceClockSchema, type ServiceClock } from '../common/service-clock.ts';
import { periodSchema } from '../application/application.schemas.ts';
import { appealStatus, paymentCodeAppealReasons, type AppealStatusCode } from '../codes.ts';
import { entityIdSchema, lookupCodeSchema } from '../common/fields.ts';
import { pageOf, pageRequestFields } from '../common/pagination.ts';

/**
 * Appeals (spec §1, §3, §4, §5; DOMAIN.md "Appeals"; docs/decisions/060-appeals.md): a beneficiary objects to an
 * ineligible month, house or dependent of a published cycle, or to a payment. Amounts are integer halalas; moments ISO
 * in UTC; days `YYYY-MM-DD` (Riyadh).
 */

/** What an appeal is about: an application's month (every ineligible house), one house, one left-out dependent, a payment. */
export const appealSubjectTypes = ['CYCLE', 'HOUSE', 'DEPENDENT', 'PAYMENT'] as const;
export const appealSubjectTypeSchema = z.enum(appealSubjectTypes);
export type AppealSubjectType = z.infer<typeof appealSubjectTypeSchema>;

const statusCodes = Object.values(appealStatus) as [AppealStatusCode, ...AppealStatusCode[]];
/** A status code of spec §4 (6007 NEW … 6016 CANCELED). */
export const appealStatusSchema = z.union(
  statusCodes.map((code) => z.literal(code)) as [z.ZodLiteral<AppealStatusCode>, ...z.ZodLiteral<AppealStatusCode>[]],
);

/** `appealMap` of spec §3: the attachments (uploaded through /api/attachment/upload) the appeal carries. */
export const appealMapSchema = z.object({
  attachmentIds: z.array(entityIdSchema).max(10, { message: 'too_big_array' }),
});
export type AppealMap = z.infer<typeof appealMapSchema>;

/** The appeal's own words, 10 to 1,000 characters. */
export const appealDescriptionSchema = z.string().trim().min(10).max(1000);

/**
 * raise-appeal: the subject named by its type and ids (each type needs its own: a month needs `applicationId` and
 * `period`, a house also `houseId`, a dependent also `dependentId`, a payment `paymentId`), the reason appealed against
 * (one of the result's reason codes, or MSG08.7 / MSG08.8 for a payment, spec §5), the words and the documents.
 */
export const raiseAppealSchema = z
  .object({
    subjectType: appealSubjectTypeSchema,
    applicationId: entityIdSchema,
    period: periodSchema.nullish(),
    houseId: entityIdSchema.nullish(),
    dependentId: entityIdSchema.nullish(),
    paymentId: entityIdSchema.nullish(),
    reasonCode: lookupCodeSchema,
    description: appealDescriptionSchema,
    appealMap: appealMapSchema,
  })
  .superRefine((value, context) => {
    const need = (field: 'period' | 'houseId' | 'dependentId' | 'paymentId') => {
      if (!value[field]) context.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (value.subjectType !== 'PAYMENT') need('period');
    if (value.subjectType === 'HOUSE' || value.subjectType === 'DEPENDENT') need('houseId');
    if (value.subjectType === 'DEPENDENT') need('dependentId');
    if (value.subjectType === 'PAYMENT') need('paymentId');
  });
export type RaiseAppealInput = z.infer<typeof raiseAppealSchema>;

/** updateNeededDocuments (spec §3 "Appeal reply payload"): the documents a case worker asked for. */
export const appealReplySchema = z.object({
  appealMap: appealMapSchema.extend({ attachmentIds: appealMapSchema.shape.attachmentIds.min(1, { message: 'too_small_array' }) }),
  appealNbr: z.string().trim().min(1).max(30),
});
export type AppealReply = z.infer<typeof appealReplySchema>;

/** `{id}` of appeal-details, cancel-appeal: an appeal of the caller's. */
export const appealIdParamsSchema = z.object({ id: entityIdSchema });
export type AppealIdParams = z.infer<typeof appealIdParamsSchema>;

/** `{id}` of load-appeals and load-lite-appeals: an application of the caller's. */
export const appealApplicationParamsSchema = z.object({ id: entityIdSchema });
export type AppealApplicationParams = z.infer<typeof appealApplicationParamsSchema>;

/** `{code}` of get-required-docs-for-ineligibility-code: a reason code, or MSG08.7 / MSG08.8. */
export const ineligibilityCodeParamsSchema = z.object({ code: lookupCodeSchema });
export type IneligibilityCodeParams = z.infer<typeof ineligibilityCodeParamsSchema>;

/** load-appeals-by-filter: each given field narrows; newest first, a page at a time. */
export const appealFilterSchema = z.object({
  applicationId: entityIdSchema.nullish(),
  status: z.array(appealStatusSchema).max(7).nullish(),
  subjectType: appealSubjectTypeSchema.nullish(),
  period: periodSchema.nullish(),
  ...pageRequestFields,
});
export type AppealFilter = z.infer<typeof appealFilterSchema>;

/** A document type an appeal needs, in the caller's language. */
export const requiredDocumentSchema = z.object({ documentType: z.string(), name: z.string() });
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

/** `neededDocumentsList` of spec §3: each needed type and whether a file of it is attached. */
export const neededDocumentSchema = requiredDocumentSchema.extend({ provided: z.boolean() });
export type NeededDocument = z.infer<typeof neededDocumentSchema>;

/** `files` of spec §3: an attached document. */
export const appealFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  documentType: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  addedAt: z.string(),
});
export type AppealFile = z.infer<typeof appealFileSchema>;

/** An appeal's service-level clock (decision 060): per subject type; documents awaited stop it. */
export const appealClockSchema = serviceClockSchema;
export type AppealClock = ServiceClock;

/** One step of an appeal's history: every transition, who made it and why. */
export const appealHistoryItemSchema = z.object({
  from: appealStatusSchema.nullable(),
  to: appealStatusSchema,
  by: z.enum(['APPLICANT', 'CASE_WORKER', 'SYSTEM']),
  comment: z.string().nullable(),
  at: z.string(),
});
export type AppealHistoryItem = z.infer<typeof appealHistoryItemSchema>;

/** What an appeal is about, as the lists show it. */
export const appealSubjectSchema = z.object({
  type: appealSubjectTypeSchema,
  applicationId: z.string(),
  period: z.string().nullable(),
  houseId: z.string().nullable(),
  dependentId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentCode: z.string().nullable(),
});
export type AppealSubject = z.infer<typeof appealSubjectSchema>;

/** An appeal in a list. */
export const appealSummarySchema = z.object({
  id: z.string(),
  appealNbr: z.string(),
  status: appealStatusSchema,
  subject: appealSubjectSchema,
  reason: z.object({ code: z.string(), message: z.string() }),
  clock: appealClockSchema,
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

/** The additional payment an approved appeal made. */
export const appealPaymentSchema = z.object({ code: z.string(), amount: z.number().int(), status: z.string() });

/** An appeal with its documents, its decision and its history (spec §3 "Appeal"). */
export const appealDetailsSchema = appealSummarySchema.extend({
  description: z.string(),
  neededDocumentsList: z.array(neededDocumentSchema),
  files: z.array(appealFileSchema),
  /** The case worker's words with the decision, or with a request for documents. */
  decisionComment: z.string().nullable(),
  /** Paid back for the month after approval; null when nothing was owed. */
  additionalPayment: appealPaymentSchema.nullable(),
  history: z.array(appealHistoryItemSchema),
});
export type AppealDetails = z.infer<typeof appealDetailsSchema>;

export const appealPageSchema = pageOf(appealSummarySchema);

/** load-lite-appeals: what marks a month, house, dependent or payment as appealed. */
export const appealLiteSchema = z.object({
  id: z.string(),
  appealNbr: z.string(),
  status: appealStatusSchema,
  subject: appealSubjectSchema,
  reasonCode: z.string(),
  /** spec §5: a payment appeal on this payment for reason MSG08.7 or MSG08.8. */
  paymentCodeAppeal: z.boolean(),
});
export type AppealLite = z.infer<typeof appealLiteSchema>;

/** The reasons a payment is appealed for (spec §5, §9). */
export const paymentAppealReasonSchema = z.enum(paymentCodeAppealReasons);

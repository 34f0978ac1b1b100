import { z } from 'zod';
import { entityIdSchema, ninSchema } from '../common/fields.ts';
import { pageOf, pageRequestFields } from '../common/pagination.ts';
import { memberCategorySchema } from '../eligibility/eligibility-trace.schemas.ts';
import {
  applicantNameSchema,
  cycleIdSchema,
  houseBriefSchema,
  programIdFieldSchema,
  visibleCycleStatusSchema,
} from '../eligibility/eligibility.schemas.ts';

/**
 * Payments (DOMAIN.md "Payments"; docs/decisions/058-eligibility-and-payment-reads.md): what each published cycle paid
 * per application and house, what it deducted and why, what was paid besides and what was paid back. Amounts are
 * integer halalas; messages are in the caller's language.
 */

/**
 * The payment request of spec §3 (`programId`, `applicantNin`, `applicationId`, `applicantId`, `dependentNin`,
 * `cycleId`), each optional: a given one narrows the answer. `applicantNin` / `applicantId` name the head of household
 * (an applicant may name only themselves); `cycleId` is the month `YYYY-MM`. An id or NIN of another household is a
 * 404.
 */
export const paymentRequestSchema = z.strictObject({
  programId: programIdFieldSchema.nullish(),
  applicantNin: ninSchema.nullish(),
  applicationId: entityIdSchema.nullish(),
  /** The head of household's account id. */
  applicantId: entityIdSchema.nullish(),
  dependentNin: ninSchema.nullish(),
  cycleId: cycleIdSchema.nullish(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** payment-history: the payment request and the page (a documented addition: `page` from 0, `pageSize`). */
export const paymentHistoryRequestSchema = paymentRequestSchema.extend(pageRequestFields);
export type PaymentHistoryRequest = z.infer<typeof paymentHistoryRequestSchema>;

/** The dependent payment views: whose share is required (a dependent names themselves, an applicant a dependent). */
export const dependentPaymentRequestSchema = paymentRequestSchema.extend({ dependentNin: ninSchema });
export type DependentPaymentRequest = z.infer<typeof dependentPaymentRequestSchema>;

export const dependentPaymentHistoryRequestSchema = dependentPaymentRequestSchema.extend(pageRequestFields);
export type DependentPaymentHistoryRequest = z.infer<typeof dependentPaymentHistoryRequestSchema>;

/** `{id}`: an application of the caller (additional-payment-history, payment-refund-history). */
export const paymentApplicationParamsSchema = z.object({ id: entityIdSchema });
export type PaymentApplicationParams = z.infer<typeof paymentApplicationParamsSchema>;

export const paymentStatusValues = ['SCHEDULED', 'PAID', 'FAILED'] as const;
export const paymentStatusSchema = z.enum(paymentStatusValues);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** What a payment took back of an over-payment, with the message the beneficiary reads. */
export const paymentDeductionSchema = z.object({
  id: z.string(),
  recoveryId: z.string(),
  /** Why the over-payment is recovered (a code). */
  reasonCode: z.string(),
  amount: z.number().int(),
  /** In the caller's language. */
  message: z.string(),
});
export type PaymentDeduction = z.infer<typeof paymentDeductionSchema>;

/** One payment of one house of one application for one published cycle. */
export const paymentRecordSchema = z.object({
  id: z.string(),
  /** The code the bank statement, complaints and appeals name (P-YYYYMM-0000001). */
  code: z.string(),
  period: z.string(),
  programId: z.number().int(),
  cycleStatus: visibleCycleStatusSchema,
  applicationId: z.string(),
  applicationNumber: z.string(),
  house: houseBriefSchema,
  entitlement: z.number().int(),
  /** The deductions together. */
  deductions: z.number().int(),
  net: z.number().int(),
  status: paymentStatusSchema,
  /** The payment day. */
  scheduledFor: z.string(),
  paidAt: z.string().nullable(),
  /** Why it failed (a code, e.g. the bank refused the IBAN); null unless FAILED. */
  failureReason: z.string().nullable(),
  /** Masked: country, check digits and the last four. */
  iban: z.string(),
  bankCode: z.string().nullable(),
  deductionItems: z.array(paymentDeductionSchema),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** One published month of the caller's payments together (the chart of the last twelve months). */
export const paymentMonthSchema = z.object({
  period: z.string(),
  entitlement: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  /** PAID when every payment of the month is, FAILED when any failed, else SCHEDULED. */
  status: paymentStatusSchema,
});
export type PaymentMonth = z.infer<typeof paymentMonthSchema>;

/** payment-summary: the latest published month's payments, the totals and the last twelve months. */
export const paymentSummarySchema = z.object({
  /** The latest published month with a payment of the caller's; null when none. */
  latestPeriod: z.string().nullable(),
  /** Its payments, one a house. */
  latest: z.array(paymentRecordSchema),
  totals: z.object({
    /** Payments PAID and what they paid (net), entitled and deducted. */
    paidCount: z.number().int(),
    paidNet: z.number().int(),
    paidEntitlement: z.number().int(),
    paidDeductions: z.number().int(),
    /** Additional payments PAID. */
    additionalPaid: z.number().int(),
    /** Paid back by the beneficiary. */
    refunded: z.number().int(),
    /** Over-payments still to recover. */
    toRecover: z.number().int(),
  }),
  /** The last twelve published months with a payment, oldest first. */
  months: z.array(paymentMonthSchema),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentHistorySchema = pageOf(paymentRecordSchema);
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** A deduction taken, with the payment it was taken from. */
export const deductionMessageSchema = paymentDeductionSchema.extend({
  paymentId: z.string(),
  paymentCode: z.string(),
  period: z.string(),
  applicationId: z.string(),
});
export type DeductionMessage = z.infer<typeof deductionMessageSchema>;

/** An over-payment being recovered: how much, how much is back, and what it says. */
export const recoverySchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  reasonCode: z.string(),
  message: z.string(),
  amount: z.number().int(),
  recovered: z.number().int(),
  remaining: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Recovery = z.infer<typeof recoverySchema>;

/** deduction-messages: every deduction taken (newest first) and the over-payments they recover. */
export const deductionMessagesSchema = z.object({
  deductions: z.array(deductionMessageSchema),
  recoveries: z.array(recoverySchema),
});
export type DeductionMessages = z.infer<typeof deductionMessagesSchema>;

/** A payment outside the monthly run (an approved appeal paid for a past month). */
export const additionalPaymentSchema = z.object({
  id: z.string(),
  code: z.string(),
  applicationId: z.string(),
  /** The month it makes up for. */
  period: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  sourceType: z.enum(['APPEAL', 'ADJUSTMENT']),
  status: paymentStatusSchema,
  iban: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdditionalPayment = z.infer<typeof additionalPaymentSchema>;

/** Money the beneficiary paid back. */
export const paymentRefundSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** The over-payment it settles, when it names one. */
  recoveryId: z.string().nullable(),
  amount: z.number().int(),
  /** The bank's reference of the transfer. */
  reference: z.string(),
  reason: z.string(),
  refundedAt: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

/** A person's share of one payment of their household (the dependent payment views). */
export const dependentPaymentShareSchema = z.object({
  paymentId: z.string(),
  paymentCode: z.string(),
  period: z.string(),
  programId: z.number().int(),
  applicationId: z.string(),
  applicationNumber: z.string(),
  applicant: applicantNameSchema,
  house: houseBriefSchema,
  category: memberCategorySchema,
  /** Their share of the payment's net (DOMAIN.md: their part of the standard scaled by net ÷ standard). */
  share: z.number().int(),
  status: paymentStatusSchema,
  scheduledFor: z.string(),
  paidAt: z.string().nullable(),
});
export type DependentPaymentShare = z.infer<typeof dependentPaymentShareSchema>;

/** One month of a person's shares together. */
export const dependentPaymentMonthSchema = z.object({ period: z.string(), share: z.number().int(), status: paymentStatusSchema });
export type DependentPaymentMonth = z.infer<typeof dependentPaymentMonthSchema>;

/** dependent-payment-summary: the person's latest share, their totals and the last twelve months. */
export const dependentPaymentSummarySchema = z.object({
  latest: dependentPaymentShareSchema.nullable(),
  totals: z.object({ paidCount: z.number().int(), paidShares: z.number().int() }),
  /** Oldest first. */
  months: z.array(dependentPaymentMonthSchema),
});
export type DependentPaymentSummary = z.infer<typeof dependentPaymentSummarySchema>;

export const dependentPaymentHistorySchema = pageOf(dependentPaymentShareSchema);
export type DependentPaymentHistory = z.infer<typeof dependentPaymentHistorySchema>;

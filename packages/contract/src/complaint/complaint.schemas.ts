import { z } from 'zod';
import { entityIdSchema, lookupCodeSchema } from '../common/fields.ts';
import { maxPageSize, pageOf } from '../common/pagination.ts';
import { serviceClockSchema } from '../common/service-clock.ts';

/**
 * Payment complaints (spec §1, §3 "Payment complaint update", §8; DOMAIN.md "Payment complaint";
 * docs/decisions/062-payment-complaints.md): a head of household complains about one of their payments. Amounts are
 * integer halalas; moments ISO in UTC; days `YYYY-MM-DD` (Riyadh).
 */

/** A complaint's status: the spec gives no codes, so these names are the contract's (decision 062). */
export const complaintStatuses = ['NEW', 'UNDER_PROCESSING', 'NEED_INFO', 'RESOLVED', 'REJECTED'] as const;
export const complaintStatusSchema = z.enum(complaintStatuses);
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

/** The statuses in which a complaint is still open (one open complaint per payment). */
export const openComplaintStatuses: readonly ComplaintStatus[] = ['NEW', 'UNDER_PROCESSING', 'NEED_INFO'];

/** `paymentComplainMap` of spec §3: the attachments (uploaded through /api/attachment/upload) the complaint carries. */
export const paymentComplainMapSchema = z.object({
  attachmentIds: z.array(entityIdSchema).max(10, { message: 'too_big_array' }),
});
export type PaymentComplainMap = z.infer<typeof paymentComplainMapSchema>;

/** The complaint's own words, or the answer to a request for information: 10 to 1,000 characters. */
export const complaintTextSchema = z.string().trim().min(10).max(1000);

/** create: a payment of the caller's, a category of the complaint-category lookup, the words and the attachments. */
export const createComplaintSchema = z.object({
  paymentId: entityIdSchema,
  category: lookupCodeSchema,
  description: complaintTextSchema,
  paymentComplainMap: paymentComplainMapSchema,
});
export type CreateComplaintInput = z.infer<typeof createComplaintSchema>;

/** updatePaymentComplainRequest (spec §3): the answer to a case worker's request for information, with attachments. */
export const complaintReplySchema = z.object({
  paymentComplainNbr: z.string().trim().min(1).max(30),
  reply: complaintTextSchema,
  paymentComplainMap: paymentComplainMapSchema,
});
export type ComplaintReply = z.infer<typeof complaintReplySchema>;

/** `{a}/{b}` of complaints-list: the page (from 0) and its size. */
export const complaintsListParamsSchema = z.object({
  a: z.coerce.number().int().min(0).max(100_000),
  b: z.coerce.number().int().min(1).max(maxPageSize),
});
export type ComplaintsListParams = z.infer<typeof complaintsListParamsSchema>;

/** `{id}` of complaint-details: a complaint of the caller's. */
export const complaintIdParamsSchema = z.object({ id: entityIdSchema });
export type ComplaintIdParams = z.infer<typeof complaintIdParamsSchema>;

/** The payment complained about, as the lists name it. */
export const complaintPaymentSchema = z.object({
  id: z.string(),
  code: z.string(),
  period: z.string(),
  amount: z.number().int(),
});

/** One step of a complaint's history: every transition, who made it and the words with it. */
export const complaintHistoryItemSchema = z.object({
  from: complaintStatusSchema.nullable(),
  to: complaintStatusSchema,
  by: z.enum(['APPLICANT', 'CASE_WORKER', 'SYSTEM']),
  comment: z.string().nullable(),
  at: z.string(),
});
export type ComplaintHistoryItem = z.infer<typeof complaintHistoryItemSchema>;

/** A complaint in the list. */
export const complaintSummarySchema = z.object({
  id: z.string(),
  paymentComplainNbr: z.string(),
  status: complaintStatusSchema,
  category: z.object({ code: z.string(), name: z.string() }),
  payment: complaintPaymentSchema,
  clock: serviceClockSchema,
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

/** An attached file. */
export const complaintFileSchema = z.object({ id: z.string(), fileName: z.string(), addedAt: z.string() });

/** A complaint with its words, files, the open request for information, the answer and the history. */
export const complaintDetailsSchema = complaintSummarySchema.extend({
  description: z.string(),
  files: z.array(complaintFileSchema),
  /** The case worker's question while NEED_INFO, else null. */
  infoRequest: z.string().nullable(),
  /** The case worker's answer (RESOLVED) or reason (REJECTED), else null. */
  resolution: z.string().nullable(),
  history: z.array(complaintHistoryItemSchema),
});
export type ComplaintDetails = z.infer<typeof complaintDetailsSchema>;

export const complaintPageSchema = pageOf(complaintSummarySchema);

import { z } from 'zod';
import { entityIdSchema } from '../common/fields.ts';
import { pageOf, pageRequestFields } from '../common/pagination.ts';
import { serviceClockSchema } from '../common/service-clock.ts';
import { tamkeenTrackValues } from './tamkeen-profile.schemas.ts';

/**
 * Change-track requests (DOMAIN.md "Tamkeen"; decisions 067, 073): the person asks to move to another track their
 * classification allows, saying why; a case worker takes the request and approves it (the track changes) or rejects
 * it with a reason. One request is open (NEW or UNDER_REVIEW) at a time. Moments are ISO in UTC.
 */
export const tamkeenTrackRequestStatuses = ['NEW', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export const tamkeenTrackRequestStatusSchema = z.enum(tamkeenTrackRequestStatuses);
export type TamkeenTrackRequestStatus = z.infer<typeof tamkeenTrackRequestStatusSchema>;

/** The statuses of an open request: while one is, no other may be filed. */
export const openTrackRequestStatuses: readonly TamkeenTrackRequestStatus[] = ['NEW', 'UNDER_REVIEW'];

export const tamkeenTrackSchema = z.enum(tamkeenTrackValues);

/** Why the person asks: 10 to 500 characters (required, DOMAIN.md). */
export const trackRequestReasonSchema = z.string().trim().min(10).max(500);

/** save and validation: the track asked for and why. */
export const tamkeenTrackRequestInputSchema = z.object({ requestedTrack: tamkeenTrackSchema, reason: trackRequestReasonSchema });
export type TamkeenTrackRequestInput = z.infer<typeof tamkeenTrackRequestInputSchema>;

/** edit: a NEW request of the caller's, with its new track and reason. */
export const tamkeenTrackRequestEditSchema = tamkeenTrackRequestInputSchema.extend({ id: entityIdSchema });
export type TamkeenTrackRequestEdit = z.infer<typeof tamkeenTrackRequestEditSchema>;

/** validation's answer when the request would be accepted (a refusal is the error save would give). */
export const tamkeenTrackValidationSchema = z.object({
  valid: z.literal(true),
  currentTrack: tamkeenTrackSchema.nullable(),
  requestedTrack: tamkeenTrackSchema,
});
export type TamkeenTrackValidation = z.infer<typeof tamkeenTrackValidationSchema>;

/** load-by-filter: each given field narrows; newest first, a page at a time. */
export const tamkeenTrackRequestFilterSchema = z.object({
  status: z.array(tamkeenTrackRequestStatusSchema).max(tamkeenTrackRequestStatuses.length).nullish(),
  requestedTrack: tamkeenTrackSchema.nullish(),
  ...pageRequestFields,
});
export type TamkeenTrackRequestFilter = z.infer<typeof tamkeenTrackRequestFilterSchema>;

/** `{id}` of load-details: a request of the caller's. */
export const tamkeenTrackRequestIdParamsSchema = z.object({ id: entityIdSchema });

/** A request in the lists. */
export const tamkeenTrackRequestSummarySchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  status: tamkeenTrackRequestStatusSchema,
  /** The track when the request was filed. */
  fromTrack: tamkeenTrackSchema.nullable(),
  requestedTrack: tamkeenTrackSchema,
  raisedAt: z.string(),
  clock: serviceClockSchema,
});
export type TamkeenTrackRequestSummary = z.infer<typeof tamkeenTrackRequestSummarySchema>;

/** One step of a request's history. */
export const tamkeenTrackRequestHistoryItemSchema = z.object({
  from: tamkeenTrackRequestStatusSchema.nullable(),
  to: tamkeenTrackRequestStatusSchema,
  by: z.enum(['APPLICANT', 'CASE_WORKER', 'SYSTEM']),
  comment: z.string().nullable(),
  at: z.string(),
});

/** A request with its reason, the case worker's answer, whether it may still be edited, and its history. */
export const tamkeenTrackRequestDetailsSchema = tamkeenTrackRequestSummarySchema.extend({
  reason: z.string(),
  /** The case worker's reason for a rejection (or note on an approval); null until decided. */
  decisionComment: z.string().nullable(),
  /** NEW: the person may still change it. */
  canEdit: z.boolean(),
  history: z.array(tamkeenTrackRequestHistoryItemSchema),
});
export type TamkeenTrackRequestDetails = z.infer<typeof tamkeenTrackRequestDetailsSchema>;

export const tamkeenTrackRequestPageSchema = pageOf(tamkeenTrackRequestSummarySchema);

/** A case worker's step on a request, as the demo hook drives it until the back office has screens. */
export const tamkeenTrackCaseStepSchema = z.enum(['take', 'approve', 'reject']);
export type TamkeenTrackCaseStep = z.infer<typeof tamkeenTrackCaseStepSchema>;
export const tamkeenTrackCaseStepParamsSchema = z.object({ id: entityIdSchema, step: tamkeenTrackCaseStepSchema });
/** The case worker's comment: the reason of a rejection (required there). */
export const tamkeenTrackCaseStepBodySchema = z.object({ comment: z.string().trim().max(1000).nullish() });
export type TamkeenTrackCaseStepBody = z.infer<typeof tamkeenTrackCaseStepBodySchema>;

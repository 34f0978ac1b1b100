import { z } from 'zod';
import { houseBriefSchema } from '../eligibility/eligibility.schemas.ts';
import { entityIdSchema } from '../common/fields.ts';
import { maxPageSize, pageOf } from '../common/pagination.ts';

/**
 * Field visits (DOMAIN.md "Visits"; docs/decisions/065-visits.md): the back office schedules a visit to a house of a
 * household; its head sees it, confirms it or asks once to move it, and reads the result. Moments are ISO in UTC.
 */

/** A visit's status (DOMAIN.md; the `visitStatus` lookup holds the same codes). */
export const visitStatuses = ['SCHEDULED', 'DONE', 'MISSED', 'CANCELED'] as const;
export const visitStatusSchema = z.enum(visitStatuses);
export type VisitStatus = z.infer<typeof visitStatusSchema>;

/** Why the office visits: a first study of the application, the periodic review, a check of the house, an appeal's check. */
export const visitPurposes = ['FIRST_STUDY', 'PERIODIC_REVIEW', 'HOUSING_CHECK', 'APPEAL_CHECK'] as const;
export const visitPurposeSchema = z.enum(visitPurposes);
export type VisitPurpose = z.infer<typeof visitPurposeSchema>;

/** What a done visit found: the household's data as declared, or changes the office recorded. */
export const visitOutcomes = ['CONFIRMED', 'CHANGES_FOUND'] as const;
export const visitOutcomeSchema = z.enum(visitOutcomes);
export type VisitOutcome = z.infer<typeof visitOutcomeSchema>;

/** The head's one answer to a scheduled visit: they will be there, or they ask for another time. */
export const visitAnswers = ['CONFIRMED', 'RESCHEDULE_REQUESTED'] as const;
export const visitAnswerSchema = z.enum(visitAnswers);
export type VisitAnswer = z.infer<typeof visitAnswerSchema>;

/** `{a}/{b}` of visits-list: the page (from 0) and its size. */
export const visitsListParamsSchema = z.object({
  a: z.coerce.number().int().min(0).max(100_000),
  b: z.coerce.number().int().min(1).max(maxPageSize),
});
export type VisitsListParams = z.infer<typeof visitsListParamsSchema>;

/** `{id}` of visit-details: a visit to a house the caller heads. */
export const visitIdParamsSchema = z.object({ id: entityIdSchema });
export type VisitIdParams = z.infer<typeof visitIdParamsSchema>;

/** confirm-visit: the head will be at the house in the visit's window. */
export const confirmVisitSchema = z.object({ visitId: entityIdSchema });
export type ConfirmVisitInput = z.infer<typeof confirmVisitSchema>;

/** reschedule-visit: the head asks for another time, saying why (10 to 500 characters). */
export const rescheduleVisitSchema = z.object({
  visitId: entityIdSchema,
  reason: z.string().trim().min(10).max(500),
});
export type RescheduleVisitInput = z.infer<typeof rescheduleVisitSchema>;

/** The head's answer, once given. */
export const visitAnswerRecordSchema = z.object({
  kind: visitAnswerSchema,
  reason: z.string().nullable(),
  at: z.string(),
});

/** A visit in the list: when, where, why and where it stands. */
export const visitSummarySchema = z.object({
  id: z.string(),
  status: visitStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  purpose: visitPurposeSchema,
  house: houseBriefSchema,
  answer: visitAnswerRecordSchema.nullable(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

/** What came of a visit: the outcome and notes of a done one, the reason of a missed or canceled one. */
export const visitResultSchema = z.object({
  outcome: visitOutcomeSchema.nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type VisitResult = z.infer<typeof visitResultSchema>;

/** A visit with the office, the visitor, the result and whether the head may still answer it. */
export const visitDetailsSchema = visitSummarySchema.extend({
  office: z.object({ code: z.string(), name: z.string() }),
  visitorName: z.string(),
  result: visitResultSchema.nullable(),
  /** The last moment the head may confirm or ask to move a scheduled visit (null once it is not scheduled). */
  answerableUntil: z.string().nullable(),
  /** Scheduled, not answered yet, and before `answerableUntil`. */
  canAnswer: z.boolean(),
});
export type VisitDetails = z.infer<typeof visitDetailsSchema>;

export const visitPageSchema = pageOf(visitSummarySchema);

import { z } from 'zod';
import { entityIdSchema, isoDateSchema, lookupCodeSchema, otpCodeSchema } from '../common/fields.ts';
import { maxPageSize, pageOf } from '../common/pagination.ts';
import { tamkeenTrackValues } from './tamkeen-profile.schemas.ts';

/**
 * Job offers (docs/decisions/067-tamkeen-design.md, 071-tamkeen-offers.md): a partner publishes an opportunity, an
 * offer links it to one person, who accepts it (with a one-time code) or declines it with a reason.
 */

/** An offer's status: OFFERED until answered; EXPIRED once its deadline passed unanswered; WITHDRAWN by the partner. */
export const tamkeenOfferStatuses = ['OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const;
export const tamkeenOfferStatusSchema = z.enum(tamkeenOfferStatuses);
export type TamkeenOfferStatus = z.infer<typeof tamkeenOfferStatusSchema>;

/** The opportunity types of each track (lookup `opportunityType`), answered by lookup/opportunity-type/{id}. */
export const opportunityTypesOfTrack = {
  EMPLOYMENT: ['FULL_TIME', 'PART_TIME', 'REMOTE', 'FLEXIBLE', 'SEASONAL'],
  TRAINING: ['TRAINING', 'ON_THE_JOB_TRAINING', 'VOLUNTEERING'],
  SELF_EMPLOYMENT: ['SELF_EMPLOYMENT', 'PRODUCTIVE_FAMILY'],
  TREATMENT: [],
} as const satisfies Record<(typeof tamkeenTrackValues)[number], readonly string[]>;

/** `{id}` of lookup/opportunity-type: a track, or ALL for every type. */
export const opportunityTypeParamsSchema = z.object({ id: z.enum([...tamkeenTrackValues, 'ALL']) });
export type OpportunityTypeParams = z.infer<typeof opportunityTypeParamsSchema>;

/** `{a}/{b}` of load and load-by-filter: the page (from 0) and its size. */
export const tamkeenOfferPageParamsSchema = z.object({
  a: z.coerce.number().int().min(0).max(100_000),
  b: z.coerce.number().int().min(1).max(maxPageSize),
});
export type TamkeenOfferPageParams = z.infer<typeof tamkeenOfferPageParamsSchema>;

/** load-by-filter: any of the statuses, one opportunity type, one city (each optional). */
export const tamkeenOfferFilterSchema = z.object({
  status: z.array(tamkeenOfferStatusSchema).max(tamkeenOfferStatuses.length).nullish(),
  opportunityType: lookupCodeSchema.nullish(),
  city: lookupCodeSchema.nullish(),
});
export type TamkeenOfferFilter = z.infer<typeof tamkeenOfferFilterSchema>;

export const tamkeenOfferIdParamsSchema = z.object({ id: entityIdSchema });
export type TamkeenOfferIdParams = z.infer<typeof tamkeenOfferIdParamsSchema>;

/** sendOTP: a code to the caller's mobile to accept offer `offerId`. */
export const tamkeenSendOtpSchema = z.object({ offerId: entityIdSchema });
export type TamkeenSendOtpInput = z.infer<typeof tamkeenSendOtpSchema>;

/** The person's self-assessment, given with either answer (lookups `skillsRate`, `qualificationFit`). */
const assessment = { offerId: entityIdSchema, skillsRate: lookupCodeSchema, qualificationFit: lookupCodeSchema };

/** The self-assessment alone: the first step of an acceptance, checked before the code is sent. */
export const tamkeenAssessmentSchema = z.object(assessment);
export type TamkeenAssessment = z.infer<typeof tamkeenAssessmentSchema>;

/**
 * evaluate: the person's answer to an offer. ACCEPT carries the code of sendOTP (`otpId`, `oneTimePassword`);
 * DECLINE the reason (10 to 500 characters).
 */
export const tamkeenEvaluateSchema = z.discriminatedUnion('decision', [
  z.object({ ...assessment, decision: z.literal('ACCEPT'), otpId: entityIdSchema, oneTimePassword: otpCodeSchema }),
  z.object({ ...assessment, decision: z.literal('DECLINE'), reason: z.string().trim().min(10).max(500) }),
]);
export type TamkeenEvaluateInput = z.infer<typeof tamkeenEvaluateSchema>;

const partnerBriefSchema = z.object({ code: z.string(), nameAr: z.string(), nameEn: z.string() });

/** An offer in the list: the opportunity's title, type, city and deadline, the partner and where it stands. */
export const tamkeenOfferSummarySchema = z.object({
  id: z.string(),
  status: tamkeenOfferStatusSchema,
  titleAr: z.string(),
  titleEn: z.string(),
  opportunityType: z.string(),
  city: z.string(),
  /** The last day to answer (ISO date). */
  deadline: z.string(),
  offeredAt: z.string(),
  partner: partnerBriefSchema,
});
export type TamkeenOfferSummary = z.infer<typeof tamkeenOfferSummarySchema>;

export const tamkeenOfferPageSchema = pageOf(tamkeenOfferSummarySchema);

/** One offer with the opportunity's description and pay, and the person's answer once given. */
export const tamkeenOfferDetailsSchema = tamkeenOfferSummarySchema.extend({
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  /** Monthly pay in riyals, when the partner says. */
  monthlySalary: z.number().int().nullable(),
  answeredAt: z.string().nullable(),
  skillsRate: z.string().nullable(),
  qualificationFit: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** OFFERED and its deadline not passed: the person may accept or decline. */
  canAnswer: z.boolean(),
});
export type TamkeenOfferDetails = z.infer<typeof tamkeenOfferDetailsSchema>;

/** Demo hook: a partner publishes an opportunity and offers it to person {nin}. */
export const devTamkeenOfferSchema = z.object({
  partnerCode: z.string().trim().min(1).max(20),
  titleAr: z.string().trim().min(2).max(200),
  titleEn: z.string().trim().min(2).max(200),
  descriptionAr: z.string().trim().max(2000).default(''),
  descriptionEn: z.string().trim().max(2000).default(''),
  opportunityType: lookupCodeSchema,
  city: lookupCodeSchema,
  monthlySalary: z.number().int().min(0).max(1_000_000).nullish(),
  deadline: isoDateSchema,
});
export type DevTamkeenOfferInput = z.infer<typeof devTamkeenOfferSchema>;

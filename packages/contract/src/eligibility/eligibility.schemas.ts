import { z } from 'zod';
import { periodSchema } from '../application/application.schemas.ts';
import { entityIdSchema, ninSchema } from '../common/fields.ts';
import { eligibilityOutcomeSchema, memberCategorySchema, traceStepSchema } from './eligibility-trace.schemas.ts';

/**
 * What the beneficiary reads of the monthly cycles (docs/decisions/058-eligibility-and-payment-reads.md): the results
 * of published (or paid) cycles per application and house, why each came out as it did, what a dependent's share was,
 * and the FLV pre-checks. Amounts are integer halalas; days are `YYYY-MM-DD`, instants ISO timestamps.
 */

/** A cycle is named by its month, `YYYY-MM` (unique per program): `cycle_ID`, `cycleId` and `eligibiltyCycle`. */
export const cycleIdSchema = periodSchema;

/** A program id in a body, as digits in a string (`"3001"`); only SSP (3001) has monthly cycles. */
export const programIdFieldSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, { message: 'invalid_format' });

/**
 * The eligibility request of spec §3 (`application_ID`, `program_ID`, `house_ID`, `cycle_ID`, `dependent_NIN`), each
 * optional: a given one narrows the answer. An application or house that is not the caller's is a 404, and so is a
 * `dependent_NIN` that is neither the caller's own nor one of their dependents'.
 */
export const eligibilityRequestSchema = z.strictObject({
  application_ID: entityIdSchema.nullish(),
  program_ID: programIdFieldSchema.nullish(),
  house_ID: entityIdSchema.nullish(),
  cycle_ID: cycleIdSchema.nullish(),
  /** On the applicant's own lists: only the results that evaluated this person. */
  dependent_NIN: ninSchema.nullish(),
});
export type EligibilityRequest = z.infer<typeof eligibilityRequestSchema>;

/**
 * The dependent views (dependent-eligibility-history, dependent-ineligibility-reason-history): whose history is
 * required. A dependent names themselves; an applicant names one of their dependents (or themselves).
 */
export const dependentEligibilityRequestSchema = eligibilityRequestSchema.extend({ dependent_NIN: ninSchema });
export type DependentEligibilityRequest = z.infer<typeof dependentEligibilityRequestSchema>;

/** request/flv-eligibility: the application to pre-check (its selected houses, on today's data). */
export const flvEligibilityRequestSchema = eligibilityRequestSchema.extend({ application_ID: entityIdSchema });
export type FlvEligibilityRequest = z.infer<typeof flvEligibilityRequestSchema>;

/**
 * The dependent eligibility status request of spec §3 (getDependentsEligibilityStatus/): the application and house
 * (required), the cycle (`eligibiltyCycle`, spelt as the spec spells it; the latest published one when absent), and
 * `userNin`: the caller's own NIN (every dependent of the house) or one dependent's (only them). A dependent caller
 * always gets only their own row.
 */
export const dependentsEligibilityStatusRequestSchema = z.strictObject({
  applicationId: entityIdSchema,
  userNin: ninSchema.nullish(),
  houseId: entityIdSchema,
  programId: programIdFieldSchema.nullish(),
  eligibiltyCycle: cycleIdSchema.nullish(),
});
export type DependentsEligibilityStatusRequest = z.infer<typeof dependentsEligibilityStatusRequestSchema>;

/** `{a}` an application of the caller, `{b}` one of its houses (load/last-eligibility/{a}/{b}). */
export const lastEligibilityParamsSchema = z.object({ a: entityIdSchema, b: entityIdSchema });
export type LastEligibilityParams = z.infer<typeof lastEligibilityParamsSchema>;

/** load/last-eligibility: `cycle_ID` asks for that month's result instead of the latest (the "why" of a past month). */
export const lastEligibilityQuerySchema = z.object({ cycle_ID: cycleIdSchema.optional() });
export type LastEligibilityQuery = z.infer<typeof lastEligibilityQuerySchema>;

/** An application id (flv-eligibility-history/{id}) or an FLV request id (flv-eligibility-history-details/{id}). */
export const eligibilityIdParamsSchema = z.object({ id: entityIdSchema });
export type EligibilityIdParams = z.infer<typeof eligibilityIdParamsSchema>;

/** A lookup code (`ineligibilityReason`) with its name in the caller's language (the code itself when not listed). */
export const eligibilityReasonSchema = z.object({ code: z.string(), message: z.string() });
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>;

/** The house a result is about, enough to name it (the web names the region and city from the lookups). */
export const houseBriefSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  regionCode: z.string(),
  cityCode: z.string(),
  district: z.string(),
});
export type HouseBrief = z.infer<typeof houseBriefSchema>;

/** Published results only: a PUBLISHED cycle (paid on its payment day) or a PAID one. */
export const visibleCycleStatusSchema = z.enum(['PUBLISHED', 'PAID']);
export type VisibleCycleStatus = z.infer<typeof visibleCycleStatusSchema>;

/** One house of one application in one published cycle (eligibility-history). */
export const eligibilityRecordSchema = z.object({
  resultId: z.string(),
  /** The cycle (`cycle_ID`), `YYYY-MM`. */
  period: z.string(),
  programId: z.number().int(),
  cycleStatus: visibleCycleStatusSchema,
  /** The cycle's payment day. */
  paymentDate: z.string().nullable(),
  applicationId: z.string(),
  applicationNumber: z.string(),
  house: houseBriefSchema,
  outcome: eligibilityOutcomeSchema,
  /** Why ineligible, or BELOW_MINIMUM on an eligible house paid nothing; empty otherwise. */
  reasons: z.array(eligibilityReasonSchema),
  /** The standard (حد الكفاية) of the counted members. */
  standard: z.number().int(),
  countedIncome: z.number().int(),
  /** The assets counted against the limit. */
  assets: z.number().int(),
  /** standard − counted income when eligible, else 0. */
  entitlement: z.number().int(),
  deductions: z.number().int(),
  /** What is paid: entitlement − deductions. */
  net: z.number().int(),
  /** Members counted. */
  memberCount: z.number().int(),
  /** The day whose parameters were used (the cycle's first day): a past month is explained with its own figures. */
  parametersDay: z.string(),
  evaluatedAt: z.string(),
});
export type EligibilityRecord = z.infer<typeof eligibilityRecordSchema>;

/** A person of an evaluated house: counted or left out, their category, their part of the standard and their share. */
export const eligibilityMemberSchema = z.object({
  /** The id the trace steps name (`TraceStep.personId`). */
  personId: z.string(),
  /** Null for the head of household. */
  dependentId: z.string().nullable(),
  nameAr: z.string(),
  nameEn: z.string(),
  /** The `relationship` lookup code; null for the head. */
  relationship: z.string().nullable(),
  category: memberCategorySchema,
  counted: z.boolean(),
  leftOutReason: eligibilityReasonSchema.nullable(),
  standardShare: z.number().int(),
  countedIncome: z.number().int(),
  /** Their part of what is paid (0 when left out or nothing paid). */
  share: z.number().int(),
});
export type EligibilityMember = z.infer<typeof eligibilityMemberSchema>;

/** An amount that moved since the house's previous published month. */
export const eligibilityAmountChangeSchema = z.object({
  item: z.enum(['STANDARD', 'COUNTED_INCOME', 'ASSETS', 'ENTITLEMENT', 'DEDUCTIONS', 'NET']),
  from: z.number().int(),
  to: z.number().int(),
});
export type EligibilityAmountChange = z.infer<typeof eligibilityAmountChangeSchema>;

/** A person whose place in the house moved since the previous published month. */
export const eligibilityMemberChangeSchema = z.object({
  personId: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  /**
   * JOINED / LEFT: evaluated now and not then, or the other way; NOW_COUNTED / NOW_LEFT_OUT: counted now and left out
   * then, or the other way; CATEGORY: became an adult; INCOME: their counted income moved (`from` → `to`).
   */
  change: z.enum(['JOINED', 'LEFT', 'NOW_COUNTED', 'NOW_LEFT_OUT', 'CATEGORY', 'INCOME']),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type EligibilityMemberChange = z.infer<typeof eligibilityMemberChangeSchema>;

/** What changed since the house's previous published month (null when this is its first). */
export const eligibilityChangesSchema = z.object({
  previousPeriod: z.string(),
  previousOutcome: eligibilityOutcomeSchema,
  /** Only the amounts that differ. */
  amounts: z.array(eligibilityAmountChangeSchema),
  members: z.array(eligibilityMemberChangeSchema),
  /** A category's standard amount differs between the two months: the parameters changed. */
  parametersChanged: z.boolean(),
});
export type EligibilityChanges = z.infer<typeof eligibilityChangesSchema>;

/** load/last-eligibility: one month of one house with every person, every rule evaluated (the why) and what changed. */
export const eligibilityDetailSchema = eligibilityRecordSchema.extend({
  members: z.array(eligibilityMemberSchema),
  /** The steps of the eligibility function, in its order, with the person's own values and the limits. */
  trace: z.array(traceStepSchema),
  changes: eligibilityChangesSchema.nullable(),
});
export type EligibilityDetail = z.infer<typeof eligibilityDetailSchema>;

/** A person named in an ineligibility. */
export const eligibilityPersonSchema = z.object({
  personId: z.string(),
  dependentId: z.string().nullable(),
  nameAr: z.string(),
  nameEn: z.string(),
  relationship: z.string().nullable(),
  category: memberCategorySchema,
});
export type EligibilityPerson = z.infer<typeof eligibilityPersonSchema>;

/**
 * One ineligibility (ineligibility-reason-history): a house found ineligible (`scope` HOUSE, `person` null), or a
 * person of an evaluated house left out (`scope` MEMBER), with the reason codes an appeal names.
 */
export const ineligibilityRecordSchema = z.object({
  resultId: z.string(),
  period: z.string(),
  programId: z.number().int(),
  applicationId: z.string(),
  applicationNumber: z.string(),
  house: houseBriefSchema,
  scope: z.enum(['HOUSE', 'MEMBER']),
  person: eligibilityPersonSchema.nullable(),
  reasons: z.array(eligibilityReasonSchema),
});
export type IneligibilityRecord = z.infer<typeof ineligibilityRecordSchema>;

/** The applicant of a household as a dependent's views name them. */
export const applicantNameSchema = z.object({ nameAr: z.string(), nameEn: z.string() });

/**
 * One published month of one person (dependent-eligibility-history): their own category, whether they were counted
 * (or why not), their part of the standard and their share, with the house's outcome and reasons. The household's
 * incomes and assets are not in it.
 */
export const dependentEligibilityRecordSchema = z.object({
  resultId: z.string(),
  period: z.string(),
  programId: z.number().int(),
  cycleStatus: visibleCycleStatusSchema,
  paymentDate: z.string().nullable(),
  applicationId: z.string(),
  applicationNumber: z.string(),
  applicant: applicantNameSchema,
  house: houseBriefSchema,
  houseOutcome: eligibilityOutcomeSchema,
  houseReasons: z.array(eligibilityReasonSchema),
  category: memberCategorySchema,
  counted: z.boolean(),
  leftOutReason: eligibilityReasonSchema.nullable(),
  standardShare: z.number().int(),
  share: z.number().int(),
});
export type DependentEligibilityRecord = z.infer<typeof dependentEligibilityRecordSchema>;

/**
 * One month a person was not counted or their house was ineligible (dependent-ineligibility-reason-history): MEMBER
 * with their own left-out reason, or HOUSE with the house's reasons.
 */
export const dependentIneligibilityRecordSchema = z.object({
  resultId: z.string(),
  period: z.string(),
  programId: z.number().int(),
  applicationId: z.string(),
  applicationNumber: z.string(),
  applicant: applicantNameSchema,
  house: houseBriefSchema,
  scope: z.enum(['HOUSE', 'MEMBER']),
  reasons: z.array(eligibilityReasonSchema),
});
export type DependentIneligibilityRecord = z.infer<typeof dependentIneligibilityRecordSchema>;

/**
 * One dependent of a house in a cycle (getDependentsEligibilityStatus/): ELIGIBLE when counted in an eligible house,
 * else INELIGIBLE with their own reason (left out) or the house's.
 */
export const dependentEligibilityStatusSchema = z.object({
  period: z.string(),
  resultId: z.string(),
  dependentId: z.string(),
  personId: z.string(),
  /** Masked (`******0063`). */
  nin: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  relationship: z.string().nullable(),
  category: memberCategorySchema,
  status: eligibilityOutcomeSchema,
  counted: z.boolean(),
  reasons: z.array(eligibilityReasonSchema),
  standardShare: z.number().int(),
  share: z.number().int(),
});
export type DependentEligibilityStatus = z.infer<typeof dependentEligibilityStatusSchema>;

/** One house of an FLV pre-check: the same evaluation a cycle stores, on the data of the moment. */
export const flvHouseResultSchema = z.object({
  house: houseBriefSchema,
  outcome: eligibilityOutcomeSchema,
  reasons: z.array(eligibilityReasonSchema),
  standard: z.number().int(),
  countedIncome: z.number().int(),
  assets: z.number().int(),
  entitlement: z.number().int(),
  members: z.array(eligibilityMemberSchema),
  trace: z.array(traceStepSchema),
});
export type FlvHouseResult = z.infer<typeof flvHouseResultSchema>;

/** One FLV pre-check as its history lists it (flv-eligibility-history/{id}). */
export const flvRequestSummarySchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  applicationNumber: z.string(),
  /** ELIGIBLE when any house is. */
  outcome: eligibilityOutcomeSchema,
  /** The houses' entitlements together. */
  entitlement: z.number().int(),
  housesCount: z.number().int(),
  /** The day whose parameters were used (the day of the request). */
  parametersDay: z.string(),
  requestedAt: z.string(),
});
export type FlvRequestSummary = z.infer<typeof flvRequestSummarySchema>;

/** One FLV pre-check with each house's evaluation (load/flv-result, request/flv-eligibility, ...-details/{id}). */
export const flvRequestDetailSchema = flvRequestSummarySchema.extend({ houses: z.array(flvHouseResultSchema) });
export type FlvRequestDetail = z.infer<typeof flvRequestDetailSchema>;

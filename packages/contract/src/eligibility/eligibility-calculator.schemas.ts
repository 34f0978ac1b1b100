import { z } from 'zod';
import { birthDateSchema, entityIdSchema, lookupCodeSchema, wholeNumberSchema } from '../common/fields.ts';
import { eligibilityAmountChangeSchema, eligibilityReasonSchema } from './eligibility.schemas.ts';
import { eligibilityOutcomeSchema, memberCategorySchema, traceRuleSchema, traceStepSchema } from './eligibility-trace.schemas.ts';

/**
 * The calculators (docs/decisions/059-calculators.md), documented additions to the spec: the public support calculator
 * (a household typed in by a visitor) and the what-if (an applicant's own stored household with changes). Both hand
 * their facts to the one eligibility function with the parameters valid today in Riyadh and answer with the same
 * explanation as a cycle; neither stores anything. Amounts are integer halalas.
 */

/** The bounds of what a calculator takes: sane for a household, far inside the integers JavaScript holds exactly. */
export const calculatorLimits = {
  /** People in one household, the head included. */
  members: 30,
  /** Income sources of one person. */
  incomesPerPerson: 10,
  /** Assets of one person. */
  assetsPerPerson: 20,
  /** One income's monthly amount: 1,000,000 SAR. */
  maxMonthlyAmount: 100_000_000,
  /** One asset's value: 100,000,000 SAR. */
  maxAssetValue: 10_000_000_000,
  /** Age in full years. */
  maxAge: 120,
  /** People a what-if adds to a house. */
  addedMembers: 10,
} as const;

/** A monthly income: a code of the `incomeSource` lookup and its amount (the server checks the code). */
export const calculatorIncomeSchema = z.strictObject({
  source: lookupCodeSchema,
  monthlyAmount: wholeNumberSchema(1, calculatorLimits.maxMonthlyAmount),
});
export type CalculatorIncome = z.infer<typeof calculatorIncomeSchema>;

/**
 * An asset: a code of the `propertyType` lookup and its value (the part the person owns). The house an OWNED household
 * lives in need not be listed; listed as the head's REAL_ESTATE it is left out as the dwelling, as in a cycle.
 */
export const calculatorAssetSchema = z.strictObject({
  type: lookupCodeSchema,
  estimatedValue: wholeNumberSchema(0, calculatorLimits.maxAssetValue),
});
export type CalculatorAsset = z.infer<typeof calculatorAssetSchema>;

/** Exactly one of the birth date and the age: neither is a missing birth date, both is `age_or_birth_date`. */
function ageOrBirthDate(value: { birthDate?: string | undefined; age?: number | undefined }, context: z.RefinementCtx): void {
  if (value.birthDate === undefined && value.age === undefined) {
    context.addIssue({ code: 'custom', path: ['birthDate'], message: 'required' });
  } else if (value.birthDate !== undefined && value.age !== undefined) {
    context.addIssue({ code: 'custom', path: ['age'], message: 'age_or_birth_date' });
  }
}

/**
 * One person typed in: the birth date or the age in full years today (the category, adult or minor, follows from it),
 * their monthly incomes and their assets. A person under the adult age has no counted income, as in a cycle.
 */
export const calculatorPersonSchema = z
  .strictObject({
    birthDate: birthDateSchema.optional(),
    age: wholeNumberSchema(0, calculatorLimits.maxAge).optional(),
    incomes: z.array(calculatorIncomeSchema).max(calculatorLimits.incomesPerPerson).default([]),
    assets: z.array(calculatorAssetSchema).max(calculatorLimits.assetsPerPerson).default([]),
  })
  .superRefine(ageOrBirthDate);
export type CalculatorPerson = z.infer<typeof calculatorPersonSchema>;

/**
 * POST /api/support-calculator/estimate: the household a visitor types in. `houseOwnership` is a code of the
 * `houseOwnership` lookup; `dependents` are the other people living in the house (at most 29 beside the head).
 */
export const supportEstimateRequestSchema = z.strictObject({
  houseOwnership: lookupCodeSchema,
  head: calculatorPersonSchema,
  dependents: z
    .array(calculatorPersonSchema)
    .max(calculatorLimits.members - 1)
    .default([]),
});
export type SupportEstimateRequest = z.infer<typeof supportEstimateRequestSchema>;

/** A person of an estimate. `personId` is what the trace steps name: `head`, or `dependents.<index>` in the request. */
export const calculatorMemberSchema = z.object({
  personId: z.string(),
  category: memberCategorySchema,
  counted: z.boolean(),
  /** Why not counted (a what-if only: a visitor's people always count). */
  leftOutReason: eligibilityReasonSchema.nullable(),
  /** Their part of the standard (0 when not counted). */
  standardShare: z.number().int(),
  /** Their counted income (0 under the adult age). */
  countedIncome: z.number().int(),
  /** Their part of the entitlement (their part of the standard scaled by entitlement ÷ standard; the rest to the head). */
  share: z.number().int(),
});
export type CalculatorMember = z.infer<typeof calculatorMemberSchema>;

/** What the eligibility function answered for one house: the explanation a cycle gives, before any deduction. */
const evaluationShape = {
  outcome: eligibilityOutcomeSchema,
  /** Why ineligible, or BELOW_MINIMUM on an eligible house paid nothing; empty otherwise. Named in the caller's language. */
  reasons: z.array(eligibilityReasonSchema),
  /** The standard (حد الكفاية) of the counted members. */
  standard: z.number().int(),
  countedIncome: z.number().int(),
  /** The assets counted against the limit. */
  assets: z.number().int(),
  /** standard − counted income when eligible, else 0. */
  entitlement: z.number().int(),
  /** Something would be paid: eligible and the entitlement at least the minimum payment. */
  paid: z.boolean(),
  /** The steps of the eligibility function, in its order, with the values and the limits (TraceStep). */
  trace: z.array(traceStepSchema),
};

/** How one income source counts (parameter `eligibility.incomeRules`): `percent` of what is left after the exemption. */
export const calculatorIncomeRuleSchema = z.object({
  percent: z.number().int(),
  exemptPercent: z.number().int().optional(),
  /** The exemption's cap a person a month. */
  exemptCap: z.number().int().optional(),
});

/** The parameters an estimate used (valid on `parametersDay`), so the screen can say how each figure came about. */
export const calculatorParametersSchema = z.object({
  standard: z.object({ head: z.number().int(), adult: z.number().int(), minor: z.number().int() }),
  /** By income source code; a source not listed counts 100 %. */
  incomeRules: z.record(z.string(), calculatorIncomeRuleSchema),
  assetLimit: z.number().int(),
  minimumPayment: z.number().int(),
  adultAge: z.number().int(),
});
export type CalculatorParameters = z.infer<typeof calculatorParametersSchema>;

/** The gates a visitor cannot be judged on: the estimate assumes them passed (their trace steps say PASS). */
export const assumedGateValues = [
  'GATE_APPLICATION_STATE',
  'GATE_PROFILE_COMPLETE',
  'GATE_IBAN_VERIFIED',
  'GATE_NO_BAN',
  'GATE_RESIDENT',
  'GATE_ALIVE',
  'GATE_HEAD_NOT_DUPLICATED',
] as const satisfies ReadonlyArray<z.infer<typeof traceRuleSchema>>;

/** The public estimate: the evaluation of the household typed in, the parameters used and what it assumed. */
export const supportEstimateSchema = z.object({
  ...evaluationShape,
  members: z.array(calculatorMemberSchema),
  /** The day (today in Riyadh) whose parameters were used; ages are taken on it too. */
  parametersDay: z.string(),
  parameters: calculatorParametersSchema,
  /**
   * The trace rules assumed to pass (a complete profile, a verified IBAN, no ban, residence, an application under
   * study, a living head counted nowhere else): a real application is judged on them.
   */
  assumedGates: z.array(traceRuleSchema),
});
export type SupportEstimate = z.infer<typeof supportEstimateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// What-if: the applicant's own house with changes.

/** An asset in a what-if, with the person's share of it in percent (100 when not given), as the property tab stores it. */
export const whatIfAssetSchema = calculatorAssetSchema.extend({ ownershipShare: wholeNumberSchema(1, 100).default(100) });
export type WhatIfAsset = z.infer<typeof whatIfAssetSchema>;

/**
 * The changes a what-if makes to the stored house, each optional. `personId` is a person of the house as the answer
 * and the trace name them (the head or a dependent evaluated in it); another id is a `member_unknown` field error.
 * - `incomes`: each named person's incomes become `sources` (an empty list: no income); add or remove one by sending
 *   the person's whole list.
 * - `assets`: each named person's assets become `items`.
 * - `addMembers`: people who would join the house (category by birth date or age; they count as a confirmed
 *   relation would); they are named `added.<index>` in the answer.
 * - `removeMembers`: dependents who would leave the house (never the head).
 */
export const whatIfChangesSchema = z.strictObject({
  incomes: z
    .array(
      z.strictObject({
        personId: entityIdSchema,
        sources: z.array(calculatorIncomeSchema).max(calculatorLimits.incomesPerPerson),
      }),
    )
    .max(calculatorLimits.members)
    .default([]),
  assets: z
    .array(
      z.strictObject({
        personId: entityIdSchema,
        items: z.array(whatIfAssetSchema).max(calculatorLimits.assetsPerPerson),
      }),
    )
    .max(calculatorLimits.members)
    .default([]),
  addMembers: z.array(calculatorPersonSchema).max(calculatorLimits.addedMembers).default([]),
  removeMembers: z
    .array(entityIdSchema)
    .max(calculatorLimits.members - 1)
    .default([]),
});
export type WhatIfChanges = z.infer<typeof whatIfChangesSchema>;

/** POST /api/eligibility/what-if: one house of one of the caller's applications, and the changes to try. */
export const whatIfRequestSchema = z.strictObject({
  applicationId: entityIdSchema,
  houseId: entityIdSchema,
  changes: whatIfChangesSchema.default({ incomes: [], assets: [], addMembers: [], removeMembers: [] }),
});
export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

/** A person of a what-if's house: a stored one named, or one the changes add (`added`, no name). */
export const whatIfMemberSchema = calculatorMemberSchema.extend({
  /** Null for the head of household and for a person the changes add. */
  dependentId: z.string().nullable(),
  nameAr: z.string().nullable(),
  nameEn: z.string().nullable(),
  /** The `relationship` lookup code; null for the head and for a person the changes add. */
  relationship: z.string().nullable(),
  /** A person the changes add (`personId` `added.<index>`). */
  added: z.boolean(),
});
export type WhatIfMember = z.infer<typeof whatIfMemberSchema>;

/** One house evaluated: the explanation a cycle gives, with its people named. */
export const whatIfHouseSchema = z.object({ ...evaluationShape, members: z.array(whatIfMemberSchema) });
export type WhatIfHouse = z.infer<typeof whatIfHouseSchema>;

/**
 * A rule whose step differs between the two evaluations: the step as it was (`from`, null when the rule was not
 * evaluated for this person or item before, e.g. a person added) and as it would be (`to`, null when no longer
 * evaluated). `key` tells apart several steps of one rule and person: the income source (INCOME_SOURCE), the property
 * type and its place among the person's items (ASSET_ITEM, `REAL_ESTATE#1`); null otherwise.
 */
export const whatIfMovedRuleSchema = z.object({
  rule: traceRuleSchema,
  personId: z.string().nullable(),
  key: z.string().nullable(),
  from: traceStepSchema.nullable(),
  to: traceStepSchema.nullable(),
});
export type WhatIfMovedRule = z.infer<typeof whatIfMovedRuleSchema>;

/** The what-if's answer: the house as it stands today and as it would be, and what moved between them. */
export const whatIfResultSchema = z.object({
  applicationId: z.string(),
  houseId: z.string(),
  /** Today in Riyadh: the day whose parameters were used and on which ages are taken. */
  parametersDay: z.string(),
  /** The stored facts of today, evaluated as an FLV pre-check would evaluate them. */
  current: whatIfHouseSchema,
  /** The same facts with the changes. */
  whatIf: whatIfHouseSchema,
  /** The amounts that differ (STANDARD, COUNTED_INCOME, ASSETS, ENTITLEMENT), `from` current `to` what-if. */
  amounts: z.array(eligibilityAmountChangeSchema),
  /** The rules that moved, in the function's order. */
  moved: z.array(whatIfMovedRuleSchema),
});
export type WhatIfResult = z.infer<typeof whatIfResultSchema>;

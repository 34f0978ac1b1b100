import { z } from 'zod';

/**
 * Why a house came out as it did (docs/decisions/055-cycles-engine.md): the codes the eligibility function gives, the
 * steps it records, and what it decided of each person. The server stores these with each cycle's results, FLV
 * requests and calculator answers; the web words them in the reader's language.
 */

/** A house gate, an amount rule, or BELOW_MINIMUM (eligible, nothing paid). Lookup `ineligibilityReason`. */
export const houseReasonValues = [
  'APPLICATION_NOT_EVALUABLE',
  'PROFILE_INCOMPLETE',
  'IBAN_NOT_VERIFIED',
  'UNDER_BAN',
  'NOT_RESIDENT',
  'DECEASED',
  'DUPLICATE_HEAD',
  'ASSETS_ABOVE_LIMIT',
  'INCOME_ABOVE_STANDARD',
  'BELOW_MINIMUM',
] as const;
export const houseReasonSchema = z.enum(houseReasonValues);
export type HouseReason = z.infer<typeof houseReasonSchema>;

/** Why a person of the house is not counted. */
export const memberLeftOutReasonValues = ['RELATION_NOT_CONFIRMED', 'DECEASED', 'DUPLICATE_MEMBER'] as const;
export const memberLeftOutReasonSchema = z.enum(memberLeftOutReasonValues);
export type MemberLeftOutReason = z.infer<typeof memberLeftOutReasonSchema>;

/** A person's category on the cycle's first day. */
export const memberCategoryValues = ['HEAD', 'ADULT', 'MINOR'] as const;
export const memberCategorySchema = z.enum(memberCategoryValues);
export type MemberCategory = z.infer<typeof memberCategorySchema>;

export const eligibilityOutcomeValues = ['ELIGIBLE', 'INELIGIBLE'] as const;
export const eligibilityOutcomeSchema = z.enum(eligibilityOutcomeValues);
export type EligibilityOutcome = z.infer<typeof eligibilityOutcomeSchema>;

/**
 * The rules the function evaluates, in its order (DOMAIN.md "Entitlement"): who counts (one step a person), the gates,
 * the standard (one step a counted person), the counted income (one step an income source of a counted person, then
 * the total), the assets (one step an item, then the total against the limit), the amount, and the minimum payment.
 */
export const traceRuleValues = [
  'MEMBER_COUNTED',
  'GATE_APPLICATION_STATE',
  'GATE_PROFILE_COMPLETE',
  'GATE_IBAN_VERIFIED',
  'GATE_NO_BAN',
  'GATE_RESIDENT',
  'GATE_ALIVE',
  'GATE_HEAD_NOT_DUPLICATED',
  'STANDARD_MEMBER',
  'STANDARD_TOTAL',
  'INCOME_SOURCE',
  'INCOME_TOTAL',
  'ASSET_ITEM',
  'ASSET_DWELLING_EXCLUDED',
  'ASSETS_TOTAL',
  'ENTITLEMENT',
  'MINIMUM_PAYMENT',
] as const;
export const traceRuleSchema = z.enum(traceRuleValues);
export type TraceRule = z.infer<typeof traceRuleSchema>;

/**
 * One step the function took: the rule, whose value it was (a person id, or null for the household), the person's own
 * value, the limit or rate it was held against (null when none), what the rule counted of the value when that differs
 * from it (`counted`), a detail code and the outcome: PASS, FAIL or INFO (a figure that decides nothing alone).
 *
 * By rule (eligibility-rules.ts writes them, the web words them):
 * - MEMBER_COUNTED: value the age in full years on the cycle's first day, limit the adult age; detail the category
 *   (HEAD, ADULT, MINOR) when counted (PASS), the left-out reason when not (FAIL). The head always passes: a deceased
 *   or duplicated head fails a gate instead.
 * - GATE_*: no figures; detail the application's state (GATE_APPLICATION_STATE), else the reason code when it fails.
 * - STANDARD_MEMBER: value the person's part of the standard, detail their category. STANDARD_TOTAL: value the standard.
 * - INCOME_SOURCE (one a source of a counted person, their amounts of it added): value the declared monthly amount,
 *   limit the exemption cap (null when none), counted what counts (0 under the adult age); detail the source code.
 *   INCOME_TOTAL: value the counted income.
 * - ASSET_ITEM: value the item's estimated value, counted the person's share of it; detail the property type.
 *   ASSET_DWELLING_EXCLUDED: the same for the item taken as the dwelling, counted 0. ASSETS_TOTAL: value the counted
 *   assets, limit the asset limit (FAIL above it, detail ASSETS_ABOVE_LIMIT).
 * - ENTITLEMENT: value the counted income, limit the standard, counted the difference (0 when none); FAIL (detail
 *   INCOME_ABOVE_STANDARD) when the income reaches the standard.
 * - MINIMUM_PAYMENT (eligible houses only): value the entitlement, limit the minimum payment; FAIL (detail
 *   BELOW_MINIMUM) when under it.
 */
export const traceStepSchema = z.object({
  rule: traceRuleSchema,
  personId: z.string().nullable(),
  value: z.number().nullable(),
  limit: z.number().nullable(),
  /** The function always sets it (null when not used); optional so a step written by hand (a fixture) may leave it out. */
  counted: z.number().nullable().optional(),
  detail: z.string().nullable(),
  outcome: z.enum(['PASS', 'FAIL', 'INFO']),
});
export type TraceStep = z.infer<typeof traceStepSchema>;

import { z } from 'zod';
import { define } from '../parameter/parameter-definitions.ts';

const halalas = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);

/** How one income source counts (eligibility-types.ts `IncomeRule`). */
const incomeRuleSchema = z.strictObject({ percent, exemptPercent: percent.optional(), exemptCap: halalas.optional() });

/**
 * The dated parameters (decision 055): amounts and limits of eligibility and payments, each stored in
 * `parameter_version` with the Riyadh day it is valid from, so a cycle reads the versions valid on its first day and a
 * past cycle is always explained with its own. Read them through eligibility-parameters.service.ts; an operator adds a
 * version with `setVersion`, never before the latest published cycle. The reference seed writes these defaults valid
 * from 2000-01-01 (DOMAIN.md's figures).
 */
export const eligibilityParameterDefinitions = {
  'eligibility.standard': define(z.strictObject({ head: halalas, adult: halalas, minor: halalas }), {
    default: { head: 110_000, adult: 60_000, minor: 40_000 },
    unit: 'halalas',
    meaning: 'The standard (حد الكفاية) a month: for the head, each other member of the adult age or more, each member under it.',
  }),
  'eligibility.incomeRules': define(z.record(z.string().regex(/^[A-Z0-9_]{1,40}$/), incomeRuleSchema), {
    default: {
      SALARY: { percent: 100, exemptPercent: 50, exemptCap: 150_000 },
      PENSION: { percent: 100 },
      SOCIAL_INSURANCE: { percent: 100 },
      RENT: { percent: 100 },
      COMMERCIAL: { percent: 100 },
      OTHER: { percent: 100 },
    },
    unit: null,
    meaning:
      'How each income source counts, by lookup incomeSource code: percent of what is left after exempting exemptPercent of it, up to exemptCap halalas a person; a source not listed counts in full.',
  }),
  'eligibility.assetLimit': define(halalas, {
    default: 50_000_000,
    unit: 'halalas',
    meaning: 'Assets of the counted members (the dwelling of an owned house left out) above which a house is not eligible.',
  }),
  'eligibility.minimumPayment': define(halalas, {
    default: 10_000,
    unit: 'halalas',
    meaning: 'An entitlement under this is not paid that cycle (the house stays eligible).',
  }),
  'eligibility.adultAge': define(z.number().int().positive(), {
    default: 18,
    unit: 'years',
    meaning: "Age on a cycle's first day from which a member counts as an adult in the standard and has counted income.",
  }),
  'payment.deductionCapPercent': define(percent, {
    default: 20,
    unit: 'percent',
    meaning: 'Most of an entitlement that recoveries of over-payments may take in one cycle.',
  }),
  // 28 at most: every month has the day, February too.
  'payment.dayOfMonth': define(z.number().int().min(1).max(28), {
    default: 10,
    unit: 'dayOfMonth',
    meaning: "The day of the month a cycle's payments are made.",
  }),
  'ramadan.amounts': define(z.strictObject({ head: halalas, member: halalas }), {
    default: { head: 100_000, member: 50_000 },
    unit: 'halalas',
    meaning: 'Ramadan reward: for the head of household and for each other counted member.',
  }),
};

export type EligibilityParameterDefinitions = typeof eligibilityParameterDefinitions;
/** A key of the dated parameters. */
export type EligibilityParameterKey = keyof EligibilityParameterDefinitions;
/** The parsed value of a dated parameter, as its schema gives it. */
export type EligibilityParameterValue<K extends EligibilityParameterKey> = z.output<EligibilityParameterDefinitions[K]['schema']>;

export const eligibilityParameterKeys = Object.keys(eligibilityParameterDefinitions) as EligibilityParameterKey[];

export function isEligibilityParameterKey(key: string): key is EligibilityParameterKey {
  return Object.hasOwn(eligibilityParameterDefinitions, key);
}

import type { CalculatorMember, LookupItem, WhatIfHouse, WhatIfMember } from '@sanad/contract';
import { memberShares } from '../eligibility/eligibility-rules.ts';
import type { HouseEvaluation } from '../eligibility/eligibility-types.ts';
import type { ReasonWording } from '../eligibility-history/reason-messages.ts';
import type { CalculatorCodes } from './calculator-rules.ts';

/** The lookups a calculator's codes are checked against, as sets. */
export function codesOf(lookups: {
  incomeSource: readonly LookupItem[];
  propertyType: readonly LookupItem[];
  houseOwnership: readonly LookupItem[];
}): CalculatorCodes {
  const codes = (items: readonly LookupItem[]) => new Set(items.map((item) => item.code));
  return {
    incomeSources: codes(lookups.incomeSource),
    propertyTypes: codes(lookups.propertyType),
    houseOwnerships: codes(lookups.houseOwnership),
  };
}

/**
 * The people of an evaluation as the calculators answer them: category, counted or why not, part of the standard,
 * counted income and share of the entitlement (before any deduction; 0 when nothing would be paid).
 */
export function toCalculatorMembers(evaluation: HouseEvaluation, word: ReasonWording): CalculatorMember[] {
  const shares = memberShares(evaluation.paid ? evaluation.entitlement : 0, evaluation.members, evaluation.standard);
  return evaluation.members.map((member) => ({
    personId: member.personId,
    category: member.category,
    counted: member.counted,
    leftOutReason: member.leftOutReason ? word(member.leftOutReason) : null,
    standardShare: member.standardShare,
    countedIncome: member.countedIncome,
    share: shares.get(member.personId) ?? 0,
  }));
}

/** The evaluation's figures and trace, its reasons named in the caller's language. */
export function toEvaluationFields(evaluation: HouseEvaluation, word: ReasonWording) {
  return {
    outcome: evaluation.outcome,
    reasons: evaluation.reasons.map(word),
    standard: evaluation.standard,
    countedIncome: evaluation.countedIncome,
    assets: evaluation.assets,
    entitlement: evaluation.entitlement,
    paid: evaluation.paid,
    trace: evaluation.trace,
  };
}

/** Who a stored person of the house is: their names and, for a dependent, the relationship. */
export interface KnownPerson {
  nameAr: string;
  nameEn: string;
  relationship: string | null;
}

/** One house of a what-if: the evaluation with each stored person named (`known`); a person the changes add is `added`. */
export function toWhatIfHouse(
  evaluation: HouseEvaluation,
  word: ReasonWording,
  known: ReadonlyMap<string, KnownPerson>,
  added: ReadonlySet<string>,
): WhatIfHouse {
  const dependentIds = new Map(evaluation.members.map((member) => [member.personId, member.dependentId]));
  return {
    ...toEvaluationFields(evaluation, word),
    members: toCalculatorMembers(evaluation, word).map((member): WhatIfMember => {
      const person = known.get(member.personId);
      return {
        ...member,
        dependentId: dependentIds.get(member.personId) ?? null,
        nameAr: person?.nameAr ?? null,
        nameEn: person?.nameEn ?? null,
        relationship: person?.relationship ?? null,
        added: added.has(member.personId),
      };
    }),
  };
}

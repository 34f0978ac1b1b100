import type { ApplicationStatus, HouseReason, MemberCategory, MemberLeftOutReason, TraceStep } from '@sanad/contract';
import { ageOn } from '../household/household-rules.ts';
import type {
  DeductionPlan,
  EligibilityParameters,
  HouseEvaluation,
  HouseFacts,
  IncomeRule,
  MemberEvaluation,
  MemberFacts,
  RecoveryDue,
} from './eligibility-types.ts';

/**
 * The one place that decides eligibility and entitlement (DOMAIN.md "Cycles, eligibility and payments"; decision 055):
 * pure, no I/O and no clock, so the cycle, FLV, the public calculator and the what-if give the same answer for the same
 * facts. Every step is written to the trace in DOMAIN.md's order; what each step holds is documented on TraceStep.
 */

/** The states the cycle studies; SUSPENDED, like any other state, is APPLICATION_NOT_EVALUABLE. */
export const evaluableStatuses: ReadonlySet<ApplicationStatus> = new Set(['SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE', 'INELIGIBLE']);

/** An income source the rules do not name counts in full: a new source never lowers the counted income by omission. */
const fullIncome: IncomeRule = { percent: 100 };

/** A person of the house while the function works on them. */
interface Person {
  facts: MemberFacts;
  age: number;
  category: MemberCategory;
  leftOutReason: MemberLeftOutReason | null;
  standardShare: number;
  countedIncome: number;
}

type StepFields = Partial<Omit<TraceStep, 'rule' | 'outcome'>>;
const step = (rule: TraceStep['rule'], outcome: TraceStep['outcome'], fields: StepFields = {}): TraceStep => ({
  rule,
  personId: null,
  value: null,
  limit: null,
  counted: null,
  detail: null,
  outcome,
  ...fields,
});

/** Why a dependent is left out, if they are: a death first, then the relation, then the duplicate (least fixable first). */
function leftOutReasonOf(member: MemberFacts): MemberLeftOutReason | null {
  if (member.deceased) return 'DECEASED';
  if (!member.relationCounted) return 'RELATION_NOT_CONFIRMED';
  if (member.countedElsewhere) return 'DUPLICATE_MEMBER';
  return null;
}

/** Step 1: the head always counts (a deceased or duplicated head fails a gate); a dependent may be left out. */
function whoCounts(facts: HouseFacts, parameters: EligibilityParameters, firstDay: string, trace: TraceStep[]): Person[] {
  const person = (member: MemberFacts, isHead: boolean): Person => {
    const age = ageOn(member.birthDate, firstDay);
    const category: MemberCategory = isHead ? 'HEAD' : age >= parameters.adultAge ? 'ADULT' : 'MINOR';
    const leftOutReason = isHead ? null : leftOutReasonOf(member);
    trace.push(
      step('MEMBER_COUNTED', leftOutReason ? 'FAIL' : 'PASS', {
        personId: member.personId,
        value: age,
        limit: parameters.adultAge,
        detail: leftOutReason ?? category,
      }),
    );
    return { facts: member, age, category, leftOutReason, standardShare: 0, countedIncome: 0 };
  };
  return [person(facts.head, true), ...facts.dependents.map((member) => person(member, false))];
}

/** Step 2: every gate is evaluated and every failing one is a reason, so the beneficiary can fix them all at once. */
function gates(facts: HouseFacts, trace: TraceStep[]): HouseReason[] {
  const headId = facts.head.personId;
  const evaluable = evaluableStatuses.has(facts.applicationStatus);
  trace.push(step('GATE_APPLICATION_STATE', evaluable ? 'PASS' : 'FAIL', { detail: facts.applicationStatus }));
  const checks: Array<[TraceStep['rule'], boolean, HouseReason]> = [
    ['GATE_PROFILE_COMPLETE', facts.profileCompleted, 'PROFILE_INCOMPLETE'],
    ['GATE_IBAN_VERIFIED', facts.ibanVerified, 'IBAN_NOT_VERIFIED'],
    ['GATE_NO_BAN', !facts.banned, 'UNDER_BAN'],
    ['GATE_RESIDENT', facts.headResident, 'NOT_RESIDENT'],
    ['GATE_ALIVE', !facts.head.deceased, 'DECEASED'],
    ['GATE_HEAD_NOT_DUPLICATED', !facts.head.countedElsewhere, 'DUPLICATE_HEAD'],
  ];
  const reasons: HouseReason[] = evaluable ? [] : ['APPLICATION_NOT_EVALUABLE'];
  for (const [rule, passes, reason] of checks) {
    trace.push(step(rule, passes ? 'PASS' : 'FAIL', { personId: headId, detail: passes ? null : reason }));
    if (!passes) reasons.push(reason);
  }
  return reasons;
}

const standardKey = { HEAD: 'head', ADULT: 'adult', MINOR: 'minor' } as const satisfies Record<MemberCategory, string>;

/** Step 3: the head's amount, then the adult or minor amount of each other counted member. */
function standardOf(counted: Person[], parameters: EligibilityParameters, trace: TraceStep[]): number {
  for (const person of counted) {
    person.standardShare = parameters.standard[standardKey[person.category]];
    trace.push(step('STANDARD_MEMBER', 'INFO', { personId: person.facts.personId, value: person.standardShare, detail: person.category }));
  }
  const standard = counted.reduce((sum, person) => sum + person.standardShare, 0);
  trace.push(step('STANDARD_TOTAL', 'INFO', { value: standard }));
  return standard;
}

/**
 * What counts of one person's monthly amount of one source: `percent` of what is left after exempting `exemptPercent`
 * of it, up to `exemptCap`. In integers (hundredths of a halala) and rounded down once, in the beneficiary's favour.
 */
export function countedIncomeOf(amount: number, rule: IncomeRule): number {
  const exempt = amount * (rule.exemptPercent ?? 0);
  const cappedExempt = rule.exemptCap === undefined ? exempt : Math.min(exempt, rule.exemptCap * 100);
  return Math.floor(((amount * 100 - cappedExempt) * rule.percent) / 10_000);
}

/**
 * Step 4: by person and source, the person's amounts of a source added first, so an exemption capped "per person"
 * (the salary's) is taken once however many salaries they declared. Under the adult age nothing counts.
 */
function incomeOf(counted: Person[], parameters: EligibilityParameters, trace: TraceStep[]): number {
  for (const person of counted) {
    const bySource = new Map<string, number>();
    for (const income of person.facts.incomes) bySource.set(income.source, (bySource.get(income.source) ?? 0) + income.monthlyAmount);
    const earns = person.age >= parameters.adultAge;
    for (const [source, amount] of bySource) {
      // hasOwn: a source named like an object's own property ("constructor") is still just an unknown source.
      const rule = (Object.hasOwn(parameters.incomeRules, source) ? parameters.incomeRules[source] : undefined) ?? fullIncome;
      const countedAmount = earns ? countedIncomeOf(amount, rule) : 0;
      person.countedIncome += countedAmount;
      trace.push(
        step('INCOME_SOURCE', 'INFO', {
          personId: person.facts.personId,
          value: amount,
          limit: rule.exemptCap ?? null,
          counted: countedAmount,
          detail: source,
        }),
      );
    }
  }
  const total = counted.reduce((sum, person) => sum + person.countedIncome, 0);
  trace.push(step('INCOME_TOTAL', 'INFO', { value: total }));
  return total;
}

/** A property's value to its owner: the estimated value times the owner's share, rounded down. */
const shareOf = (property: MemberFacts['properties'][number]) => Math.floor((property.estimatedValue * property.ownershipShare) / 100);

/**
 * The head's item taken as the dwelling of an OWNED house: their REAL_ESTATE item worth the most to them (their share),
 * the first declared on a tie; -1 when none. Their share, not the whole value, so the exclusion is the one that
 * spares the household the most.
 */
function dwellingIndex(facts: HouseFacts): number {
  if (facts.houseOwnership !== 'OWNED') return -1;
  let best = -1;
  facts.head.properties.forEach((property, index) => {
    const current = facts.head.properties[best];
    if (property.type === 'REAL_ESTATE' && (current === undefined || shareOf(property) > shareOf(current))) best = index;
  });
  return best;
}

/** Step 5: every item of the counted members at their share, except the dwelling. */
function assetsOf(facts: HouseFacts, counted: Person[], parameters: EligibilityParameters, trace: TraceStep[]): number {
  const dwelling = dwellingIndex(facts);
  let total = 0;
  for (const person of counted) {
    person.facts.properties.forEach((property, index) => {
      const excluded = person.category === 'HEAD' && index === dwelling;
      const value = excluded ? 0 : shareOf(property);
      total += value;
      trace.push(
        step(excluded ? 'ASSET_DWELLING_EXCLUDED' : 'ASSET_ITEM', 'INFO', {
          personId: person.facts.personId,
          value: property.estimatedValue,
          counted: value,
          detail: property.type,
        }),
      );
    });
  }
  const above = total > parameters.assetLimit;
  trace.push(
    step('ASSETS_TOTAL', above ? 'FAIL' : 'PASS', {
      value: total,
      limit: parameters.assetLimit,
      detail: above ? 'ASSETS_ABOVE_LIMIT' : null,
    }),
  );
  return total;
}

/**
 * A household's eligibility and entitlement for a cycle (DOMAIN.md steps 1–6): `facts` as the caller gathered them,
 * `parameters` the versions valid on the cycle's first day, `firstDay` the day ages are taken on (YYYY-MM-DD).
 * An ineligible house still reports its standard, counted income and assets, so the beneficiary can read why.
 */
export function evaluateHouse(facts: HouseFacts, parameters: EligibilityParameters, firstDay: string): HouseEvaluation {
  const trace: TraceStep[] = [];
  const people = whoCounts(facts, parameters, firstDay, trace);
  const counted = people.filter((person) => person.leftOutReason === null);
  const reasons = gates(facts, trace);
  const standard = standardOf(counted, parameters, trace);
  const countedIncome = incomeOf(counted, parameters, trace);
  const assets = assetsOf(facts, counted, parameters, trace);
  if (assets > parameters.assetLimit) reasons.push('ASSETS_ABOVE_LIMIT');

  // Step 6: what the income leaves of the standard.
  const difference = standard - countedIncome;
  trace.push(
    step('ENTITLEMENT', difference > 0 ? 'PASS' : 'FAIL', {
      value: countedIncome,
      limit: standard,
      counted: Math.max(difference, 0),
      detail: difference > 0 ? null : 'INCOME_ABOVE_STANDARD',
    }),
  );
  if (difference <= 0) reasons.push('INCOME_ABOVE_STANDARD');

  const eligible = reasons.length === 0;
  let paid = false;
  if (eligible) {
    paid = difference >= parameters.minimumPayment;
    trace.push(
      step('MINIMUM_PAYMENT', paid ? 'PASS' : 'FAIL', {
        value: difference,
        limit: parameters.minimumPayment,
        detail: paid ? null : 'BELOW_MINIMUM',
      }),
    );
    if (!paid) reasons.push('BELOW_MINIMUM');
  }

  return {
    outcome: eligible ? 'ELIGIBLE' : 'INELIGIBLE',
    reasons,
    standard,
    countedIncome,
    assets,
    entitlement: eligible ? difference : 0,
    paid,
    members: people.map((person): MemberEvaluation => ({
      personId: person.facts.personId,
      dependentId: person.facts.dependentId,
      category: person.category,
      counted: person.leftOutReason === null,
      leftOutReason: person.leftOutReason,
      standardShare: person.standardShare,
      countedIncome: person.countedIncome,
    })),
    trace,
  };
}

/**
 * Step 7 (DOMAIN.md "Deductions"): open recoveries taken oldest first (then by id, so a re-run takes the same), in all
 * at most `capPercent` of the entitlement rounded down, each at most what is left of it.
 */
export function applyDeductions(entitlement: number, recoveries: readonly RecoveryDue[], capPercent: number): DeductionPlan {
  const cap = Math.max(0, Math.floor((entitlement * capPercent) / 100));
  const oldestFirst = [...recoveries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.recoveryId < b.recoveryId ? -1 : a.recoveryId > b.recoveryId ? 1 : 0),
  );
  const deductions: DeductionPlan['deductions'] = [];
  let total = 0;
  for (const recovery of oldestFirst) {
    const amount = Math.min(Math.max(recovery.remaining, 0), cap - total);
    if (amount <= 0) continue;
    deductions.push({ recoveryId: recovery.recoveryId, amount });
    total += amount;
  }
  return { deductions, total, net: entitlement - total };
}

/**
 * What each person of the house is paid of `net` (DOMAIN.md "a dependent's share"): a counted dependent their part of
 * the standard scaled by net ÷ standard, rounded down to the halala; the head the rest, so the shares add up to net
 * exactly; a person not counted 0. `standard` defaults to the counted parts' sum, which is what the function gave.
 */
export function memberShares(
  net: number,
  members: readonly MemberEvaluation[],
  standard: number = members.reduce((sum, member) => sum + (member.counted ? member.standardShare : 0), 0),
): Map<string, number> {
  const shares = new Map<string, number>();
  const head = members.find((member) => member.category === 'HEAD');
  if (!head) throw new Error('memberShares: the members have no head of household');
  shares.set(head.personId, 0);
  let dependentsTotal = 0;
  for (const member of members) {
    if (member === head) continue;
    const share = member.counted && standard > 0 && net > 0 ? Math.floor((member.standardShare * net) / standard) : 0;
    shares.set(member.personId, share);
    dependentsTotal += share;
  }
  shares.set(head.personId, net - dependentsTotal);
  return shares;
}

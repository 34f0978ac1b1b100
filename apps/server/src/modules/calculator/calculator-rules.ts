import {
  traceRuleValues,
  type CalculatorPerson,
  type EligibilityAmountChange,
  type SupportEstimateRequest,
  type TraceStep,
  type WhatIfChanges,
  type WhatIfMovedRule,
} from '@sanad/contract';
import type { DomainFieldError } from '../../platform/errors.ts';
import type { HouseEvaluation, HouseFacts, MemberFacts } from '../eligibility/eligibility-types.ts';

/**
 * The calculators' own rules (docs/decisions/059-calculators.md), pure: how a household typed in or a stored household
 * with changes becomes the eligibility function's facts, and how two evaluations differ. Deciding stays with
 * `evaluateHouse`; nothing here judges eligibility.
 */

/** The lookup codes a calculator's input is checked against. */
export interface CalculatorCodes {
  incomeSources: ReadonlySet<string>;
  propertyTypes: ReadonlySet<string>;
  houseOwnerships: ReadonlySet<string>;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A birth date that makes a person `age` in full years on `today`: the same day `age` years earlier (28 February for
 * a 29 February in a year without it), so the category the function derives is the one the age says.
 */
export function birthDateForAge(age: number, today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const born = year - age;
  const bornDay = month === 2 && day === 29 && !isLeapYear(born) ? 28 : day;
  return `${pad(born, 4)}-${pad(month)}-${pad(bornDay)}`;
}

/** A person typed in as the function reads them: alive, related and counted nowhere else (a visitor is not checked). */
function typedMember(person: CalculatorPerson, personId: string, today: string): MemberFacts {
  return {
    personId,
    dependentId: null,
    birthDate: person.birthDate ?? birthDateForAge(person.age ?? 0, today),
    deceased: false,
    relationCounted: true,
    countedElsewhere: false,
    incomes: person.incomes.map(({ source, monthlyAmount }) => ({ source, monthlyAmount })),
    // The value typed in is the person's own: their share is the whole of it.
    properties: person.assets.map(({ type, estimatedValue }) => ({ type, estimatedValue, ownershipShare: 100 })),
  };
}

/** The person ids of a household typed in: what the answer's members and the trace steps name. */
export const headPersonId = 'head';
export const dependentPersonId = (index: number) => `dependents.${index}`;
export const addedPersonId = (index: number) => `added.${index}`;

/**
 * The facts of a household typed in (the public calculator). The gates a visitor cannot be judged on pass: an
 * application under study, a complete profile, a verified IBAN, no ban, a resident and living head counted nowhere
 * else (contract `assumedGateValues`).
 */
export function typedHousehold(input: SupportEstimateRequest, today: string): HouseFacts {
  return {
    applicationStatus: 'SUBMITTED',
    profileCompleted: true,
    ibanVerified: true,
    banned: false,
    headResident: true,
    houseOwnership: input.houseOwnership,
    head: typedMember(input.head, headPersonId, today),
    dependents: input.dependents.map((person, index) => typedMember(person, dependentPersonId(index), today)),
  };
}

/** The codes of one person's incomes and assets that the lookups do not list, as field errors under `path`. */
function personCodeErrors(person: CalculatorPerson, path: string, codes: CalculatorCodes): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  person.incomes.forEach((income, index) => {
    if (!codes.incomeSources.has(income.source)) errors.push({ field: `${path}.incomes.${index}.source`, code: 'invalid_value' });
  });
  person.assets.forEach((asset, index) => {
    if (!codes.propertyTypes.has(asset.type)) errors.push({ field: `${path}.assets.${index}.type`, code: 'invalid_value' });
  });
  return errors;
}

/** Every code of a household typed in that its lookup does not list (the house's ownership, sources, asset types). */
export function typedHouseholdErrors(input: SupportEstimateRequest, codes: CalculatorCodes): DomainFieldError[] {
  return [
    ...(codes.houseOwnerships.has(input.houseOwnership) ? [] : [{ field: 'body.houseOwnership', code: 'invalid_value' as const }]),
    ...personCodeErrors(input.head, 'body.head', codes),
    ...input.dependents.flatMap((person, index) => personCodeErrors(person, `body.dependents.${index}`, codes)),
  ];
}

/**
 * A stored house with a what-if's changes (contract `whatIfChangesSchema`): the named people's incomes and assets
 * replaced, dependents taken out, people added (counted as a confirmed relation would be, judged on `today`). Every
 * change that names someone not of the house, names them twice, takes the head out or uses a code the lookups do
 * not list is a field error, all reported together; the facts are given only when there is none.
 */
export function applyChanges(
  facts: HouseFacts,
  changes: WhatIfChanges,
  today: string,
  codes: CalculatorCodes,
): { facts: HouseFacts; errors: [] } | { facts: null; errors: DomainFieldError[] } {
  const errors: DomainFieldError[] = [];
  const members = new Map([facts.head, ...facts.dependents].map((member) => [member.personId, member]));
  const base = 'body.changes';

  /** The person a change names: of the house and named once in its list; else a field error. */
  const checkPerson = (personId: string, field: string, seen: Set<string>): boolean => {
    if (!members.has(personId)) errors.push({ field, code: 'member_unknown' });
    else if (seen.has(personId)) errors.push({ field, code: 'duplicate_item' });
    else {
      seen.add(personId);
      return true;
    }
    return false;
  };

  const incomesOf = new Map<string, MemberFacts['incomes']>();
  const seenIncomes = new Set<string>();
  changes.incomes.forEach(({ personId, sources }, index) => {
    const path = `${base}.incomes.${index}`;
    sources.forEach((income, at) => {
      if (!codes.incomeSources.has(income.source)) errors.push({ field: `${path}.sources.${at}.source`, code: 'invalid_value' });
    });
    if (checkPerson(personId, `${path}.personId`, seenIncomes))
      incomesOf.set(
        personId,
        sources.map(({ source, monthlyAmount }) => ({ source, monthlyAmount })),
      );
  });

  const propertiesOf = new Map<string, MemberFacts['properties']>();
  const seenAssets = new Set<string>();
  changes.assets.forEach(({ personId, items }, index) => {
    const path = `${base}.assets.${index}`;
    items.forEach((item, at) => {
      if (!codes.propertyTypes.has(item.type)) errors.push({ field: `${path}.items.${at}.type`, code: 'invalid_value' });
    });
    if (checkPerson(personId, `${path}.personId`, seenAssets)) {
      propertiesOf.set(
        personId,
        items.map(({ type, estimatedValue, ownershipShare }) => ({ type, estimatedValue, ownershipShare })),
      );
    }
  });

  const removed = new Set<string>();
  changes.removeMembers.forEach((personId, index) => {
    const field = `${base}.removeMembers.${index}`;
    if (personId === facts.head.personId) errors.push({ field, code: 'head_not_removable' });
    else checkPerson(personId, field, removed);
  });

  changes.addMembers.forEach((person, index) => errors.push(...personCodeErrors(person, `${base}.addMembers.${index}`, codes)));
  if (errors.length > 0) return { facts: null, errors };

  const changed = (member: MemberFacts): MemberFacts => ({
    ...member,
    incomes: incomesOf.get(member.personId) ?? member.incomes,
    properties: propertiesOf.get(member.personId) ?? member.properties,
  });
  return {
    facts: {
      ...facts,
      head: changed(facts.head),
      dependents: [
        ...facts.dependents.filter((member) => !removed.has(member.personId)).map(changed),
        ...changes.addMembers.map((person, index) => typedMember(person, addedPersonId(index), today)),
      ],
    },
    errors: [],
  };
}

/**
 * What tells apart several steps of one rule and person: the income source of INCOME_SOURCE; the property type and
 * its place among the person's items of that type and rule (`REAL_ESTATE#1`) of the asset steps; null otherwise.
 */
function keyedSteps(trace: readonly TraceStep[]): Map<string, { key: string | null; step: TraceStep }> {
  const keyed = new Map<string, { key: string | null; step: TraceStep }>();
  const occurrences = new Map<string, number>();
  for (const step of trace) {
    let key: string | null = null;
    if (step.rule === 'INCOME_SOURCE') key = step.detail;
    else if (step.rule === 'ASSET_ITEM' || step.rule === 'ASSET_DWELLING_EXCLUDED') {
      const kind = `${step.rule}|${step.personId ?? ''}|${step.detail ?? ''}`;
      const place = (occurrences.get(kind) ?? 0) + 1;
      occurrences.set(kind, place);
      key = `${step.detail ?? ''}#${place}`;
    }
    keyed.set(`${step.rule}|${step.personId ?? ''}|${key ?? ''}`, { key, step });
  }
  return keyed;
}

const sameStep = (a: TraceStep, b: TraceStep) =>
  a.value === b.value &&
  a.limit === b.limit &&
  (a.counted ?? null) === (b.counted ?? null) &&
  a.detail === b.detail &&
  a.outcome === b.outcome;

const ruleOrder = new Map<string, number>(traceRuleValues.map((rule, index) => [rule, index]));

/**
 * The rules that moved from one evaluation to another: each step (matched by rule, person and key) whose figures,
 * detail or outcome differ, or that only one of them took. In the function's order of rules; within a rule, in the
 * order of the first evaluation, then the steps only the second took.
 */
export function movedRules(from: readonly TraceStep[], to: readonly TraceStep[]): WhatIfMovedRule[] {
  const before = keyedSteps(from);
  const after = keyedSteps(to);
  const moved: WhatIfMovedRule[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    if (was && now && sameStep(was.step, now.step)) continue;
    const step = (now ?? was)?.step;
    if (!step) continue;
    moved.push({
      rule: step.rule,
      personId: step.personId,
      key: (now ?? was)?.key ?? null,
      from: was?.step ?? null,
      to: now?.step ?? null,
    });
  }
  // A stable sort: the order of appearance is kept within a rule.
  return moved.sort((a, b) => (ruleOrder.get(a.rule) ?? 0) - (ruleOrder.get(b.rule) ?? 0));
}

/** The house's amounts that differ between two evaluations. */
export function amountChanges(from: HouseEvaluation, to: HouseEvaluation): EligibilityAmountChange[] {
  const items = [
    ['STANDARD', from.standard, to.standard],
    ['COUNTED_INCOME', from.countedIncome, to.countedIncome],
    ['ASSETS', from.assets, to.assets],
    ['ENTITLEMENT', from.entitlement, to.entitlement],
  ] as const;
  return items.filter(([, was, now]) => was !== now).map(([item, was, now]) => ({ item, from: was, to: now }));
}

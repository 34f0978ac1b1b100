import { describe, expect, it } from 'vitest';
import { supportEstimateRequestSchema, whatIfChangesSchema, type TraceStep } from '@sanad/contract';
import { ageOn } from '../household/household-rules.ts';
import { evaluateHouse } from '../eligibility/eligibility-rules.ts';
import type { EligibilityParameters, HouseFacts } from '../eligibility/eligibility-types.ts';
import {
  amountChanges,
  applyChanges,
  birthDateForAge,
  movedRules,
  typedHousehold,
  typedHouseholdErrors,
  type CalculatorCodes,
} from './calculator-rules.ts';

const today = '2026-11-26';
const parameters: EligibilityParameters = {
  day: today,
  standard: { head: 110_000, adult: 60_000, minor: 40_000 },
  incomeRules: { SALARY: { percent: 100, exemptPercent: 50, exemptCap: 150_000 }, PENSION: { percent: 100 } },
  assetLimit: 50_000_000,
  minimumPayment: 10_000,
  deductionCapPercent: 20,
  adultAge: 18,
};
const codes: CalculatorCodes = {
  incomeSources: new Set(['SALARY', 'PENSION']),
  propertyTypes: new Set(['REAL_ESTATE', 'LAND']),
  houseOwnerships: new Set(['OWNED', 'RENTED']),
};

const stored: HouseFacts = {
  applicationStatus: 'ELIGIBLE',
  profileCompleted: true,
  ibanVerified: true,
  banned: false,
  headResident: true,
  houseOwnership: 'RENTED',
  head: {
    personId: 'p-head',
    dependentId: null,
    birthDate: '1980-01-15',
    deceased: false,
    relationCounted: true,
    countedElsewhere: false,
    incomes: [{ source: 'SALARY', monthlyAmount: 200_000 }],
    properties: [],
  },
  dependents: [
    {
      personId: 'p-wife',
      dependentId: 'd-wife',
      birthDate: '1985-03-01',
      deceased: false,
      relationCounted: true,
      countedElsewhere: false,
      incomes: [],
      properties: [{ type: 'LAND', estimatedValue: 10_000_000, ownershipShare: 50 }],
    },
  ],
};

const changes = (value: unknown) => whatIfChangesSchema.parse(value);

describe('birthDateForAge', () => {
  it.each([
    [0, '2026-11-26', '2026-11-26'],
    [17, '2026-11-26', '2009-11-26'],
    [18, '2026-11-26', '2008-11-26'],
    [24, '2024-02-29', '2000-02-29'],
    [23, '2024-02-29', '2001-02-28'],
  ])('age %i on %s is born %s, and is that age on the day', (age, day, born) => {
    expect(birthDateForAge(age, day)).toBe(born);
    expect(ageOn(born, day)).toBe(age);
  });
});

describe('typedHousehold', () => {
  it('passes every gate a visitor cannot be judged on and names people by their place in the request', () => {
    const input = supportEstimateRequestSchema.parse({
      houseOwnership: 'OWNED',
      head: {
        age: 40,
        incomes: [{ source: 'SALARY', monthlyAmount: 200_000 }],
        assets: [{ type: 'REAL_ESTATE', estimatedValue: 80_000_000 }],
      },
      dependents: [{ age: 17 }, { birthDate: '2000-01-01' }],
    });
    const facts = typedHousehold(input, today);
    expect(facts).toMatchObject({
      applicationStatus: 'SUBMITTED',
      profileCompleted: true,
      ibanVerified: true,
      banned: false,
      headResident: true,
    });
    expect([facts.head, ...facts.dependents].map((member) => member.personId)).toEqual(['head', 'dependents.0', 'dependents.1']);
    const evaluation = evaluateHouse(facts, parameters, today);
    expect(evaluation.trace.filter((step) => step.rule.startsWith('GATE_')).every((step) => step.outcome === 'PASS')).toBe(true);
    // 17 is a minor, 18 or more an adult; the owned dwelling is not an asset; 2,000 SAR of salary counts 1,000.
    expect(evaluation.members.map((member) => member.category)).toEqual(['HEAD', 'MINOR', 'ADULT']);
    expect(evaluation).toMatchObject({ outcome: 'ELIGIBLE', standard: 210_000, countedIncome: 100_000, assets: 0, entitlement: 110_000 });
  });

  it('lists every code the lookups do not know, with its field', () => {
    const input = supportEstimateRequestSchema.parse({
      houseOwnership: 'CASTLE',
      head: {
        age: 40,
        incomes: [
          { source: 'SALARY', monthlyAmount: 1 },
          { source: 'LOTTERY', monthlyAmount: 1 },
        ],
      },
      dependents: [{ age: 3, assets: [{ type: 'YACHT', estimatedValue: 1 }] }],
    });
    expect(typedHouseholdErrors(input, codes)).toEqual([
      { field: 'body.houseOwnership', code: 'invalid_value' },
      { field: 'body.head.incomes.1.source', code: 'invalid_value' },
      { field: 'body.dependents.0.assets.0.type', code: 'invalid_value' },
    ]);
  });
});

describe('applyChanges', () => {
  it('replaces the named people’s incomes and assets, takes dependents out and adds people', () => {
    const applied = applyChanges(
      stored,
      changes({
        incomes: [{ personId: 'p-head', sources: [] }],
        assets: [{ personId: 'p-wife', items: [{ type: 'REAL_ESTATE', estimatedValue: 1_000 }] }],
        addMembers: [{ age: 4, incomes: [{ source: 'PENSION', monthlyAmount: 5_000 }] }],
      }),
      today,
      codes,
    );
    expect(applied.errors).toEqual([]);
    expect(applied.facts?.head.incomes).toEqual([]);
    expect(applied.facts?.dependents.map((member) => [member.personId, member.properties])).toEqual([
      ['p-wife', [{ type: 'REAL_ESTATE', estimatedValue: 1_000, ownershipShare: 100 }]],
      ['added.0', []],
    ]);
    const removed = applyChanges(stored, changes({ removeMembers: ['p-wife'] }), today, codes);
    expect(removed.facts?.dependents).toEqual([]);
    // No change: the same facts.
    expect(applyChanges(stored, changes({}), today, codes).facts).toEqual(stored);
  });

  it('refuses a person not of the house, a person named twice, the head taken out and unknown codes, all at once', () => {
    const applied = applyChanges(
      stored,
      changes({
        incomes: [
          { personId: 'p-head', sources: [{ source: 'BRIBES', monthlyAmount: 1 }] },
          { personId: 'p-head', sources: [] },
          { personId: 'p-stranger', sources: [] },
        ],
        assets: [{ personId: 'p-wife', items: [{ type: 'CASTLE', estimatedValue: 1 }] }],
        removeMembers: ['p-head', 'p-nobody', 'p-wife', 'p-wife'],
        addMembers: [{ age: 3, incomes: [{ source: 'ALLOWANCE', monthlyAmount: 1 }] }],
      }),
      today,
      codes,
    );
    expect(applied.facts).toBeNull();
    expect(applied.errors).toEqual([
      { field: 'body.changes.incomes.0.sources.0.source', code: 'invalid_value' },
      { field: 'body.changes.incomes.1.personId', code: 'duplicate_item' },
      { field: 'body.changes.incomes.2.personId', code: 'member_unknown' },
      { field: 'body.changes.assets.0.items.0.type', code: 'invalid_value' },
      { field: 'body.changes.removeMembers.0', code: 'head_not_removable' },
      { field: 'body.changes.removeMembers.1', code: 'member_unknown' },
      { field: 'body.changes.removeMembers.3', code: 'duplicate_item' },
      { field: 'body.changes.addMembers.0.incomes.0.source', code: 'invalid_value' },
    ]);
  });
});

describe('movedRules and amountChanges', () => {
  const current = evaluateHouse(stored, parameters, today);

  it('finds nothing moved between an evaluation and itself', () => {
    expect(movedRules(current.trace, current.trace)).toEqual([]);
    expect(amountChanges(current, current)).toEqual([]);
  });

  it('names the income step, the total and the entitlement when an income rises', () => {
    const raised = applyChanges(
      stored,
      changes({ incomes: [{ personId: 'p-head', sources: [{ source: 'SALARY', monthlyAmount: 300_000 }] }] }),
      today,
      codes,
    );
    if (!raised.facts) throw new Error('no facts');
    const next = evaluateHouse(raised.facts, parameters, today);
    const moved = movedRules(current.trace, next.trace);
    expect(moved.map((entry) => [entry.rule, entry.personId, entry.key])).toEqual([
      ['INCOME_SOURCE', 'p-head', 'SALARY'],
      ['INCOME_TOTAL', null, null],
      ['ENTITLEMENT', null, null],
      ['MINIMUM_PAYMENT', null, null],
    ]);
    expect(moved[0]).toMatchObject({ from: { value: 200_000, counted: 100_000 }, to: { value: 300_000, counted: 150_000 } });
    expect(amountChanges(current, next)).toEqual([
      { item: 'COUNTED_INCOME', from: 100_000, to: 150_000 },
      { item: 'ENTITLEMENT', from: 70_000, to: 20_000 },
    ]);
  });

  it('shows the steps only one evaluation took with the other side null, in the function’s order of rules', () => {
    const grown = applyChanges(stored, changes({ addMembers: [{ age: 5 }] }), today, codes);
    if (!grown.facts) throw new Error('no facts');
    const moved = movedRules(current.trace, evaluateHouse(grown.facts, parameters, today).trace);
    expect(moved.map((entry) => [entry.rule, entry.personId])).toEqual([
      ['MEMBER_COUNTED', 'added.0'],
      ['STANDARD_MEMBER', 'added.0'],
      ['STANDARD_TOTAL', null],
      ['ENTITLEMENT', null],
      ['MINIMUM_PAYMENT', null],
    ]);
    expect(moved[0]?.from).toBeNull();
    expect(moved[2]).toMatchObject({ from: { value: 170_000 }, to: { value: 210_000 } });
  });

  it('tells apart several items of one type by their place', () => {
    const step = (value: number): TraceStep => ({
      rule: 'ASSET_ITEM',
      personId: 'p',
      value,
      limit: null,
      counted: value,
      detail: 'LAND',
      outcome: 'INFO',
    });
    const moved = movedRules([step(1), step(2)], [step(1), step(3), step(4)]);
    expect(moved.map((entry) => [entry.key, entry.from?.value ?? null, entry.to?.value ?? null])).toEqual([
      ['LAND#2', 2, 3],
      ['LAND#3', null, 4],
    ]);
  });
});

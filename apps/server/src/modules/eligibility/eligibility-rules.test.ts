import type { ApplicationStatus, HouseReason } from '@sanad/contract';
import { describe, expect, it } from 'vitest';
import { applyDeductions, countedIncomeOf, evaluateHouse, memberShares } from './eligibility-rules.ts';
import type { HouseFacts, MemberEvaluation, MemberFacts, RecoveryDue } from './eligibility-types.ts';
import { domainParameters, houseFacts, memberFacts } from './eligibility.test-kit.ts';

const parameters = domainParameters;
const firstDay = '2026-11-01';

let people = 0;
function member(overrides: Partial<MemberFacts> = {}): MemberFacts {
  people += 1;
  return memberFacts(`person-${people}`, { dependentId: `dependent-${people}`, ...overrides });
}

function house(overrides: Partial<HouseFacts> = {}): HouseFacts {
  return houseFacts({ head: member({ personId: 'head', dependentId: null, birthDate: '1980-01-15' }), ...overrides });
}

const headEarning = (source: string, monthlyAmount: number) =>
  house({ head: member({ personId: 'head', dependentId: null, incomes: [{ source, monthlyAmount }] }) });
const rules = (evaluation: { trace: Array<{ rule: string }> }) => evaluation.trace.map((step) => step.rule);
const memberOf = (evaluation: { members: MemberEvaluation[] }, personId: string) => evaluation.members.find((m) => m.personId === personId);

describe('evaluateHouse: the amount (step 6) at its boundaries, a head alone (standard 110,000)', () => {
  it.each([
    // counted income, outcome, reasons, entitlement, paid
    [0, 'ELIGIBLE', [], 110_000, true],
    [100_000, 'ELIGIBLE', [], 10_000, true], // exactly the minimum payment
    [100_001, 'ELIGIBLE', ['BELOW_MINIMUM'], 9_999, false], // one halala under the minimum
    [109_999, 'ELIGIBLE', ['BELOW_MINIMUM'], 1, false], // one halala under the standard
    [110_000, 'INELIGIBLE', ['INCOME_ABOVE_STANDARD'], 0, false], // exactly the standard
    [110_001, 'INELIGIBLE', ['INCOME_ABOVE_STANDARD'], 0, false], // one halala over
  ] as const)('counted income %i → %s %j, entitlement %i, paid %s', (income, outcome, reasons, entitlement, paid) => {
    const result = evaluateHouse(headEarning('PENSION', income), parameters, firstDay);
    expect(result).toMatchObject({ outcome, reasons, standard: 110_000, countedIncome: income, entitlement, paid });
  });

  it('records the entitlement against the standard, then the minimum payment, with their figures', () => {
    const result = evaluateHouse(headEarning('PENSION', 100_001), parameters, firstDay);
    expect(result.trace.slice(-2)).toEqual([
      { rule: 'ENTITLEMENT', personId: null, value: 100_001, limit: 110_000, counted: 9_999, detail: null, outcome: 'PASS' },
      { rule: 'MINIMUM_PAYMENT', personId: null, value: 9_999, limit: 10_000, counted: null, detail: 'BELOW_MINIMUM', outcome: 'FAIL' },
    ]);
    const above = evaluateHouse(headEarning('PENSION', 110_000), parameters, firstDay);
    expect(above.trace.at(-1)).toMatchObject({ rule: 'ENTITLEMENT', value: 110_000, limit: 110_000, counted: 0, outcome: 'FAIL' });
    expect(rules(above)).not.toContain('MINIMUM_PAYMENT');
  });

  it('follows the parameters given, not figures of its own (a later version of the minimum payment)', () => {
    const result = evaluateHouse(headEarning('PENSION', 100_001), { ...parameters, minimumPayment: 5_000 }, firstDay);
    expect(result).toMatchObject({ outcome: 'ELIGIBLE', reasons: [], entitlement: 9_999, paid: true });
  });
});

describe('evaluateHouse: who counts (step 1) and the standard (step 3)', () => {
  it.each([
    ['2008-11-01', 18, 'ADULT', 60_000], // the 18th birthday on the first day
    ['2008-11-02', 17, 'MINOR', 40_000], // the 18th birthday the day after
    ['2009-11-01', 17, 'MINOR', 40_000],
    ['2008-10-31', 18, 'ADULT', 60_000],
  ] as const)('a dependent born %s is %i on 2026-11-01: %s, %i', (birthDate, age, category, share) => {
    const result = evaluateHouse(house({ dependents: [member({ personId: 'child', birthDate })] }), parameters, firstDay);
    expect(memberOf(result, 'child')).toMatchObject({ category, counted: true, standardShare: share });
    expect(result.standard).toBe(110_000 + share);
    expect(result.trace).toContainEqual(
      expect.objectContaining({ rule: 'MEMBER_COUNTED', personId: 'child', value: age, limit: 18, detail: category, outcome: 'PASS' }),
    );
  });

  it.each([
    ['2026-02-28', 'MINOR'],
    ['2026-03-01', 'ADULT'],
  ] as const)('a dependent born on 29 February 2008 is, on %s, %s (adult from 1 March in a common year)', (day, category) => {
    const result = evaluateHouse(house({ dependents: [member({ personId: 'leap', birthDate: '2008-02-29' })] }), parameters, day);
    expect(memberOf(result, 'leap')?.category).toBe(category);
  });

  it('takes the adult age from the parameters', () => {
    const dependents = [member({ personId: 'nineteen', birthDate: '2007-06-01' })];
    const result = evaluateHouse(house({ dependents }), { ...parameters, adultAge: 21 }, firstDay);
    expect(memberOf(result, 'nineteen')?.category).toBe('MINOR');
  });

  it.each([
    ['an unconfirmed relation', { relationCounted: false }, 'RELATION_NOT_CONFIRMED'],
    ['a death', { deceased: true }, 'DECEASED'],
    ['a count in another house', { countedElsewhere: true }, 'DUPLICATE_MEMBER'],
    ['a death and a duplicate (the death is named)', { deceased: true, countedElsewhere: true }, 'DECEASED'],
    ['an unconfirmed relation and a duplicate', { relationCounted: false, countedElsewhere: true }, 'RELATION_NOT_CONFIRMED'],
  ] as const)('leaves a dependent out for %s, with their income and assets, and the house stays eligible', (_case, facts, reason) => {
    const left = member({
      personId: 'left',
      ...facts,
      incomes: [{ source: 'PENSION', monthlyAmount: 90_000 }],
      properties: [{ type: 'LAND', estimatedValue: 90_000_000, ownershipShare: 100 }],
    });
    const result = evaluateHouse(house({ dependents: [left, member({ personId: 'kept' })] }), parameters, firstDay);
    expect(memberOf(result, 'left')).toEqual({
      personId: 'left',
      dependentId: left.dependentId,
      category: 'ADULT',
      counted: false,
      leftOutReason: reason,
      standardShare: 0,
      countedIncome: 0,
    });
    expect(result).toMatchObject({
      outcome: 'ELIGIBLE',
      reasons: [],
      standard: 170_000,
      countedIncome: 0,
      assets: 0,
      entitlement: 170_000,
    });
    expect(result.trace).toContainEqual(
      expect.objectContaining({ rule: 'MEMBER_COUNTED', personId: 'left', detail: reason, outcome: 'FAIL' }),
    );
    expect(result.trace.filter((step) => step.personId === 'left').map((step) => step.rule)).toEqual(['MEMBER_COUNTED']);
  });

  it('keeps a deceased or duplicated head counted in the figures and fails the house on its gate', () => {
    for (const [facts, reason] of [
      [{ deceased: true }, 'DECEASED'],
      [{ countedElsewhere: true }, 'DUPLICATE_HEAD'],
    ] as const) {
      const head = member({ personId: 'head', dependentId: null, ...facts, incomes: [{ source: 'OTHER', monthlyAmount: 20_000 }] });
      const result = evaluateHouse(house({ head }), parameters, firstDay);
      expect(result).toMatchObject({ outcome: 'INELIGIBLE', reasons: [reason], standard: 110_000, countedIncome: 20_000, entitlement: 0 });
      expect(memberOf(result, 'head')).toMatchObject({ category: 'HEAD', counted: true, leftOutReason: null, standardShare: 110_000 });
    }
  });
});

describe('evaluateHouse: the gates (step 2)', () => {
  it.each([
    ['SUBMITTED', true],
    ['UNDER_STUDY', true],
    ['ELIGIBLE', true],
    ['INELIGIBLE', true],
    ['SUSPENDED', false],
    ['DRAFT', false],
    ['CANCELED', false],
    ['WITHDRAWN', false],
  ] as const)('an application %s is evaluable: %s', (applicationStatus: ApplicationStatus, evaluable) => {
    const result = evaluateHouse(house({ applicationStatus }), parameters, firstDay);
    expect(result.reasons).toEqual(evaluable ? [] : ['APPLICATION_NOT_EVALUABLE']);
    expect(result.trace).toContainEqual(
      expect.objectContaining({ rule: 'GATE_APPLICATION_STATE', detail: applicationStatus, outcome: evaluable ? 'PASS' : 'FAIL' }),
    );
  });

  it.each([
    [{ profileCompleted: false }, 'PROFILE_INCOMPLETE', 'GATE_PROFILE_COMPLETE'],
    [{ ibanVerified: false }, 'IBAN_NOT_VERIFIED', 'GATE_IBAN_VERIFIED'],
    [{ banned: true }, 'UNDER_BAN', 'GATE_NO_BAN'],
    [{ headResident: false }, 'NOT_RESIDENT', 'GATE_RESIDENT'],
  ] as const)('%j → %s (rule %s)', (facts, reason, rule) => {
    const result = evaluateHouse(house(facts), parameters, firstDay);
    expect(result).toMatchObject({ outcome: 'INELIGIBLE', reasons: [reason], entitlement: 0, paid: false });
    expect(result.trace).toContainEqual(expect.objectContaining({ rule, personId: 'head', detail: reason, outcome: 'FAIL' }));
  });

  it('lists every failing gate at once, then the amount rules, and still reports the figures', () => {
    const head = member({
      personId: 'head',
      dependentId: null,
      deceased: true,
      countedElsewhere: true,
      incomes: [{ source: 'COMMERCIAL', monthlyAmount: 200_000 }],
      properties: [{ type: 'LAND', estimatedValue: 60_000_000, ownershipShare: 100 }],
    });
    const facts = house({
      applicationStatus: 'SUSPENDED',
      profileCompleted: false,
      ibanVerified: false,
      banned: true,
      headResident: false,
      head,
      dependents: [member({ personId: 'child', birthDate: '2015-01-01' })],
    });
    const result = evaluateHouse(facts, parameters, firstDay);
    const expected: HouseReason[] = [
      'APPLICATION_NOT_EVALUABLE',
      'PROFILE_INCOMPLETE',
      'IBAN_NOT_VERIFIED',
      'UNDER_BAN',
      'NOT_RESIDENT',
      'DECEASED',
      'DUPLICATE_HEAD',
      'ASSETS_ABOVE_LIMIT',
      'INCOME_ABOVE_STANDARD',
    ];
    expect(result).toMatchObject({
      outcome: 'INELIGIBLE',
      reasons: expected,
      standard: 150_000,
      countedIncome: 200_000,
      assets: 60_000_000,
      entitlement: 0,
      paid: false,
    });
  });

  it('writes the steps in DOMAIN.md order: who counts, gates, standard, income, assets, amount', () => {
    const head = member({
      personId: 'head',
      dependentId: null,
      incomes: [{ source: 'SALARY', monthlyAmount: 100_000 }],
      properties: [{ type: 'VEHICLE', estimatedValue: 4_000_000, ownershipShare: 100 }],
    });
    const result = evaluateHouse(house({ head, dependents: [member({ personId: 'wife' })] }), parameters, firstDay);
    expect(rules(result)).toEqual([
      'MEMBER_COUNTED',
      'MEMBER_COUNTED',
      'GATE_APPLICATION_STATE',
      'GATE_PROFILE_COMPLETE',
      'GATE_IBAN_VERIFIED',
      'GATE_NO_BAN',
      'GATE_RESIDENT',
      'GATE_ALIVE',
      'GATE_HEAD_NOT_DUPLICATED',
      'STANDARD_MEMBER',
      'STANDARD_MEMBER',
      'STANDARD_TOTAL',
      'INCOME_SOURCE',
      'INCOME_TOTAL',
      'ASSET_ITEM',
      'ASSETS_TOTAL',
      'ENTITLEMENT',
      'MINIMUM_PAYMENT',
    ]);
    expect(result).toMatchObject({ standard: 170_000, countedIncome: 50_000, assets: 4_000_000, entitlement: 120_000, paid: true });
  });
});

describe('evaluateHouse: counted income (step 4)', () => {
  it.each([
    // salary, counted: 50 % exempt up to 150,000 (1,500 SAR)
    [0, 0],
    [200_000, 100_000], // below the cap: half exempt
    [300_000, 150_000], // the exemption reaches the cap exactly
    [300_002, 150_002], // above: the cap, then all of the rest
    [400_000, 250_000],
    [100_001, 50_000], // half a halala exempt more rather than counted: rounded down once, in the household's favour
  ])('a salary of %i counts %i', (salary, counted) => {
    expect(evaluateHouse(headEarning('SALARY', salary), parameters, firstDay).countedIncome).toBe(counted);
  });

  it.each(['PENSION', 'SOCIAL_INSURANCE', 'RENT', 'COMMERCIAL', 'OTHER', 'LOTTERY'])(
    '%s counts in full (a source not in the rules too)',
    (source) => {
      expect(evaluateHouse(headEarning(source, 123_457), parameters, firstDay).countedIncome).toBe(123_457);
    },
  );

  it("caps the salary exemption once per person, over all of that person's salaries, and per person", () => {
    const head = member({
      personId: 'head',
      dependentId: null,
      incomes: [
        { source: 'SALARY', monthlyAmount: 200_000 },
        { source: 'SALARY', monthlyAmount: 200_000 },
        { source: 'RENT', monthlyAmount: 10_000 },
      ],
    });
    const wife = member({ personId: 'wife', incomes: [{ source: 'SALARY', monthlyAmount: 200_000 }] });
    const result = evaluateHouse(house({ head, dependents: [wife] }), parameters, firstDay);
    expect(memberOf(result, 'head')?.countedIncome).toBe(250_000 + 10_000);
    expect(memberOf(result, 'wife')?.countedIncome).toBe(100_000);
    expect(result.countedIncome).toBe(360_000);
    expect(result.trace.filter((step) => step.rule === 'INCOME_SOURCE')).toEqual([
      { rule: 'INCOME_SOURCE', personId: 'head', value: 400_000, limit: 150_000, counted: 250_000, detail: 'SALARY', outcome: 'INFO' },
      { rule: 'INCOME_SOURCE', personId: 'head', value: 10_000, limit: null, counted: 10_000, detail: 'RENT', outcome: 'INFO' },
      { rule: 'INCOME_SOURCE', personId: 'wife', value: 200_000, limit: 150_000, counted: 100_000, detail: 'SALARY', outcome: 'INFO' },
    ]);
  });

  it('counts nothing of a minor, at 17, and all of an adult, at 18 on the first day', () => {
    const minor = member({ personId: 'minor', birthDate: '2008-11-02', incomes: [{ source: 'OTHER', monthlyAmount: 30_000 }] });
    const adult = member({ personId: 'adult', birthDate: '2008-11-01', incomes: [{ source: 'OTHER', monthlyAmount: 30_000 }] });
    const result = evaluateHouse(house({ dependents: [minor, adult] }), parameters, firstDay);
    expect(memberOf(result, 'minor')).toMatchObject({ category: 'MINOR', countedIncome: 0 });
    expect(memberOf(result, 'adult')).toMatchObject({ category: 'ADULT', countedIncome: 30_000 });
    expect(result.countedIncome).toBe(30_000);
    expect(result.trace).toContainEqual(expect.objectContaining({ rule: 'INCOME_SOURCE', personId: 'minor', value: 30_000, counted: 0 }));
  });

  it('applies any percent and cap an operator sets', () => {
    expect(countedIncomeOf(100_000, { percent: 50 })).toBe(50_000);
    expect(countedIncomeOf(100_001, { percent: 50 })).toBe(50_000);
    expect(countedIncomeOf(100_000, { percent: 100, exemptPercent: 25 })).toBe(75_000);
    expect(countedIncomeOf(100_000, { percent: 80, exemptPercent: 50, exemptCap: 10_000 })).toBe(72_000);
    expect(countedIncomeOf(100_000, { percent: 0 })).toBe(0);
  });
});

describe('evaluateHouse: assets (step 5)', () => {
  const withAssets = (properties: MemberFacts['properties'], houseOwnership = 'RENTED', dependents: MemberFacts[] = []) =>
    house({ houseOwnership, head: member({ personId: 'head', dependentId: null, properties }), dependents });

  it.each([
    [50_000_000, 'ELIGIBLE', []],
    [50_000_001, 'INELIGIBLE', ['ASSETS_ABOVE_LIMIT']],
  ] as const)('assets of %i → %s %j (the limit is 50,000,000)', (value, outcome, reasons) => {
    const result = evaluateHouse(withAssets([{ type: 'LAND', estimatedValue: value, ownershipShare: 100 }]), parameters, firstDay);
    expect(result).toMatchObject({ outcome, reasons, assets: value });
    expect(result.trace).toContainEqual(
      expect.objectContaining({ rule: 'ASSETS_TOTAL', value, limit: 50_000_000, outcome: reasons.length ? 'FAIL' : 'PASS' }),
    );
  });

  it("counts each item at the owner's share, rounded down, of every counted member", () => {
    const wife = member({ personId: 'wife', properties: [{ type: 'VEHICLE', estimatedValue: 3_000_001, ownershipShare: 50 }] });
    const result = evaluateHouse(
      withAssets([{ type: 'SHARES', estimatedValue: 999, ownershipShare: 33 }], 'RENTED', [wife]),
      parameters,
      firstDay,
    );
    expect(result.assets).toBe(329 + 1_500_000);
    expect(result.trace).toContainEqual(
      expect.objectContaining({ rule: 'ASSET_ITEM', personId: 'wife', value: 3_000_001, counted: 1_500_000, detail: 'VEHICLE' }),
    );
  });

  const estates = [
    { type: 'REAL_ESTATE', estimatedValue: 30_000_000, ownershipShare: 100 },
    { type: 'REAL_ESTATE', estimatedValue: 80_000_000, ownershipShare: 100 },
    { type: 'LAND', estimatedValue: 90_000_000, ownershipShare: 100 },
  ];

  it("leaves out the head's most valuable real estate as the dwelling when the house is owned", () => {
    const result = evaluateHouse(withAssets(estates, 'OWNED'), parameters, firstDay);
    expect(result.assets).toBe(30_000_000 + 90_000_000);
    expect(result.trace.filter((step) => step.rule.startsWith('ASSET_'))).toEqual([
      { rule: 'ASSET_ITEM', personId: 'head', value: 30_000_000, limit: null, counted: 30_000_000, detail: 'REAL_ESTATE', outcome: 'INFO' },
      {
        rule: 'ASSET_DWELLING_EXCLUDED',
        personId: 'head',
        value: 80_000_000,
        limit: null,
        counted: 0,
        detail: 'REAL_ESTATE',
        outcome: 'INFO',
      },
      { rule: 'ASSET_ITEM', personId: 'head', value: 90_000_000, limit: null, counted: 90_000_000, detail: 'LAND', outcome: 'INFO' },
    ]);
  });

  it.each(['RENTED', 'PROVIDED', 'OTHER'])('excludes nothing when the house is %s', (ownership) => {
    const result = evaluateHouse(withAssets(estates, ownership), parameters, firstDay);
    expect(result.assets).toBe(200_000_000);
    expect(rules(result)).not.toContain('ASSET_DWELLING_EXCLUDED');
  });

  it("excludes only the head's item: a dependent's more valuable real estate counts", () => {
    const son = member({ personId: 'son', properties: [{ type: 'REAL_ESTATE', estimatedValue: 40_000_000, ownershipShare: 100 }] });
    const result = evaluateHouse(
      withAssets([{ type: 'REAL_ESTATE', estimatedValue: 20_000_000, ownershipShare: 100 }], 'OWNED', [son]),
      parameters,
      firstDay,
    );
    expect(result.assets).toBe(40_000_000);
    expect(result.trace.filter((step) => step.rule === 'ASSET_DWELLING_EXCLUDED').map((step) => step.personId)).toEqual(['head']);
  });

  it('excludes nothing when the head of an owned house has no real estate', () => {
    const result = evaluateHouse(
      withAssets([{ type: 'LAND', estimatedValue: 1_000_000, ownershipShare: 100 }], 'OWNED'),
      parameters,
      firstDay,
    );
    expect(result.assets).toBe(1_000_000);
  });

  it('takes the item worth most to the head (their share), and the first declared on a tie, as the dwelling', () => {
    const shared = [
      { type: 'REAL_ESTATE', estimatedValue: 100_000_000, ownershipShare: 25 }, // 25,000,000 to the head
      { type: 'REAL_ESTATE', estimatedValue: 30_000_000, ownershipShare: 100 }, // 30,000,000 to the head: the dwelling
      { type: 'REAL_ESTATE', estimatedValue: 30_000_000, ownershipShare: 100 }, // a tie: counted
    ];
    const result = evaluateHouse(withAssets(shared, 'OWNED'), parameters, firstDay);
    expect(result.assets).toBe(25_000_000 + 30_000_000);
    expect(result.trace.filter((step) => step.rule.startsWith('ASSET_')).map((step) => step.rule)).toEqual([
      'ASSET_ITEM',
      'ASSET_DWELLING_EXCLUDED',
      'ASSET_ITEM',
    ]);
  });
});

describe('applyDeductions (step 7)', () => {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const recovery = (recoveryId: string, remaining: number, day: string): RecoveryDue => ({ recoveryId, remaining, createdAt: at(day) });

  it.each([
    // entitlement, recoveries, expected deductions
    [100_000, [recovery('a', 5_000, '2026-01-01')], [['a', 5_000]]], // under the cap: all of it
    [100_000, [recovery('a', 20_000, '2026-01-01')], [['a', 20_000]]], // exactly the cap
    [100_000, [recovery('a', 20_001, '2026-01-01')], [['a', 20_000]]], // one halala over: capped
    [99_999, [recovery('a', 50_000, '2026-01-01')], [['a', 19_999]]], // the cap 19,999.8 rounds down
    [
      100_000,
      [recovery('newer', 15_000, '2026-03-01'), recovery('oldest', 8_000, '2026-01-01'), recovery('middle', 9_000, '2026-02-01')],
      [
        ['oldest', 8_000],
        ['middle', 9_000],
        ['newer', 3_000],
      ],
    ], // oldest first, the cap spread over several
    [100_000, [recovery('done', 0, '2026-01-01'), recovery('open', 4_000, '2026-02-01')], [['open', 4_000]]], // nothing left of one
    [
      100_000,
      [recovery('b', 15_000, '2026-01-01'), recovery('a', 15_000, '2026-01-01')],
      [
        ['a', 15_000],
        ['b', 5_000],
      ],
    ], // same day: by id, so a re-run takes the same
    [0, [recovery('a', 5_000, '2026-01-01')], []],
    [100_000, [], []],
  ] as const)('from %i with %j deducts %j', (entitlement, recoveries, expected) => {
    const plan = applyDeductions(entitlement, recoveries, 20);
    const total = expected.reduce((sum, [, amount]) => sum + amount, 0);
    expect(plan).toEqual({
      deductions: expected.map(([recoveryId, amount]) => ({ recoveryId, amount })),
      total,
      net: entitlement - total,
    });
  });

  it('deducts nothing at a cap of 0 %', () => {
    expect(applyDeductions(100_000, [recovery('a', 5_000, '2026-01-01')], 0)).toEqual({ deductions: [], total: 0, net: 100_000 });
  });
});

describe('memberShares', () => {
  const evaluated = (
    personId: string,
    category: MemberEvaluation['category'],
    standardShare: number,
    counted = true,
  ): MemberEvaluation => ({
    personId,
    dependentId: category === 'HEAD' ? null : `d-${personId}`,
    category,
    counted,
    leftOutReason: counted ? null : 'RELATION_NOT_CONFIRMED',
    standardShare: counted ? standardShare : 0,
    countedIncome: 0,
  });
  const family = [
    evaluated('head', 'HEAD', 110_000),
    evaluated('wife', 'ADULT', 60_000),
    evaluated('son', 'MINOR', 40_000),
    evaluated('cousin', 'ADULT', 60_000, false),
  ];

  it('scales each dependent by net ÷ standard, rounded down, the remainder to the head, 0 when not counted', () => {
    const shares = memberShares(100_001, family, 210_000);
    // 60,000 × 100,001 ÷ 210,000 = 28,571.7; 40,000 × 100,001 ÷ 210,000 = 19,047.8.
    expect(Object.fromEntries(shares)).toEqual({ head: 52_383, wife: 28_571, son: 19_047, cousin: 0 });
  });

  it('pays the standard shares themselves when nothing is deducted from a household without income', () => {
    expect(Object.fromEntries(memberShares(210_000, family))).toEqual({ head: 110_000, wife: 60_000, son: 40_000, cousin: 0 });
  });

  it.each([0, 1, 9_999, 10_000, 54_321, 123_457, 209_999, 210_000])('adds up to a net of %i exactly', (net) => {
    const shares = memberShares(net, family, 210_000);
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBe(net);
    for (const share of shares.values()) expect(share).toBeGreaterThanOrEqual(0);
  });

  it('gives the head everything in a household of one', () => {
    expect(Object.fromEntries(memberShares(77_777, [evaluated('head', 'HEAD', 110_000)]))).toEqual({ head: 77_777 });
  });

  it("agrees with evaluateHouse's members", () => {
    const facts = house({ dependents: [member({ personId: 'wife' }), member({ personId: 'kid', birthDate: '2015-03-03' })] });
    const result = evaluateHouse(facts, parameters, firstDay);
    const shares = memberShares(result.entitlement, result.members, result.standard);
    expect(Object.fromEntries(shares)).toEqual({ head: 110_000, wife: 60_000, kid: 40_000 });
  });
});

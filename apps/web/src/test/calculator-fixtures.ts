import { assumedGateValues } from '@sanad/contract';
import type { SupportEstimate, TraceStep, WhatIfHouse, WhatIfMember, WhatIfResult } from '@sanad/contract';
import { cycleLookups } from './cycle-fixtures.ts';

/**
 * The calculators' answers as the contract gives them, for the screen tests of /support-calculator and the what-if,
 * with the default parameters (standard: head 1,100, adult 600, minor 400 SAR; a salary half exempt up to 1,500 SAR).
 */

export const calculatorLookups = {
  ...cycleLookups,
  houseOwnership: [
    { code: 'OWNED', nameAr: 'ملك', nameEn: 'Owned', parentCode: null },
    { code: 'RENTED', nameAr: 'مستأجر', nameEn: 'Rented', parentCode: null },
  ],
};

const step = (rule: TraceStep['rule'], outcome: TraceStep['outcome'], fields: Partial<TraceStep> = {}): TraceStep => ({
  rule,
  personId: null,
  value: null,
  limit: null,
  counted: null,
  detail: null,
  outcome,
  ...fields,
});

const gates = (head: string): TraceStep[] =>
  assumedGateValues.map((rule) =>
    rule === 'GATE_APPLICATION_STATE' ? step(rule, 'PASS', { detail: 'UNDER_STUDY' }) : step(rule, 'PASS', { personId: head }),
  );

/**
 * DOMAIN.md's household typed in by a visitor: the head (40) earning a salary of 2,000 SAR (1,000 exempt), his wife
 * (35) and two children (10 and 5), renting. Counted income 1,000 SAR against a standard of 2,500 SAR: 1,500 SAR.
 */
export function supportEstimate(overrides: Partial<SupportEstimate> = {}): SupportEstimate {
  return {
    outcome: 'ELIGIBLE',
    reasons: [],
    standard: 250_000,
    countedIncome: 100_000,
    assets: 0,
    entitlement: 150_000,
    paid: true,
    trace: [
      step('MEMBER_COUNTED', 'PASS', { personId: 'head', value: 40, limit: 18, detail: 'HEAD' }),
      step('MEMBER_COUNTED', 'PASS', { personId: 'dependents.0', value: 35, limit: 18, detail: 'ADULT' }),
      step('MEMBER_COUNTED', 'PASS', { personId: 'dependents.1', value: 10, limit: 18, detail: 'MINOR' }),
      step('MEMBER_COUNTED', 'PASS', { personId: 'dependents.2', value: 5, limit: 18, detail: 'MINOR' }),
      ...gates('head'),
      step('STANDARD_MEMBER', 'INFO', { personId: 'head', value: 110_000, detail: 'HEAD' }),
      step('STANDARD_MEMBER', 'INFO', { personId: 'dependents.0', value: 60_000, detail: 'ADULT' }),
      step('STANDARD_MEMBER', 'INFO', { personId: 'dependents.1', value: 40_000, detail: 'MINOR' }),
      step('STANDARD_MEMBER', 'INFO', { personId: 'dependents.2', value: 40_000, detail: 'MINOR' }),
      step('STANDARD_TOTAL', 'INFO', { value: 250_000 }),
      step('INCOME_SOURCE', 'INFO', { personId: 'head', value: 200_000, limit: 150_000, counted: 100_000, detail: 'SALARY' }),
      step('INCOME_TOTAL', 'INFO', { value: 100_000 }),
      step('ASSETS_TOTAL', 'PASS', { value: 0, limit: 50_000_000 }),
      step('ENTITLEMENT', 'PASS', { value: 100_000, limit: 250_000, counted: 150_000 }),
      step('MINIMUM_PAYMENT', 'PASS', { value: 150_000, limit: 10_000 }),
    ],
    members: [
      {
        personId: 'head',
        category: 'HEAD',
        counted: true,
        leftOutReason: null,
        standardShare: 110_000,
        countedIncome: 100_000,
        share: 66_000,
      },
      {
        personId: 'dependents.0',
        category: 'ADULT',
        counted: true,
        leftOutReason: null,
        standardShare: 60_000,
        countedIncome: 0,
        share: 36_000,
      },
      {
        personId: 'dependents.1',
        category: 'MINOR',
        counted: true,
        leftOutReason: null,
        standardShare: 40_000,
        countedIncome: 0,
        share: 24_000,
      },
      {
        personId: 'dependents.2',
        category: 'MINOR',
        counted: true,
        leftOutReason: null,
        standardShare: 40_000,
        countedIncome: 0,
        share: 24_000,
      },
    ],
    parametersDay: '2026-11-20',
    parameters: {
      standard: { head: 110_000, adult: 60_000, minor: 40_000 },
      incomeRules: { SALARY: { percent: 100, exemptPercent: 50, exemptCap: 150_000 } },
      assetLimit: 50_000_000,
      minimumPayment: 10_000,
      adultAge: 18,
    },
    assumedGates: [...assumedGateValues],
    ...overrides,
  };
}

function whatIfMember(values: Partial<WhatIfMember> & Pick<WhatIfMember, 'personId'>): WhatIfMember {
  return {
    category: 'ADULT',
    counted: true,
    leftOutReason: null,
    standardShare: 60_000,
    countedIncome: 0,
    share: 0,
    dependentId: null,
    nameAr: null,
    nameEn: null,
    relationship: null,
    added: false,
    ...values,
  };
}

/** The stored house today: Sara (head, a pension of 150 SAR), her son Faisal (19, a salary of 3,000 SAR), Reem (12). */
export const whatIfPeople = {
  sara: whatIfMember({ personId: 'p-sara', category: 'HEAD', nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi', standardShare: 110_000 }),
  faisal: whatIfMember({
    personId: 'p-faisal',
    dependentId: 'd-faisal',
    nameAr: 'فيصل العتيبي',
    nameEn: 'Faisal Alotaibi',
    relationship: 'SON',
  }),
  reem: whatIfMember({
    personId: 'p-reem',
    dependentId: 'd-reem',
    nameAr: 'ريم العتيبي',
    nameEn: 'Reem Alotaibi',
    relationship: 'DAUGHTER',
    category: 'MINOR',
    standardShare: 40_000,
  }),
};

const houseSteps = {
  counted: [
    step('MEMBER_COUNTED', 'PASS', { personId: 'p-sara', value: 41, limit: 18, detail: 'HEAD' }),
    step('MEMBER_COUNTED', 'PASS', { personId: 'p-faisal', value: 19, limit: 18, detail: 'ADULT' }),
    step('MEMBER_COUNTED', 'PASS', { personId: 'p-reem', value: 12, limit: 18, detail: 'MINOR' }),
    ...gates('p-sara').map((gate) => (gate.rule === 'GATE_APPLICATION_STATE' ? { ...gate, detail: 'ELIGIBLE' } : gate)),
    step('STANDARD_MEMBER', 'INFO', { personId: 'p-sara', value: 110_000, detail: 'HEAD' }),
    step('STANDARD_MEMBER', 'INFO', { personId: 'p-faisal', value: 60_000, detail: 'ADULT' }),
    step('STANDARD_MEMBER', 'INFO', { personId: 'p-reem', value: 40_000, detail: 'MINOR' }),
    step('STANDARD_TOTAL', 'INFO', { value: 210_000 }),
  ],
  pension: step('INCOME_SOURCE', 'INFO', { personId: 'p-sara', value: 15_000, counted: 15_000, detail: 'PENSION' }),
  salary: step('INCOME_SOURCE', 'INFO', { personId: 'p-faisal', value: 300_000, limit: 150_000, counted: 150_000, detail: 'SALARY' }),
  car: step('ASSET_ITEM', 'INFO', { personId: 'p-sara', value: 6_000_000, counted: 3_000_000, detail: 'VEHICLE' }),
};

/** The house evaluated: today's with Faisal's salary (450 SAR), or without it (1,950 SAR). */
function whatIfHouse(withSalary: boolean): WhatIfHouse {
  const income = withSalary ? 165_000 : 15_000;
  const entitlement = 210_000 - income;
  const shares = withSalary ? [23_571, 12_857, 8_572] : [102_143, 55_714, 37_143];
  return {
    outcome: 'ELIGIBLE',
    reasons: [],
    standard: 210_000,
    countedIncome: income,
    assets: 3_000_000,
    entitlement,
    paid: true,
    trace: [
      ...houseSteps.counted,
      houseSteps.pension,
      ...(withSalary ? [houseSteps.salary] : []),
      step('INCOME_TOTAL', 'INFO', { value: income }),
      houseSteps.car,
      step('ASSETS_TOTAL', 'PASS', { value: 3_000_000, limit: 50_000_000 }),
      step('ENTITLEMENT', 'PASS', { value: income, limit: 210_000, counted: entitlement }),
      step('MINIMUM_PAYMENT', 'PASS', { value: entitlement, limit: 10_000 }),
    ],
    members: [
      { ...whatIfPeople.sara, countedIncome: 15_000, share: shares[0] ?? 0 },
      { ...whatIfPeople.faisal, countedIncome: withSalary ? 150_000 : 0, share: shares[1] ?? 0 },
      { ...whatIfPeople.reem, share: shares[2] ?? 0 },
    ],
  };
}

/** The house today, as the what-if answers it with no changes. */
export function whatIfToday(): WhatIfResult {
  const today = whatIfHouse(true);
  return { applicationId: 'app-1', houseId: 'h-1', parametersDay: '2026-11-20', current: today, whatIf: today, amounts: [], moved: [] };
}

/** Faisal's salary stopped: 1,950 SAR instead of 450 SAR; the salary's step, the income total and the amount moved. */
export function whatIfWithoutSalary(): WhatIfResult {
  const current = whatIfHouse(true);
  const changed = whatIfHouse(false);
  const find = (house: WhatIfHouse, rule: TraceStep['rule']) => house.trace.find((item) => item.rule === rule) ?? null;
  return {
    applicationId: 'app-1',
    houseId: 'h-1',
    parametersDay: '2026-11-20',
    current,
    whatIf: changed,
    amounts: [
      { item: 'COUNTED_INCOME', from: 165_000, to: 15_000 },
      { item: 'ENTITLEMENT', from: 45_000, to: 195_000 },
    ],
    moved: [
      { rule: 'INCOME_SOURCE', personId: 'p-faisal', key: 'SALARY', from: houseSteps.salary, to: null },
      ...(['INCOME_TOTAL', 'ENTITLEMENT', 'MINIMUM_PAYMENT'] as const).map((rule) => ({
        rule,
        personId: null,
        key: null,
        from: find(current, rule),
        to: find(changed, rule),
      })),
    ],
  };
}

import type { EligibilityParameters, HouseFacts, MemberFacts } from './eligibility-types.ts';

/** DOMAIN.md's figures, written out so the boundaries of the tests read against them. */
export const domainParameters: EligibilityParameters = {
  day: '2026-11-01',
  standard: { head: 110_000, adult: 60_000, minor: 40_000 },
  incomeRules: {
    SALARY: { percent: 100, exemptPercent: 50, exemptCap: 150_000 },
    PENSION: { percent: 100 },
    SOCIAL_INSURANCE: { percent: 100 },
    RENT: { percent: 100 },
    COMMERCIAL: { percent: 100 },
    OTHER: { percent: 100 },
  },
  assetLimit: 50_000_000,
  minimumPayment: 10_000,
  deductionCapPercent: 20,
  adultAge: 18,
};

/** An adult dependent of 1990 with a confirmed relation, no income and nothing owned, unless told otherwise. */
export const memberFacts = (personId: string, overrides: Partial<MemberFacts> = {}): MemberFacts => ({
  personId,
  dependentId: `dependent-of-${personId}`,
  birthDate: '1990-05-05',
  deceased: false,
  relationCounted: true,
  countedElsewhere: false,
  incomes: [],
  properties: [],
  ...overrides,
});

/** A house that passes every gate, rented, with a head of 1980 alone, unless told otherwise. */
export const houseFacts = (overrides: Partial<HouseFacts> = {}): HouseFacts => ({
  applicationStatus: 'ELIGIBLE',
  profileCompleted: true,
  ibanVerified: true,
  banned: false,
  headResident: true,
  houseOwnership: 'RENTED',
  head: memberFacts('head', { dependentId: null, birthDate: '1980-01-15' }),
  dependents: [],
  ...overrides,
});

import type { ApplicationStatus, EligibilityOutcome, HouseReason, MemberCategory, MemberLeftOutReason, TraceStep } from '@sanad/contract';

/**
 * What the eligibility function reads and gives (docs/decisions/055-cycles-engine.md). Every amount is integer
 * halalas; every day is a Riyadh day, YYYY-MM-DD. The cycle job, FLV, the calculators and the what-if build these facts
 * their own way (stored data, data typed in, stored data changed) and hand them to the same function.
 */

/** How one income source counts: `percent` of what is left after exempting `exemptPercent` up to `exemptCap`. */
export interface IncomeRule {
  percent: number;
  exemptPercent?: number;
  exemptCap?: number;
}

/** The dated parameters valid on one day (parameter_version), as the function reads them. */
export interface EligibilityParameters {
  /** The day these versions were read for (the cycle's first day, or today for FLV and the calculators). */
  day: string;
  standard: { head: number; adult: number; minor: number };
  /** By income source code (lookup incomeSource); a source not listed counts 100 %. */
  incomeRules: Record<string, IncomeRule>;
  assetLimit: number;
  minimumPayment: number;
  deductionCapPercent: number;
  /** Age in years from which a member is an adult (and has counted income). */
  adultAge: number;
}

/** One person of the house as the function needs them. */
export interface MemberFacts {
  personId: string;
  /** Null for the head of household. */
  dependentId: string | null;
  birthDate: string;
  deceased: boolean;
  /** The relation is confirmed, or no confirmation is owed (always true for the head). */
  relationCounted: boolean;
  /** Counted in another house of the cycle that keeps them (decided once per cycle); null when not. */
  countedElsewhere: boolean;
  incomes: ReadonlyArray<{ source: string; monthlyAmount: number }>;
  /** Estimated value of the whole item and the person's share of it in percent (1–100). */
  properties: ReadonlyArray<{ type: string; estimatedValue: number; ownershipShare: number }>;
}

/** One house of one application, with everything the gates and the amounts depend on. */
export interface HouseFacts {
  applicationStatus: ApplicationStatus;
  profileCompleted: boolean;
  ibanVerified: boolean;
  /** A withdrawal ban holds on the cycle's first day (decision 052). */
  banned: boolean;
  /** The head has a valid national address. */
  headResident: boolean;
  /** Ownership code of the house (lookup houseOwnership): OWNED excludes the head's dwelling from the assets. */
  houseOwnership: string;
  head: MemberFacts;
  /** The dependents selected in this house by the application. */
  dependents: readonly MemberFacts[];
}

/** What the function decided of one person. */
export interface MemberEvaluation {
  personId: string;
  dependentId: string | null;
  category: MemberCategory;
  counted: boolean;
  leftOutReason: MemberLeftOutReason | null;
  /** Their part of the standard (0 when not counted). */
  standardShare: number;
  /** Their counted income (0 when not counted, and for a minor). */
  countedIncome: number;
}

/** The function's answer for one house. */
export interface HouseEvaluation {
  outcome: EligibilityOutcome;
  /** Why ineligible (every gate that failed, or the amount rule), or BELOW_MINIMUM on an eligible house. */
  reasons: HouseReason[];
  standard: number;
  countedIncome: number;
  assets: number;
  /** standard − counted income when eligible, else 0. */
  entitlement: number;
  /** Whether anything is paid: eligible and the entitlement at least the minimum payment. */
  paid: boolean;
  members: MemberEvaluation[];
  trace: TraceStep[];
}

/** An open recovery as the deductions read it (oldest first). */
export interface RecoveryDue {
  recoveryId: string;
  /** What is still to recover. */
  remaining: number;
  createdAt: Date;
}

/** The deductions of one payment and what is left to pay. */
export interface DeductionPlan {
  deductions: Array<{ recoveryId: string; amount: number }>;
  total: number;
  net: number;
}

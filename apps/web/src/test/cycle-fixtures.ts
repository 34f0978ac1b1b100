import type {
  EligibilityDetail,
  EligibilityMember,
  EligibilityRecord,
  FlvRequestDetail,
  HouseBrief,
  PaymentRecord,
  PaymentSummary,
  TraceStep,
} from '@sanad/contract';

/**
 * The monthly cycles as the contract answers them, for the screen tests of home, eligibility, payments and the
 * dependent's view: Sara's household of six, five counted (Huda's relation is not confirmed), in the default
 * standard (head 1,100, adult 600, minor 400 SAR). Faisal's salary of 4,000 SAR has 1,500 SAR exempt; Sara's pension
 * of 150 SAR counts in full: 2,650 SAR counted against a standard of 3,100 SAR leaves 450 SAR.
 */

export const cycleLookups = {
  applicationStatus: [
    { code: 'ELIGIBLE', nameAr: 'مستحق', nameEn: 'Eligible', parentCode: null },
    { code: 'UNDER_STUDY', nameAr: 'قيد الدراسة', nameEn: 'Under study', parentCode: null },
  ],
  incomeSource: [
    { code: 'SALARY', nameAr: 'راتب', nameEn: 'salary', parentCode: null },
    { code: 'PENSION', nameAr: 'معاش تقاعدي', nameEn: 'pension', parentCode: null },
  ],
  propertyType: [
    { code: 'REAL_ESTATE', nameAr: 'عقار', nameEn: 'real estate', parentCode: null },
    { code: 'VEHICLE', nameAr: 'مركبة', nameEn: 'vehicle', parentCode: null },
  ],
  relationship: [
    { code: 'SON', nameAr: 'ابن', nameEn: 'Son', parentCode: null },
    { code: 'DAUGHTER', nameAr: 'ابنة', nameEn: 'Daughter', parentCode: null },
  ],
};

export const house: HouseBrief = { id: 'house-1', label: null, regionCode: '01', cityCode: '0101', district: 'Al Olaya' };

function member(values: Partial<EligibilityMember> & Pick<EligibilityMember, 'personId' | 'nameAr' | 'nameEn'>): EligibilityMember {
  return {
    dependentId: null,
    relationship: null,
    category: 'ADULT',
    counted: true,
    leftOutReason: null,
    standardShare: 60_000,
    countedIncome: 0,
    share: 0,
    ...values,
  };
}

export const members: EligibilityMember[] = [
  member({
    personId: 'p-sara',
    nameAr: 'سارة العتيبي',
    nameEn: 'Sara Alotaibi',
    category: 'HEAD',
    standardShare: 110_000,
    countedIncome: 15_000,
    share: 16_000,
  }),
  member({
    personId: 'p-faisal',
    dependentId: 'd-faisal',
    nameAr: 'فيصل العتيبي',
    nameEn: 'Faisal Alotaibi',
    relationship: 'SON',
    countedIncome: 250_000,
    share: 8_700,
  }),
  member({
    personId: 'p-noura',
    dependentId: 'd-noura',
    nameAr: 'نورة العتيبي',
    nameEn: 'Noura Alotaibi',
    relationship: 'DAUGHTER',
    share: 8_700,
  }),
  member({
    personId: 'p-reem',
    dependentId: 'd-reem',
    nameAr: 'ريم العتيبي',
    nameEn: 'Reem Alotaibi',
    relationship: 'DAUGHTER',
    category: 'MINOR',
    standardShare: 40_000,
    share: 5_800,
  }),
  member({
    personId: 'p-omar',
    dependentId: 'd-omar',
    nameAr: 'عمر العتيبي',
    nameEn: 'Omar Alotaibi',
    relationship: 'SON',
    category: 'MINOR',
    standardShare: 40_000,
    share: 5_800,
  }),
  member({
    personId: 'p-huda',
    dependentId: 'd-huda',
    nameAr: 'هدى العتيبي',
    nameEn: 'Huda Alotaibi',
    relationship: 'DAUGHTER',
    counted: false,
    leftOutReason: { code: 'RELATION_NOT_CONFIRMED', message: 'Relation not confirmed' },
    standardShare: 0,
  }),
];

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

/** The function's steps for the month, in its order. */
export const trace: TraceStep[] = [
  step('MEMBER_COUNTED', 'PASS', { personId: 'p-sara', value: 41, limit: 18, detail: 'HEAD' }),
  step('MEMBER_COUNTED', 'PASS', { personId: 'p-faisal', value: 19, limit: 18, detail: 'ADULT' }),
  step('MEMBER_COUNTED', 'PASS', { personId: 'p-noura', value: 22, limit: 18, detail: 'ADULT' }),
  step('MEMBER_COUNTED', 'PASS', { personId: 'p-reem', value: 12, limit: 18, detail: 'MINOR' }),
  step('MEMBER_COUNTED', 'PASS', { personId: 'p-omar', value: 9, limit: 18, detail: 'MINOR' }),
  step('MEMBER_COUNTED', 'FAIL', { personId: 'p-huda', value: 25, limit: 18, detail: 'RELATION_NOT_CONFIRMED' }),
  step('GATE_APPLICATION_STATE', 'PASS', { detail: 'ELIGIBLE' }),
  step('GATE_PROFILE_COMPLETE', 'PASS', { personId: 'p-sara' }),
  step('GATE_IBAN_VERIFIED', 'PASS', { personId: 'p-sara' }),
  step('GATE_NO_BAN', 'PASS', { personId: 'p-sara' }),
  step('GATE_RESIDENT', 'PASS', { personId: 'p-sara' }),
  step('GATE_ALIVE', 'PASS', { personId: 'p-sara' }),
  step('GATE_HEAD_NOT_DUPLICATED', 'PASS', { personId: 'p-sara' }),
  step('STANDARD_MEMBER', 'INFO', { personId: 'p-sara', value: 110_000, detail: 'HEAD' }),
  step('STANDARD_MEMBER', 'INFO', { personId: 'p-faisal', value: 60_000, detail: 'ADULT' }),
  step('STANDARD_MEMBER', 'INFO', { personId: 'p-noura', value: 60_000, detail: 'ADULT' }),
  step('STANDARD_MEMBER', 'INFO', { personId: 'p-reem', value: 40_000, detail: 'MINOR' }),
  step('STANDARD_MEMBER', 'INFO', { personId: 'p-omar', value: 40_000, detail: 'MINOR' }),
  step('STANDARD_TOTAL', 'INFO', { value: 310_000 }),
  step('INCOME_SOURCE', 'INFO', { personId: 'p-sara', value: 15_000, limit: null, counted: 15_000, detail: 'PENSION' }),
  step('INCOME_SOURCE', 'INFO', { personId: 'p-faisal', value: 400_000, limit: 150_000, counted: 250_000, detail: 'SALARY' }),
  step('INCOME_TOTAL', 'INFO', { value: 265_000 }),
  step('ASSET_DWELLING_EXCLUDED', 'INFO', { personId: 'p-sara', value: 90_000_000, counted: 0, detail: 'REAL_ESTATE' }),
  step('ASSET_ITEM', 'INFO', { personId: 'p-sara', value: 6_000_000, counted: 6_000_000, detail: 'VEHICLE' }),
  step('ASSETS_TOTAL', 'PASS', { value: 6_000_000, limit: 50_000_000 }),
  step('ENTITLEMENT', 'PASS', { value: 265_000, limit: 310_000, counted: 45_000 }),
  step('MINIMUM_PAYMENT', 'PASS', { value: 45_000, limit: 10_000 }),
];

export function eligibilityRecord(overrides: Partial<EligibilityRecord> = {}): EligibilityRecord {
  return {
    resultId: 'r-2026-10',
    period: '2026-10',
    programId: 3001,
    cycleStatus: 'PAID',
    paymentDate: '2026-10-10',
    applicationId: 'app-1',
    applicationNumber: 'SSP-2026-0000042',
    house,
    outcome: 'ELIGIBLE',
    reasons: [],
    standard: 310_000,
    countedIncome: 265_000,
    assets: 6_000_000,
    entitlement: 45_000,
    deductions: 0,
    net: 45_000,
    memberCount: 5,
    parametersDay: '2026-10-01',
    evaluatedAt: '2026-10-01T03:00:00.000Z',
    ...overrides,
  };
}

/** October 2026: eligible, 450 SAR, of which 90 SAR recovered; Faisal's salary rose since September. */
export function eligibilityDetail(overrides: Partial<EligibilityDetail> = {}): EligibilityDetail {
  return {
    ...eligibilityRecord({ deductions: 9_000, net: 36_000 }),
    members,
    trace,
    changes: {
      previousPeriod: '2026-09',
      previousOutcome: 'INELIGIBLE',
      amounts: [
        { item: 'COUNTED_INCOME', from: 330_000, to: 265_000 },
        { item: 'NET', from: 0, to: 36_000 },
      ],
      members: [{ personId: 'p-faisal', nameAr: 'فيصل العتيبي', nameEn: 'Faisal Alotaibi', change: 'INCOME', from: 315_000, to: 250_000 }],
      parametersChanged: false,
    },
    ...overrides,
  };
}

export function paymentRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 'pay-2026-10',
    code: 'P-202610-0000042',
    period: '2026-10',
    programId: 3001,
    cycleStatus: 'PAID',
    applicationId: 'app-1',
    applicationNumber: 'SSP-2026-0000042',
    house,
    entitlement: 45_000,
    deductions: 9_000,
    net: 36_000,
    status: 'PAID',
    scheduledFor: '2026-10-10',
    paidAt: '2026-10-10T06:00:00.000Z',
    failureReason: null,
    iban: 'SA03 **** 7519',
    bankCode: '80',
    deductionItems: [
      {
        id: 'ded-1',
        recoveryId: 'rec-1',
        reasonCode: 'OVERPAYMENT',
        amount: 9_000,
        message: 'Recovery of the support paid twice in June 2026',
      },
    ],
    ...overrides,
  };
}

export function paymentSummary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    latestPeriod: '2026-10',
    latest: [paymentRecord()],
    totals: {
      paidCount: 3,
      paidNet: 126_000,
      paidEntitlement: 135_000,
      paidDeductions: 9_000,
      additionalPaid: 20_000,
      refunded: 5_000,
      toRecover: 31_000,
    },
    months: [
      { period: '2026-08', entitlement: 45_000, deductions: 0, net: 45_000, status: 'PAID' },
      { period: '2026-09', entitlement: 45_000, deductions: 0, net: 45_000, status: 'FAILED' },
      { period: '2026-10', entitlement: 45_000, deductions: 9_000, net: 36_000, status: 'PAID' },
    ],
    ...overrides,
  };
}

/** An FLV pre-check of today: the same household, eligible for 450 SAR. */
export function flvDetail(overrides: Partial<FlvRequestDetail> = {}): FlvRequestDetail {
  return {
    id: 'flv-1',
    applicationId: 'app-1',
    applicationNumber: 'SSP-2026-0000042',
    outcome: 'ELIGIBLE',
    entitlement: 45_000,
    housesCount: 1,
    parametersDay: '2026-11-20',
    requestedAt: '2026-11-20T09:30:00.000Z',
    houses: [
      {
        house,
        outcome: 'ELIGIBLE',
        reasons: [],
        standard: 310_000,
        countedIncome: 265_000,
        assets: 6_000_000,
        entitlement: 45_000,
        members: members.map((item) => ({ ...item, share: 0 })),
        trace,
      },
    ],
    ...overrides,
  };
}

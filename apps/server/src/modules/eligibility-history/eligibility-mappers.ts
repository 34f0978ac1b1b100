import {
  memberCategoryValues,
  type DependentEligibilityRecord,
  type DependentEligibilityStatus,
  type DependentIneligibilityRecord,
  type EligibilityAmountChange,
  type EligibilityChanges,
  type EligibilityDetail,
  type EligibilityMember,
  type EligibilityMemberChange,
  type EligibilityRecord,
  type HouseBrief,
  type IneligibilityRecord,
  type TraceStep,
  maskNin,
} from '@sanad/contract';
import type { MemberRow, PersonMonthRow, ResultRecordRow } from './eligibility-history.repository.ts';
import type { ReasonWording } from './reason-messages.ts';

/** Rows of the eligibility reads turned into the contract's shapes (decision 058). */

export function toHouseBrief(row: {
  houseId: string;
  houseLabel: string | null;
  regionCode: string;
  cityCode: string;
  district: string;
}): HouseBrief {
  return { id: row.houseId, label: row.houseLabel, regionCode: row.regionCode, cityCode: row.cityCode, district: row.district };
}

export function toRecord(row: ResultRecordRow, word: ReasonWording): EligibilityRecord {
  return {
    resultId: row.resultId,
    period: row.period,
    programId: row.programId,
    cycleStatus: row.cycleStatus === 'PAID' ? 'PAID' : 'PUBLISHED',
    paymentDate: row.paymentDate,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    house: toHouseBrief(row),
    outcome: row.outcome,
    reasons: row.reasons.map(word),
    standard: row.standard,
    countedIncome: row.countedIncome,
    assets: row.assets,
    entitlement: row.entitlement,
    deductions: row.deductions,
    net: row.net,
    memberCount: row.memberCount,
    parametersDay: row.parametersDay,
    evaluatedAt: row.evaluatedAt.toISOString(),
  };
}

export function toMember(row: Omit<MemberRow, 'resultId' | 'nin'>, word: ReasonWording): EligibilityMember {
  return {
    personId: row.personId,
    dependentId: row.dependentId,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    relationship: row.dependentId === null ? null : row.relationship,
    category: row.category,
    counted: row.counted,
    leftOutReason: row.leftOutReason === null ? null : word(row.leftOutReason),
    standardShare: row.standardShare,
    countedIncome: row.countedIncome,
    share: row.share,
  };
}

const amountItems = [
  ['STANDARD', 'standard'],
  ['COUNTED_INCOME', 'countedIncome'],
  ['ASSETS', 'assets'],
  ['ENTITLEMENT', 'entitlement'],
  ['DEDUCTIONS', 'deductions'],
  ['NET', 'net'],
] as const satisfies ReadonlyArray<readonly [EligibilityAmountChange['item'], keyof EligibilityRecord]>;

/** The standard amount of each category in a month, read from its counted members. */
function standardsByCategory(members: readonly EligibilityMember[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const member of members) if (member.counted && !found.has(member.category)) found.set(member.category, member.standardShare);
  return found;
}

/** What moved between a house's previous published month and this one. */
export function changesBetween(
  now: { record: EligibilityRecord; members: readonly EligibilityMember[] },
  then: { record: EligibilityRecord; members: readonly EligibilityMember[] },
): EligibilityChanges {
  const amounts = amountItems.flatMap(([item, key]): EligibilityAmountChange[] => {
    const from = then.record[key] as number;
    const to = now.record[key] as number;
    return from === to ? [] : [{ item, from, to }];
  });
  const before = new Map(then.members.map((member) => [member.personId, member]));
  const members: EligibilityMemberChange[] = [];
  const change = (
    member: EligibilityMember,
    kind: EligibilityMemberChange['change'],
    from: number | null = null,
    to: number | null = null,
  ) => members.push({ personId: member.personId, nameAr: member.nameAr, nameEn: member.nameEn, change: kind, from, to });
  for (const member of now.members) {
    const earlier = before.get(member.personId);
    if (!earlier) change(member, 'JOINED');
    else if (member.counted && !earlier.counted) change(member, 'NOW_COUNTED');
    else if (!member.counted && earlier.counted) change(member, 'NOW_LEFT_OUT');
    else {
      if (member.category !== earlier.category) change(member, 'CATEGORY');
      if (member.countedIncome !== earlier.countedIncome) change(member, 'INCOME', earlier.countedIncome, member.countedIncome);
    }
  }
  const present = new Set(now.members.map((member) => member.personId));
  for (const earlier of then.members) if (!present.has(earlier.personId)) change(earlier, 'LEFT');
  const nowStandards = standardsByCategory(now.members);
  const thenStandards = standardsByCategory(then.members);
  const parametersChanged = memberCategoryValues.some((category) => {
    const a = nowStandards.get(category);
    const b = thenStandards.get(category);
    return a !== undefined && b !== undefined && a !== b;
  });
  return { previousPeriod: then.record.period, previousOutcome: then.record.outcome, amounts, members, parametersChanged };
}

export function toDetail(
  record: EligibilityRecord,
  members: EligibilityMember[],
  trace: TraceStep[],
  previous: { record: EligibilityRecord; members: EligibilityMember[] } | null,
): EligibilityDetail {
  return { ...record, members, trace, changes: previous ? changesBetween({ record, members }, previous) : null };
}

export function toIneligibleHouse(row: ResultRecordRow, word: ReasonWording): IneligibilityRecord {
  return {
    resultId: row.resultId,
    period: row.period,
    programId: row.programId,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    house: toHouseBrief(row),
    scope: 'HOUSE',
    person: null,
    reasons: row.reasons.map(word),
  };
}

export function toLeftOutMember(row: ResultRecordRow & { member: MemberRow }, word: ReasonWording): IneligibilityRecord {
  const { member } = row;
  return {
    resultId: row.resultId,
    period: row.period,
    programId: row.programId,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    house: toHouseBrief(row),
    scope: 'MEMBER',
    person: {
      personId: member.personId,
      dependentId: member.dependentId,
      nameAr: member.nameAr,
      nameEn: member.nameEn,
      relationship: member.dependentId === null ? null : member.relationship,
      category: member.category,
    },
    reasons: member.leftOutReason === null ? [] : [word(member.leftOutReason)],
  };
}

export function toDependentRecord(row: PersonMonthRow, word: ReasonWording): DependentEligibilityRecord {
  const { member } = row;
  return {
    resultId: row.resultId,
    period: row.period,
    programId: row.programId,
    cycleStatus: row.cycleStatus === 'PAID' ? 'PAID' : 'PUBLISHED',
    paymentDate: row.paymentDate,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    applicant: { nameAr: row.applicantNameAr, nameEn: row.applicantNameEn },
    house: toHouseBrief(row),
    houseOutcome: row.outcome,
    houseReasons: row.reasons.map(word),
    category: member.category,
    counted: member.counted,
    leftOutReason: member.leftOutReason === null ? null : word(member.leftOutReason),
    standardShare: member.standardShare,
    share: member.share,
  };
}

/** A month a person was left out (MEMBER, their own reason) or their house was ineligible (HOUSE, its reasons). */
export function toDependentIneligibility(row: PersonMonthRow, word: ReasonWording): DependentIneligibilityRecord {
  const leftOut = !row.member.counted;
  return {
    resultId: row.resultId,
    period: row.period,
    programId: row.programId,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    applicant: { nameAr: row.applicantNameAr, nameEn: row.applicantNameEn },
    house: toHouseBrief(row),
    scope: leftOut ? 'MEMBER' : 'HOUSE',
    reasons: leftOut ? (row.member.leftOutReason === null ? [] : [word(row.member.leftOutReason)]) : row.reasons.map(word),
  };
}

/** A dependent of a house in a month: ELIGIBLE when counted in an eligible house, else why not. */
export function toDependentStatus(
  result: Pick<ResultRecordRow, 'resultId' | 'period' | 'outcome' | 'reasons'>,
  member: MemberRow & { dependentId: string },
  word: ReasonWording,
): DependentEligibilityStatus {
  const eligible = member.counted && result.outcome === 'ELIGIBLE';
  const reasons = !member.counted
    ? member.leftOutReason === null
      ? []
      : [word(member.leftOutReason)]
    : result.outcome === 'INELIGIBLE'
      ? result.reasons.map(word)
      : [];
  return {
    period: result.period,
    resultId: result.resultId,
    dependentId: member.dependentId,
    personId: member.personId,
    nin: maskNin(member.nin),
    nameAr: member.nameAr,
    nameEn: member.nameEn,
    relationship: member.relationship,
    category: member.category,
    status: eligible ? 'ELIGIBLE' : 'INELIGIBLE',
    counted: member.counted,
    reasons,
    standardShare: member.standardShare,
    share: member.share,
  };
}

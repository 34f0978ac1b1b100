import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  account,
  application,
  dependent,
  eligibilityMember,
  eligibilityResult,
  flvRequest,
  house,
  person,
  supportCycle,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import type { HouseholdScope, PersonScope } from './beneficiary-scope.ts';
import { filterConditions, householdConditions as scopedTo, visibleCycle } from './scope-conditions.repository.ts';

const applicantAccount = alias(account, 'applicant_account');
const applicantPerson = alias(person, 'applicant_person');

/** A result's own columns, as the scope conditions narrow it. */
const resultRow = { applicationId: eligibilityResult.applicationId, houseId: eligibilityResult.houseId, resultId: eligibilityResult.id };

/** The columns of a result as the records show it (eligibility-mappers.ts turns them into the contract's shape). */
const resultColumns = {
  resultId: eligibilityResult.id,
  period: supportCycle.period,
  programId: supportCycle.programId,
  cycleStatus: supportCycle.status,
  paymentDate: supportCycle.paymentDate,
  applicationId: application.id,
  applicationNumber: application.number,
  houseId: house.id,
  houseLabel: house.label,
  regionCode: house.regionCode,
  cityCode: house.cityCode,
  district: house.district,
  outcome: eligibilityResult.outcome,
  reasons: eligibilityResult.reasons,
  standard: eligibilityResult.standard,
  countedIncome: eligibilityResult.countedIncome,
  assets: eligibilityResult.assets,
  entitlement: eligibilityResult.entitlement,
  deductions: eligibilityResult.deductions,
  net: eligibilityResult.net,
  memberCount: eligibilityResult.memberCount,
  parametersDay: eligibilityResult.parametersDay,
  evaluatedAt: eligibilityResult.evaluatedAt,
};

/** The columns of a member, with their name and relationship. */
const memberColumns = {
  resultId: eligibilityMember.resultId,
  personId: eligibilityMember.personId,
  dependentId: eligibilityMember.dependentId,
  nin: person.nin,
  nameAr: person.nameAr,
  nameEn: person.nameEn,
  relationship: dependent.relationship,
  category: eligibilityMember.category,
  counted: eligibilityMember.counted,
  leftOutReason: eligibilityMember.leftOutReason,
  standardShare: eligibilityMember.standardShare,
  countedIncome: eligibilityMember.countedIncome,
  share: eligibilityMember.share,
};

const newestFirst = [desc(supportCycle.period), asc(application.number), asc(house.createdAt), asc(house.id)];
/** The head first, then adults, then minors, by name. */
const headFirst = [
  desc(sql`${eligibilityMember.dependentId} is null`),
  asc(eligibilityMember.category),
  asc(person.nameEn),
  asc(eligibilityMember.personId),
];

export type ResultRecordRow = Awaited<ReturnType<EligibilityHistoryRepository['results']>>[number];
export type ResultDetailRow = NonNullable<Awaited<ReturnType<EligibilityHistoryRepository['findResult']>>>;
export type MemberRow = Awaited<ReturnType<EligibilityHistoryRepository['members']>>[number];
export type PersonMonthRow = Awaited<ReturnType<EligibilityHistoryRepository['personMonths']>>[number];
export type FlvRequestRow = typeof flvRequest.$inferSelect & { applicationNumber: string };

/**
 * The SQL of the eligibility reads (decision 058): published results of a head of household's applications, one
 * person's months, the members of results and the FLV pre-checks. Every read is scoped in its `where` clause to what
 * beneficiary-scope.ts allowed.
 */
export function createEligibilityHistoryRepository(db: Database) {
  /** A head of household's published results, as `scope` narrows them. */
  const householdConditions = (scope: HouseholdScope) => scopedTo(db, resultRow, scope, { countedOnly: false });

  return {
    /** The published results of the scope, newest month first. */
    results(scope: HouseholdScope) {
      return db
        .select(resultColumns)
        .from(eligibilityResult)
        .innerJoin(supportCycle, eq(supportCycle.id, eligibilityResult.cycleId))
        .innerJoin(application, eq(application.id, eligibilityResult.applicationId))
        .innerJoin(house, eq(house.id, eligibilityResult.houseId))
        .where(householdConditions(scope))
        .orderBy(...newestFirst);
    },

    /** The scope's ineligible results, newest month first. */
    ineligibleResults(scope: HouseholdScope) {
      return db
        .select(resultColumns)
        .from(eligibilityResult)
        .innerJoin(supportCycle, eq(supportCycle.id, eligibilityResult.cycleId))
        .innerJoin(application, eq(application.id, eligibilityResult.applicationId))
        .innerJoin(house, eq(house.id, eligibilityResult.houseId))
        .where(and(householdConditions(scope), eq(eligibilityResult.outcome, 'INELIGIBLE')))
        .orderBy(...newestFirst);
    },

    /** The people left out of the scope's published results (only `scope.personId` when set), newest month first. */
    leftOutMembers(scope: HouseholdScope) {
      return db
        .select({ ...resultColumns, member: memberColumns })
        .from(eligibilityMember)
        .innerJoin(eligibilityResult, eq(eligibilityResult.id, eligibilityMember.resultId))
        .innerJoin(supportCycle, eq(supportCycle.id, eligibilityResult.cycleId))
        .innerJoin(application, eq(application.id, eligibilityResult.applicationId))
        .innerJoin(house, eq(house.id, eligibilityResult.houseId))
        .innerJoin(person, eq(person.id, eligibilityMember.personId))
        .leftJoin(dependent, eq(dependent.id, eligibilityMember.dependentId))
        .where(
          and(
            eq(application.applicantAccountId, scope.accountId),
            visibleCycle,
            ...filterConditions(resultRow, scope),
            eq(eligibilityMember.counted, false),
            scope.personId ? eq(eligibilityMember.personId, scope.personId) : undefined,
          ),
        )
        .orderBy(...newestFirst, ...headFirst);
    },

    /**
     * The published result of one house of one application of the head: of the month `period`, else the latest one
     * (before `before` when given, for the previous month of a result); null when there is none.
     */
    async findResult(scope: { accountId: string; applicationId: string; houseId: string }, at: { period?: string; before?: string } = {}) {
      const [row] = await db
        .select({ ...resultColumns, trace: eligibilityResult.trace })
        .from(eligibilityResult)
        .innerJoin(supportCycle, eq(supportCycle.id, eligibilityResult.cycleId))
        .innerJoin(application, eq(application.id, eligibilityResult.applicationId))
        .innerJoin(house, eq(house.id, eligibilityResult.houseId))
        .where(
          and(
            eq(application.applicantAccountId, scope.accountId),
            eq(eligibilityResult.applicationId, scope.applicationId),
            eq(eligibilityResult.houseId, scope.houseId),
            visibleCycle,
            at.period ? eq(supportCycle.period, at.period) : undefined,
            at.before ? lt(supportCycle.period, at.before) : undefined,
          ),
        )
        .orderBy(desc(supportCycle.period))
        .limit(1);
      return row ?? null;
    },

    /**
     * The published result of one house of one application, of the month `period` or the latest; for callers that
     * checked the caller may see it (a dependent of that household).
     */
    async findResultOfHouse(applicationId: string, houseId: string, period: string | undefined) {
      const [row] = await db
        .select(resultColumns)
        .from(eligibilityResult)
        .innerJoin(supportCycle, eq(supportCycle.id, eligibilityResult.cycleId))
        .innerJoin(application, eq(application.id, eligibilityResult.applicationId))
        .innerJoin(house, eq(house.id, eligibilityResult.houseId))
        .where(
          and(
            eq(eligibilityResult.applicationId, applicationId),
            eq(eligibilityResult.houseId, houseId),
            visibleCycle,
            period ? eq(supportCycle.period, period) : undefined,
          ),
        )
        .orderBy(desc(supportCycle.period))
        .limit(1);
      return row ?? null;
    },

    /** The members of results the caller may see, the head first. */
    async members(resultIds: string[]) {
      if (resultIds.length === 0) return [];
      return db
        .select(memberColumns)
        .from(eligibilityMember)
        .innerJoin(person, eq(person.id, eligibilityMember.personId))
        .leftJoin(dependent, eq(dependent.id, eligibilityMember.dependentId))
        .where(inArray(eligibilityMember.resultId, resultIds))
        .orderBy(...headFirst);
    },

    /** One person's published months (their member row with the house's result), newest first. */
    personMonths(scope: PersonScope, only: { leftOutOrIneligible?: boolean } = {}) {
      return db
        .select({
          ...resultColumns,
          applicantNameAr: applicantPerson.nameAr,
          applicantNameEn: applicantPerson.nameEn,
          member: memberColumns,
        })
        .from(eligibilityMember)
        .innerJoin(eligibilityResult, eq(eligibilityResult.id, eligibilityMember.resultId))
        .innerJoin(supportCycle, eq(supportCycle.id, eligibilityResult.cycleId))
        .innerJoin(application, eq(application.id, eligibilityResult.applicationId))
        .innerJoin(applicantAccount, eq(applicantAccount.id, application.applicantAccountId))
        .innerJoin(applicantPerson, eq(applicantPerson.id, applicantAccount.personId))
        .innerJoin(house, eq(house.id, eligibilityResult.houseId))
        .innerJoin(person, eq(person.id, eligibilityMember.personId))
        .leftJoin(dependent, eq(dependent.id, eligibilityMember.dependentId))
        .where(
          and(
            eq(eligibilityMember.personId, scope.personId),
            scope.applicantAccountIds ? inArray(application.applicantAccountId, scope.applicantAccountIds) : undefined,
            visibleCycle,
            ...filterConditions(resultRow, scope),
            only.leftOutOrIneligible
              ? sql`(${eligibilityMember.counted} = false or ${eligibilityResult.outcome} = 'INELIGIBLE')`
              : undefined,
          ),
        )
        .orderBy(...newestFirst);
    },

    /** The FLV pre-checks of the head's applications (of one when given), newest first. */
    flvRequests(accountId: string, filter: { applicationId?: string; id?: string; limit?: number }): Promise<FlvRequestRow[]> {
      const query = db
        .select({
          id: flvRequest.id,
          applicantAccountId: flvRequest.applicantAccountId,
          applicationId: flvRequest.applicationId,
          outcome: flvRequest.outcome,
          entitlement: flvRequest.entitlement,
          houses: flvRequest.houses,
          parametersDay: flvRequest.parametersDay,
          requestedAt: flvRequest.requestedAt,
          applicationNumber: application.number,
        })
        .from(flvRequest)
        .innerJoin(application, eq(application.id, flvRequest.applicationId))
        .where(
          and(
            eq(application.applicantAccountId, accountId),
            filter.applicationId ? eq(flvRequest.applicationId, filter.applicationId) : undefined,
            filter.id ? eq(flvRequest.id, filter.id) : undefined,
          ),
        )
        .orderBy(desc(flvRequest.requestedAt), desc(flvRequest.id));
      return filter.limit ? query.limit(filter.limit) : query;
    },

    /** An application of the head with its head's person, as the eligibility facts read it (FLV). */
    async applicationWithHead(accountId: string, applicationId: string) {
      const [row] = await db
        .select({
          id: application.id,
          status: application.status,
          applicantAccountId: application.applicantAccountId,
          headPersonId: person.id,
          headBirthDate: person.birthDate,
          headDiedOn: person.diedOn,
        })
        .from(application)
        .innerJoin(account, eq(account.id, application.applicantAccountId))
        .innerJoin(person, eq(person.id, account.personId))
        .where(and(eq(application.id, applicationId), eq(application.applicantAccountId, accountId)));
      return row ?? null;
    },

    /** Keeps an FLV pre-check; its id. */
    async insertFlvRequest(values: typeof flvRequest.$inferInsert): Promise<string> {
      const [row] = await db.insert(flvRequest).values(values).returning({ id: flvRequest.id });
      if (!row) throw new Error('FLV request was not inserted');
      return row.id;
    },

    /** Houses by id, for the FLV pre-checks' houses (which the reads name as they are now). */
    housesByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: house.id, label: house.label, regionCode: house.regionCode, cityCode: house.cityCode, district: house.district })
        .from(house)
        .where(inArray(house.id, ids));
    },

    /** People by id with the relationship of the dependent record named beside them. */
    async peopleByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: person.id, nameAr: person.nameAr, nameEn: person.nameEn }).from(person).where(inArray(person.id, ids));
    },

    async relationshipsByDependentIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: dependent.id, relationship: dependent.relationship }).from(dependent).where(inArray(dependent.id, ids));
    },
  };
}
export type EligibilityHistoryRepository = ReturnType<typeof createEligibilityHistoryRepository>;

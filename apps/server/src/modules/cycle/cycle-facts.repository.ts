import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@sanad/contract';
import {
  account,
  application,
  applicationDependent,
  applicationHouse,
  bankAccount,
  dependent,
  house,
  incomeSource,
  payment,
  paymentDeduction,
  person,
  profile,
  profileAddress,
  profilePersonal,
  propertyItem,
  recovery,
} from '../../db/schema/index.ts';
import { anyId } from '../../platform/db/any-id.ts';
import type { Database } from '../../platform/db/database.ts';
import { dependentRelationColumns } from '../household/household.repository.ts';

/** An application of a batch with its head of household. */
export interface BatchApplication {
  id: string;
  status: ApplicationStatus;
  applicantAccountId: string;
  headPersonId: string;
  headBirthDate: string;
  headDiedOn: string | null;
}

/** What the profile's completion and the residence gate read of a head of household. */
export interface HeadProfile {
  personId: string;
  dependentsConfirmedAt: Date | null;
  completedAt: Date | null;
  socialStatus: string | null;
  /** The address tab holds a national address. */
  hasAddress: boolean;
}

/** An open recovery of an applicant with what is left to take (less what payments not yet made already take). */
export interface OpenRecovery {
  id: string;
  applicantAccountId: string;
  applicationId: string | null;
  remaining: number;
  createdAt: Date;
  messageAr: string;
  messageEn: string;
}

/**
 * The facts the cycle reads (docs/decisions/055-cycles-engine.md, 057-cycle-job.md): one set query per kind of fact
 * for a whole batch of applications, never one per household, and the duplicates of a cycle in one query.
 */
export function createCycleFactsRepository(db: Database) {
  const byStatus = (programId: number, statuses: readonly ApplicationStatus[]) =>
    and(eq(application.programId, programId), inArray(application.status, [...statuses]));

  return {
    /** How many applications of the program are in these states (a run's total). */
    async countApplications(programId: number, statuses: readonly ApplicationStatus[], tx: Database = db): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(application).where(byStatus(programId, statuses));
      return Number(row?.total ?? 0);
    },

    /** The next applications of the program in these states after `afterId`, in id order, with their heads. */
    async applicationBatch(
      programId: number,
      statuses: readonly ApplicationStatus[],
      afterId: string | null,
      limit: number,
      tx: Database = db,
    ): Promise<BatchApplication[]> {
      return tx
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
        .where(and(byStatus(programId, statuses), afterId === null ? undefined : gt(application.id, afterId)))
        .orderBy(asc(application.id))
        .limit(limit);
    },

    /**
     * Who is counted in more than one application of the program in these states, and in which applications they are
     * not kept: a person stays with the earliest submitted application, then the smaller application id (decision
     * 055). A person appears in an application as its head (when it has a live house) or as a dependent selected in a
     * live selected house they still live in. One query for the whole cycle.
     */
    async duplicates(
      programId: number,
      statuses: readonly ApplicationStatus[],
      tx: Database = db,
    ): Promise<Array<{ applicationId: string; personId: string }>> {
      const liveHouse = and(eq(house.id, applicationHouse.houseId), isNull(house.deletedAt));
      const heads = tx
        .selectDistinct({ applicationId: application.id, submittedAt: application.submittedAt, personId: account.personId })
        .from(application)
        .innerJoin(account, eq(account.id, application.applicantAccountId))
        .innerJoin(applicationHouse, eq(applicationHouse.applicationId, application.id))
        .innerJoin(house, liveHouse)
        .where(byStatus(programId, statuses));
      const dependents = tx
        .selectDistinct({ applicationId: application.id, submittedAt: application.submittedAt, personId: dependent.personId })
        .from(application)
        .innerJoin(applicationDependent, eq(applicationDependent.applicationId, application.id))
        .innerJoin(
          applicationHouse,
          and(eq(applicationHouse.applicationId, application.id), eq(applicationHouse.houseId, applicationDependent.houseId)),
        )
        .innerJoin(house, liveHouse)
        .innerJoin(
          dependent,
          and(
            eq(dependent.id, applicationDependent.dependentId),
            eq(dependent.status, 'ACTIVE'),
            eq(dependent.applicantAccountId, application.applicantAccountId),
            eq(dependent.houseId, applicationDependent.houseId),
          ),
        )
        .where(byStatus(programId, statuses));
      const appearance = union(heads, dependents).as('appearance');
      const ranked = tx
        .select({
          applicationId: appearance.applicationId,
          personId: appearance.personId,
          rank: sql<number>`row_number() over (partition by ${appearance.personId} order by ${appearance.submittedAt} asc nulls last, ${appearance.applicationId} asc)`.as(
            'rank',
          ),
        })
        .from(appearance)
        .as('ranked');
      return tx
        .select({ applicationId: ranked.applicationId, personId: ranked.personId })
        .from(ranked)
        .where(sql`${ranked.rank} > 1`);
    },

    /** The selected houses of these applications that are not deleted, oldest first. */
    async selectedHouses(applicationIds: readonly string[], tx: Database = db) {
      if (applicationIds.length === 0) return [];
      return tx
        .select({ applicationId: applicationHouse.applicationId, houseId: house.id, ownership: house.ownership })
        .from(applicationHouse)
        .innerJoin(house, and(eq(house.id, applicationHouse.houseId), isNull(house.deletedAt)))
        .where(anyId(applicationHouse.applicationId, applicationIds))
        .orderBy(asc(applicationHouse.applicationId), asc(house.createdAt), asc(house.id));
    },

    /** The dependents these applications selected, and in which house. */
    async selectedDependents(applicationIds: readonly string[], tx: Database = db) {
      if (applicationIds.length === 0) return [];
      return tx
        .select({
          applicationId: applicationDependent.applicationId,
          dependentId: applicationDependent.dependentId,
          houseId: applicationDependent.houseId,
        })
        .from(applicationDependent)
        .where(anyId(applicationDependent.applicationId, applicationIds))
        .orderBy(asc(applicationDependent.applicationId), asc(applicationDependent.createdAt), asc(applicationDependent.dependentId));
    },

    /** Every active dependent of these heads of household, with their relation confirmation (as the selection reads it). */
    async activeDependents(accountIds: readonly string[], tx: Database = db) {
      if (accountIds.length === 0) return [];
      return tx
        .select({
          applicantAccountId: dependent.applicantAccountId,
          id: dependent.id,
          personId: dependent.personId,
          relationship: dependent.relationship,
          houseId: dependent.houseId,
          custody: dependent.custody,
          birthDate: person.birthDate,
          diedOn: person.diedOn,
          ...dependentRelationColumns,
        })
        .from(dependent)
        .innerJoin(person, eq(person.id, dependent.personId))
        .where(and(anyId(dependent.applicantAccountId, accountIds), eq(dependent.status, 'ACTIVE')))
        .orderBy(asc(dependent.createdAt), asc(dependent.id));
    },

    /** The heads' profile rows as completion reads them, their social status and whether they have a national address. */
    async headProfiles(personIds: readonly string[], tx: Database = db): Promise<HeadProfile[]> {
      if (personIds.length === 0) return [];
      return tx
        .select({
          personId: person.id,
          dependentsConfirmedAt: profile.dependentsConfirmedAt,
          completedAt: profile.completedAt,
          socialStatus: profilePersonal.socialStatus,
          hasAddress: sql<boolean>`${profileAddress.personId} is not null`,
        })
        .from(person)
        .leftJoin(profile, eq(profile.personId, person.id))
        .leftJoin(profilePersonal, eq(profilePersonal.personId, person.id))
        .leftJoin(profileAddress, eq(profileAddress.personId, person.id))
        .where(anyId(person.id, personIds));
    },

    /**
     * The applicants whose household a withdrawal ban may bind (once per run): those with a WITHDRAWN application of
     * their own, and those with an active dependent who has one. The ban itself is still the application module's
     * rule (`latestBanEnds`), asked only about these: for everyone else it has nothing to find.
     */
    async banCandidates(tx: Database = db): Promise<Set<string>> {
      const own = tx
        .selectDistinct({ accountId: application.applicantAccountId })
        .from(application)
        .where(eq(application.status, 'WITHDRAWN'));
      const throughMembers = tx
        .selectDistinct({ accountId: dependent.applicantAccountId })
        .from(dependent)
        .innerJoin(account, eq(account.personId, dependent.personId))
        .innerJoin(application, and(eq(application.applicantAccountId, account.id), eq(application.status, 'WITHDRAWN')))
        .where(eq(dependent.status, 'ACTIVE'));
      const rows = await union(own, throughMembers);
      return new Set(rows.map((row) => row.accountId));
    },

    /** The applicants with a recovery still open (once per run): only their deductions need reading. */
    async recoveryDebtors(tx: Database = db): Promise<Set<string>> {
      const rows = await tx
        .selectDistinct({ accountId: recovery.applicantAccountId })
        .from(recovery)
        .where(and(isNull(recovery.settledAt), ne(recovery.amount, recovery.recovered)));
      return new Set(rows.map((row) => row.accountId));
    },

    /** The monthly incomes of these people. */
    async incomes(personIds: readonly string[], tx: Database = db) {
      if (personIds.length === 0) return [];
      return tx
        .select({ personId: incomeSource.personId, source: incomeSource.source, monthlyAmount: incomeSource.monthlyAmount })
        .from(incomeSource)
        .where(anyId(incomeSource.personId, personIds))
        .orderBy(asc(incomeSource.createdAt), asc(incomeSource.id));
    },

    /** The properties of these people. */
    async properties(personIds: readonly string[], tx: Database = db) {
      if (personIds.length === 0) return [];
      return tx
        .select({
          personId: propertyItem.personId,
          type: propertyItem.type,
          estimatedValue: propertyItem.estimatedValue,
          ownershipShare: propertyItem.ownershipShare,
        })
        .from(propertyItem)
        .where(anyId(propertyItem.personId, personIds))
        .orderBy(asc(propertyItem.createdAt), asc(propertyItem.id));
    },

    /** The payment IBAN of each of these accounts: its VERIFIED bank account (the latest decided, should there be two). */
    async verifiedIbans(accountIds: readonly string[], tx: Database = db): Promise<Map<string, { iban: string; bankCode: string | null }>> {
      if (accountIds.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([bankAccount.accountId], {
          accountId: bankAccount.accountId,
          iban: bankAccount.iban,
          bankCode: bankAccount.bankCode,
        })
        .from(bankAccount)
        .where(and(anyId(bankAccount.accountId, accountIds), eq(bankAccount.status, 'VERIFIED')))
        .orderBy(asc(bankAccount.accountId), desc(bankAccount.decidedAt), desc(bankAccount.requestedAt));
      return new Map(rows.map((row) => [row.accountId, { iban: row.iban, bankCode: row.bankCode }]));
    },

    /**
     * The open recoveries of these applicants, oldest first, each with what is left to take: its amount less what was
     * recovered and less what scheduled payments of other cycles already take of it (paid on their payment day).
     */
    async openRecoveries(accountIds: readonly string[], cycleId: string, tx: Database = db): Promise<OpenRecovery[]> {
      if (accountIds.length === 0) return [];
      const ids = accountIds;
      const [rows, scheduled] = await Promise.all([
        tx
          .select({
            id: recovery.id,
            applicantAccountId: recovery.applicantAccountId,
            applicationId: recovery.applicationId,
            remaining: sql<number>`${recovery.amount} - ${recovery.recovered}`.mapWith(Number),
            createdAt: recovery.createdAt,
            messageAr: recovery.messageAr,
            messageEn: recovery.messageEn,
          })
          .from(recovery)
          .where(and(anyId(recovery.applicantAccountId, ids), isNull(recovery.settledAt), ne(recovery.amount, recovery.recovered)))
          .orderBy(asc(recovery.createdAt), asc(recovery.id)),
        // Through the applicants' scheduled payments (indexed by applicant), not a scan of every deduction.
        tx
          .select({ recoveryId: paymentDeduction.recoveryId, amount: sql<number>`sum(${paymentDeduction.amount})`.mapWith(Number) })
          .from(payment)
          .innerJoin(paymentDeduction, eq(paymentDeduction.paymentId, payment.id))
          .where(and(anyId(payment.applicantAccountId, ids), eq(payment.status, 'SCHEDULED'), ne(payment.cycleId, cycleId)))
          .groupBy(paymentDeduction.recoveryId),
      ]);
      const taken = new Map(scheduled.map((row) => [row.recoveryId, row.amount]));
      return rows.map((row) => ({ ...row, remaining: row.remaining - (taken.get(row.id) ?? 0) })).filter((row) => row.remaining > 0);
    },
  };
}
export type CycleFactsRepository = ReturnType<typeof createCycleFactsRepository>;
/** An active dependent of a head of household, with what the selection rule and the profile's completion read. */
export type HouseholdDependent = Awaited<ReturnType<CycleFactsRepository['activeDependents']>>[number];

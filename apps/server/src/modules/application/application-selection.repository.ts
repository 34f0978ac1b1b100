import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  account,
  application,
  applicationDependent,
  applicationHouse,
  dependent,
  manualReapply,
  person,
  program,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { dependentRelationColumns } from '../household/household.repository.ts';

export type ApplicationHouseRow = typeof applicationHouse.$inferSelect;
export type ApplicationDependentRow = typeof applicationDependent.$inferSelect;
export type ManualReapplyRow = typeof manualReapply.$inferSelect;
export type NewManualReapply = typeof manualReapply.$inferInsert;

/** The caller of the dependent views, and the head of household whose application they read. */
const caller = alias(account, 'caller');
const applicantAccount = alias(account, 'applicant_account');
const applicantPerson = alias(person, 'applicant_person');

/**
 * The SQL of what an application counts (application_house, application_dependent) and of manual reapply. Callers
 * pass application ids already checked against the applicant (application-access.ts), so these queries key on them.
 */
export function createApplicationSelectionRepository(db: Database) {
  return {
    /** The houses the application counts, in the order they were selected. */
    async selectedHouses(applicationId: string, tx: Database = db): Promise<ApplicationHouseRow[]> {
      return tx
        .select()
        .from(applicationHouse)
        .where(eq(applicationHouse.applicationId, applicationId))
        .orderBy(asc(applicationHouse.createdAt), asc(applicationHouse.houseId));
    },

    /** The dependents the application counts, each with the house it counts them in. */
    async selectedDependents(applicationId: string, tx: Database = db): Promise<ApplicationDependentRow[]> {
      return tx
        .select()
        .from(applicationDependent)
        .where(eq(applicationDependent.applicationId, applicationId))
        .orderBy(asc(applicationDependent.createdAt), asc(applicationDependent.dependentId));
    },

    async findSelectedHouse(applicationId: string, houseId: string, tx: Database = db): Promise<ApplicationHouseRow | null> {
      const [row] = await tx
        .select()
        .from(applicationHouse)
        .where(and(eq(applicationHouse.applicationId, applicationId), eq(applicationHouse.houseId, houseId)));
      return row ?? null;
    },

    async findSelectedDependent(applicationId: string, dependentId: string, tx: Database = db): Promise<ApplicationDependentRow | null> {
      const [row] = await tx
        .select()
        .from(applicationDependent)
        .where(and(eq(applicationDependent.applicationId, applicationId), eq(applicationDependent.dependentId, dependentId)));
      return row ?? null;
    },

    /** Counts a house in the application; selecting it again changes nothing. */
    async addHouse(applicationId: string, houseId: string, tx: Database): Promise<void> {
      await tx.insert(applicationHouse).values({ applicationId, houseId }).onConflictDoNothing();
    },

    /** Stops counting houses and every dependent counted in them; returns the dependents dropped. */
    async removeHouses(applicationId: string, houseIds: string[], tx: Database): Promise<string[]> {
      if (houseIds.length === 0) return [];
      const dropped = await tx
        .delete(applicationDependent)
        .where(and(eq(applicationDependent.applicationId, applicationId), inArray(applicationDependent.houseId, houseIds)))
        .returning({ dependentId: applicationDependent.dependentId });
      await tx
        .delete(applicationHouse)
        .where(and(eq(applicationHouse.applicationId, applicationId), inArray(applicationHouse.houseId, houseIds)));
      return dropped.map((row) => row.dependentId);
    },

    async removeDependents(applicationId: string, dependentIds: string[], tx: Database): Promise<void> {
      if (dependentIds.length === 0) return;
      await tx
        .delete(applicationDependent)
        .where(and(eq(applicationDependent.applicationId, applicationId), inArray(applicationDependent.dependentId, dependentIds)));
    },

    /**
     * Makes `dependentIds` the whole list counted in one house: the house's others are dropped, and a listed dependent
     * counted in another house before (they moved) is counted here instead.
     */
    async replaceHouseDependents(applicationId: string, houseId: string, dependentIds: string[], tx: Database): Promise<void> {
      const inThisHouseOrListed =
        dependentIds.length > 0
          ? or(eq(applicationDependent.houseId, houseId), inArray(applicationDependent.dependentId, dependentIds))
          : eq(applicationDependent.houseId, houseId);
      await tx.delete(applicationDependent).where(and(eq(applicationDependent.applicationId, applicationId), inThisHouseOrListed));
      if (dependentIds.length > 0) {
        await tx.insert(applicationDependent).values(dependentIds.map((dependentId) => ({ applicationId, dependentId, houseId })));
      }
    },

    /** The study's or a cycle's word on a selected house (case workers and cycles; tests). */
    async setHouseOutcome(
      applicationId: string,
      houseId: string,
      outcome: ApplicationHouseRow['outcome'],
      reasonCode: string | null,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(applicationHouse)
        .set({ outcome, reasonCode })
        .where(and(eq(applicationHouse.applicationId, applicationId), eq(applicationHouse.houseId, houseId)));
    },

    /** The study's or a cycle's word on a selected dependent (case workers and cycles; tests). */
    async setDependentOutcome(
      applicationId: string,
      dependentId: string,
      outcome: ApplicationDependentRow['outcome'],
      reasonCode: string | null,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(applicationDependent)
        .set({ outcome, reasonCode })
        .where(and(eq(applicationDependent.applicationId, applicationId), eq(applicationDependent.dependentId, dependentId)));
    },

    /** Records a manual reapply; null when one of the same kind and subject exists for the period (the unique index). */
    async insertReapply(values: NewManualReapply, tx: Database): Promise<ManualReapplyRow | null> {
      const [row] = await tx.insert(manualReapply).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /**
     * The applications (not drafts) of every applicant the account's person is an active dependent of, latest first,
     * with where the dependent stands on the relation and whether each application counts them.
     */
    async applicationsOfDependent(accountId: string, tx: Database = db) {
      return tx
        .select({
          birthDate: person.birthDate,
          ...dependentRelationColumns,
          applicationId: application.id,
          number: application.number,
          status: application.status,
          submittedAt: application.submittedAt,
          programNameAr: program.nameAr,
          programNameEn: program.nameEn,
          applicantNameAr: applicantPerson.nameAr,
          applicantNameEn: applicantPerson.nameEn,
          includedHouseId: applicationDependent.houseId,
          outcome: applicationDependent.outcome,
        })
        .from(caller)
        .innerJoin(dependent, and(eq(dependent.personId, caller.personId), eq(dependent.status, 'ACTIVE')))
        .innerJoin(person, eq(person.id, dependent.personId))
        .innerJoin(application, and(eq(application.applicantAccountId, dependent.applicantAccountId), ne(application.status, 'DRAFT')))
        .innerJoin(program, eq(program.id, application.programId))
        .innerJoin(applicantAccount, eq(applicantAccount.id, application.applicantAccountId))
        .innerJoin(applicantPerson, eq(applicantPerson.id, applicantAccount.personId))
        .leftJoin(
          applicationDependent,
          and(eq(applicationDependent.applicationId, application.id), eq(applicationDependent.dependentId, dependent.id)),
        )
        .where(and(eq(caller.id, accountId), ne(caller.status, 'DELETED')))
        .orderBy(sql`${application.submittedAt} desc nulls last`, desc(application.createdAt), desc(application.id));
    },
  };
}
export type ApplicationSelectionRepository = ReturnType<typeof createApplicationSelectionRepository>;

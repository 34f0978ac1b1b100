import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { account, person, relationConfirmation } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type RelationConfirmationRow = typeof relationConfirmation.$inferSelect;

const applicantAccount = alias(account, 'applicant_account');
const applicantPerson = alias(person, 'applicant_person');

/** Relation confirmations of adult dependents; every read and write is scoped to the dependent's own person. */
export function createDependentRelationRepository(db: Database) {
  /** The person behind an account, as a subquery: the caller is known by account, the relation by person. */
  const personOf = (accountId: string, tx: Database) => tx.select({ id: account.personId }).from(account).where(eq(account.id, accountId));

  return {
    /** Pending relations declaring this account's person a dependent, oldest first, with the applicant's names. */
    async listPending(dependentAccountId: string) {
      return db
        .select({
          id: relationConfirmation.id,
          relationship: relationConfirmation.relationship,
          requestedAt: relationConfirmation.createdAt,
          applicantNameAr: applicantPerson.nameAr,
          applicantNameEn: applicantPerson.nameEn,
          applicantNin: applicantPerson.nin,
        })
        .from(relationConfirmation)
        .innerJoin(applicantAccount, eq(applicantAccount.id, relationConfirmation.applicantAccountId))
        .innerJoin(applicantPerson, eq(applicantPerson.id, applicantAccount.personId))
        .where(
          and(
            inArray(relationConfirmation.dependentPersonId, personOf(dependentAccountId, db)),
            eq(relationConfirmation.status, 'PENDING'),
          ),
        )
        .orderBy(asc(relationConfirmation.createdAt), asc(relationConfirmation.id));
    },

    /** Locks one pending relation of this account's person; null when it is not theirs or no longer pending. */
    async lockPending(id: string, dependentAccountId: string, tx: Database): Promise<RelationConfirmationRow | null> {
      const rows = await tx
        .select()
        .from(relationConfirmation)
        .where(
          and(
            eq(relationConfirmation.id, id),
            inArray(relationConfirmation.dependentPersonId, personOf(dependentAccountId, tx)),
            eq(relationConfirmation.status, 'PENDING'),
          ),
        )
        .for('update')
        .limit(1);
      return rows[0] ?? null;
    },

    async decide(
      id: string,
      decision: { status: 'CONFIRMED' | 'REJECTED'; rejectReason: string | null; decidedAt: Date },
      tx: Database,
    ): Promise<void> {
      await tx.update(relationConfirmation).set(decision).where(eq(relationConfirmation.id, id));
    },

    /** Rejects every pending relation of this account's person at once; returns those it rejected. */
    async rejectAllPending(
      dependentAccountId: string,
      rejectReason: string,
      decidedAt: Date,
      tx: Database,
    ): Promise<Array<{ id: string; applicantAccountId: string; dependentPersonId: string }>> {
      const rows = await tx
        .update(relationConfirmation)
        .set({ status: 'REJECTED', rejectReason, decidedAt })
        .where(
          and(
            inArray(relationConfirmation.dependentPersonId, personOf(dependentAccountId, tx)),
            eq(relationConfirmation.status, 'PENDING'),
          ),
        )
        .returning({
          id: relationConfirmation.id,
          applicantAccountId: relationConfirmation.applicantAccountId,
          dependentPersonId: relationConfirmation.dependentPersonId,
        });
      return rows;
    },
  };
}
export type DependentRelationRepository = ReturnType<typeof createDependentRelationRepository>;

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { account, dependent, emergencyDelegation, person, relationConfirmation } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

const standIn = alias(account, 'stand_in');
const standInPerson = alias(person, 'stand_in_person');

/** Why a delegation ended (emergency_delegation.ended_reason). */
export type DelegationEndReason = 'DEPENDENT_REMOVED' | 'RELATIONSHIP_CHANGED' | 'RELATION_REJECTED' | 'HEAD_TRANSFERRED';

/**
 * The current (newest not canceled) confirmation of the stand-in's household row is CONFIRMED: the definition of a
 * confirmed relation of decision 022 (household.repository's `relationStatus`), which a stand-in, an adult
 * with an account, always needs.
 */
const confirmedRelation = sql`(select ${relationConfirmation.status} from ${relationConfirmation}
  where ${relationConfirmation.dependentId} = ${dependent.id} and ${relationConfirmation.status} <> 'CANCELED'
  order by ${relationConfirmation.createdAt} desc, ${relationConfirmation.id} desc limit 1) = 'CONFIRMED'`;

/** The back office's emergency delegations (DOMAIN.md "emergency login"), and whether each still holds. */
export function createEmergencyLoginRepository(db: Database) {
  return {
    /**
     * The delegations of this stand-in that hold (decision 028): active; the applicant's account not deleted; the
     * stand-in's account active and flagged by the back office; the stand-in an active dependent of that applicant,
     * adult (born on or before `adultBornBy`, an ISO day compared as text so that a 29 February cut-off works) and
     * with the relation confirmed. The one query behind the list, the entry and every request of an acting session.
     */
    async held(standInAccountId: string, adultBornBy: string, applicantAccountId?: string) {
      const conditions = [
        eq(emergencyDelegation.dependentAccountId, standInAccountId),
        eq(emergencyDelegation.active, true),
        ne(account.status, 'DELETED'),
        eq(standIn.status, 'ACTIVE'),
        eq(standIn.canLoginOnBehalfOfApplicant, true),
        eq(dependent.status, 'ACTIVE'),
        sql`to_char(${standInPerson.birthDate}, 'YYYY-MM-DD') <= ${adultBornBy}`,
        confirmedRelation,
      ];
      if (applicantAccountId !== undefined) conditions.push(eq(emergencyDelegation.applicantAccountId, applicantAccountId));
      return db
        .select({
          applicantAccountId: emergencyDelegation.applicantAccountId,
          applicantRole: account.role,
          relationship: dependent.relationship,
          nameAr: person.nameAr,
          nameEn: person.nameEn,
          nin: person.nin,
        })
        .from(emergencyDelegation)
        .innerJoin(account, eq(account.id, emergencyDelegation.applicantAccountId))
        .innerJoin(person, eq(person.id, account.personId))
        .innerJoin(standIn, eq(standIn.id, emergencyDelegation.dependentAccountId))
        .innerJoin(standInPerson, eq(standInPerson.id, standIn.personId))
        .innerJoin(
          dependent,
          and(eq(dependent.applicantAccountId, emergencyDelegation.applicantAccountId), eq(dependent.personId, standIn.personId)),
        )
        .where(and(...conditions))
        .orderBy(person.nameEn);
    },

    /**
     * Ends the active delegations into an applicant's account, all of them or those of the accounts of one person
     * (the dependent who was removed, whose relationship changed or who rejected the relation). Returns the ids ended.
     */
    async end(
      match: { applicantAccountId: string; standInPersonId?: string; standInAccountId?: string },
      reason: DelegationEndReason,
      at: Date,
      tx: Database,
    ): Promise<string[]> {
      const conditions = [eq(emergencyDelegation.applicantAccountId, match.applicantAccountId), eq(emergencyDelegation.active, true)];
      if (match.standInAccountId !== undefined) conditions.push(eq(emergencyDelegation.dependentAccountId, match.standInAccountId));
      if (match.standInPersonId !== undefined) {
        conditions.push(
          inArray(
            emergencyDelegation.dependentAccountId,
            tx.select({ id: account.id }).from(account).where(eq(account.personId, match.standInPersonId)),
          ),
        );
      }
      const rows = await tx
        .update(emergencyDelegation)
        .set({ active: false, endedAt: at, endedReason: reason })
        .where(and(...conditions))
        .returning({ id: emergencyDelegation.id });
      return rows.map((row) => row.id);
    },
  };
}
export type EmergencyLoginRepository = ReturnType<typeof createEmergencyLoginRepository>;

import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { account, person, relationConfirmation } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The demo tools' reads and writes of demo people: by national ID, since the seed's ids differ per database. */
export function createDemoAccountsRepository(db: Database) {
  const accountOf = async (nin: string, tx: Database) => {
    // The live account first; else the latest deleted one, which a reset revives.
    const [row] = await tx
      .select({ id: account.id, personId: person.id })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(eq(person.nin, nin))
      .orderBy(desc(ne(account.status, 'DELETED')), desc(account.createdAt))
      .limit(1);
    return row ?? null;
  };
  return {
    accountOf,
    /** Each person's current account, newest live one first, for the list of the demo tools. */
    async listByNin(nins: readonly string[]) {
      return db
        .select({
          nin: person.nin,
          nameAr: person.nameAr,
          nameEn: person.nameEn,
          username: account.username,
          mobile: account.mobile,
          status: account.status,
          lockedUntil: account.lockedUntil,
        })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(inArray(person.nin, [...nins]))
        .orderBy(desc(ne(account.status, 'DELETED')), desc(account.createdAt));
    },
    async updateAccount(id: string, patch: Partial<typeof account.$inferInsert>, tx: Database): Promise<void> {
      await tx.update(account).set(patch).where(eq(account.id, id));
    },
    /**
     * Undoes the dependent's own decision on a relation (CONFIRMED or REJECTED back to the seeded status); a relation
     * the applicant cancelled stays cancelled, since its household member is gone.
     */
    async restoreRelation(
      applicantAccountId: string,
      dependentPersonId: string,
      status: 'PENDING' | 'CONFIRMED',
      at: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(relationConfirmation)
        .set({ status, rejectReason: null, decidedAt: status === 'PENDING' ? null : at })
        .where(
          and(
            eq(relationConfirmation.applicantAccountId, applicantAccountId),
            eq(relationConfirmation.dependentPersonId, dependentPersonId),
            inArray(relationConfirmation.status, ['CONFIRMED', 'REJECTED']),
          ),
        );
    },
  };
}
export type DemoAccountsRepository = ReturnType<typeof createDemoAccountsRepository>;

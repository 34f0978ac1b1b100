import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { account, otp, person, relationConfirmation, signInThrottle } from '../../db/schema/index.ts';
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
    /**
     * Forgets the account's sign-in hold-offs and its codes (its own and the visitor codes of its mobile), so the daily
     * code caps and the resend delay start again: a demo account is tried many times a day by many testers. Demo only.
     */
    async clearSignInLimits(accountId: string, mobile: string, tx: Database): Promise<void> {
      await tx.delete(signInThrottle).where(eq(signInThrottle.accountId, accountId));
      await tx.delete(otp).where(or(eq(otp.accountId, accountId), and(isNull(otp.accountId), eq(otp.mobile, mobile))));
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

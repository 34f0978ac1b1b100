import { and, count, desc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { account, person } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type AccountRow = typeof account.$inferSelect;
export type PersonRow = typeof person.$inferSelect;
export interface AccountWithPerson {
  account: AccountRow;
  person: PersonRow;
}

/** Accounts and the persons behind them; the only code that touches these tables. */
export function createAccountRepository(db: Database) {
  const withPerson = (tx: Database = db) => tx.select({ account, person }).from(account).innerJoin(person, eq(person.id, account.personId));
  // Prepared once (read twice by every password sign-in): building the SQL of this select of two whole rows cost
  // 80 us of the event loop each time, five times what running it costs.
  const liveByUsername = withPerson()
    .where(and(eq(account.username, sql.placeholder('username')), ne(account.status, 'DELETED')))
    .limit(1)
    .prepare('account_live_by_username');
  return {
    /** The account a username signs in with (deleted accounts never count). */
    async findLiveByUsername(username: string): Promise<AccountWithPerson | null> {
      const rows = await liveByUsername.execute({ username });
      return rows[0] ?? null;
    },
    async findById(id: string, tx: Database = db): Promise<AccountWithPerson | null> {
      const rows = await withPerson(tx).where(eq(account.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async findPersonByNin(nin: string, tx: Database = db): Promise<PersonRow | null> {
      const rows = await tx.select().from(person).where(eq(person.nin, nin)).limit(1);
      return rows[0] ?? null;
    },
    async insertPerson(values: typeof person.$inferInsert, tx: Database = db): Promise<PersonRow> {
      const [row] = await tx.insert(person).values(values).returning();
      if (!row) throw new Error('person insert returned nothing');
      return row;
    },
    async insertAccount(values: typeof account.$inferInsert, tx: Database = db): Promise<AccountRow> {
      const [row] = await tx.insert(account).values(values).returning();
      if (!row) throw new Error('account insert returned nothing');
      return row;
    },
    async update(id: string, patch: Partial<typeof account.$inferInsert>, tx: Database = db): Promise<void> {
      await tx
        .update(account)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(account.id, id));
    },
    /** Counts one wrong sign-in proof atomically, so concurrent guesses cannot share a count; returns the new count. */
    async recordFailedLogin(id: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .update(account)
        .set({ failedLoginCount: sql`${account.failedLoginCount} + 1` })
        .where(eq(account.id, id))
        .returning({ failures: account.failedLoginCount });
      return row?.failures ?? 0;
    },
    /**
     * Takes the right to tell the owner by SMS that sign-in was held off or locked: true at most once per `since`
     * (when no notice was sent after it), so a stranger's tries cannot flood the owner's phone.
     */
    async claimLockNotice(id: string, now: Date, since: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(account)
        .set({ lockNoticeAt: now })
        .where(and(eq(account.id, id), or(isNull(account.lockNoticeAt), lte(account.lockNoticeAt, since))))
        .returning({ id: account.id });
      return rows.length > 0;
    },
    /** Live accounts other than `exceptId` whose verified mobile is this number. */
    async findOthersWithMobile(mobile: string, exceptId: string, tx: Database = db): Promise<AccountRow[]> {
      return tx
        .select()
        .from(account)
        .where(and(eq(account.mobile, mobile), ne(account.id, exceptId), ne(account.status, 'DELETED')));
    },
    async page(page: number, size: number): Promise<{ items: AccountWithPerson[]; total: number }> {
      const [items, totals] = await Promise.all([
        withPerson()
          .orderBy(desc(account.createdAt))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(account),
      ]);
      return { items, total: totals[0]?.total ?? 0 };
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;

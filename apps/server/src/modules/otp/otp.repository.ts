import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { otp, type OtpPurpose } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type OtpRow = typeof otp.$inferSelect;
/** What a code is for (registration, sign-in, a mobile change, ...): the column's values. */
export type { OtpPurpose };

/** What the daily caps and the resend delay read of a recent code. */
export type RecentOtp = Pick<
  OtpRow,
  'purpose' | 'accountId' | 'mobile' | 'sendCount' | 'attempts' | 'consumedAt' | 'lastSentAt' | 'createdAt'
>;

export function createOtpRepository(db: Database) {
  return {
    async insert(values: typeof otp.$inferInsert, tx: Database = db): Promise<OtpRow> {
      const [row] = await tx.insert(otp).values(values).returning();
      if (!row) throw new Error('otp insert returned nothing');
      return row;
    },
    /** Locks the row for the check, so two concurrent guesses cannot both use the same try. */
    async findForUpdate(id: string, tx: Database): Promise<OtpRow | null> {
      const rows = await tx.select().from(otp).where(eq(otp.id, id)).for('update').limit(1);
      return rows[0] ?? null;
    },
    async findById(id: string, tx: Database = db): Promise<OtpRow | null> {
      const rows = await tx.select().from(otp).where(eq(otp.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async update(id: string, patch: Partial<typeof otp.$inferInsert>, tx: Database = db): Promise<void> {
      await tx.update(otp).set(patch).where(eq(otp.id, id));
    },
    /** Voids the open codes of these purposes for an account (or, for visitors, a mobile): only the newest counts. */
    async voidOpen(
      purposes: readonly OtpPurpose[],
      owner: { accountId: string } | { mobile: string },
      at: Date,
      tx: Database = db,
    ): Promise<void> {
      const ownerCondition =
        'accountId' in owner ? eq(otp.accountId, owner.accountId) : and(isNull(otp.accountId), eq(otp.mobile, owner.mobile));
      await tx
        .update(otp)
        .set({ voidedAt: at })
        .where(and(inArray(otp.purpose, [...purposes]), ownerCondition, isNull(otp.consumedAt), isNull(otp.voidedAt)));
    },
    async latestOpen(accountId: string, purposes: readonly OtpPurpose[]): Promise<OtpRow | null> {
      const rows = await db
        .select()
        .from(otp)
        .where(and(eq(otp.accountId, accountId), inArray(otp.purpose, [...purposes]), isNull(otp.consumedAt), isNull(otp.voidedAt)))
        .orderBy(desc(otp.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },
    /**
     * The codes of an account or of a mobile created after `since`, oldest first: what the daily caps count and the
     * resend delay reads. One query over the two indexes (account, created) and (mobile, created).
     */
    async recentOf(owner: { accountId: string | null; mobile: string }, since: Date, tx: Database = db): Promise<RecentOtp[]> {
      const whose = owner.accountId ? or(eq(otp.accountId, owner.accountId), eq(otp.mobile, owner.mobile)) : eq(otp.mobile, owner.mobile);
      return tx
        .select({
          purpose: otp.purpose,
          accountId: otp.accountId,
          mobile: otp.mobile,
          sendCount: otp.sendCount,
          attempts: otp.attempts,
          consumedAt: otp.consumedAt,
          lastSentAt: otp.lastSentAt,
          createdAt: otp.createdAt,
        })
        .from(otp)
        .where(and(gt(otp.createdAt, since), whose))
        .orderBy(asc(otp.createdAt));
    },
    /**
     * Serialises code issues of the same account and mobile until the transaction ends (advisory locks, taken in one
     * order so two transactions cannot wait on each other): a burst of parallel requests cannot all pass a daily cap
     * that each of them read before any had written.
     */
    async lockOwners(keys: readonly string[], tx: Database): Promise<void> {
      const ordered = [...new Set(keys)].sort();
      if (ordered.length === 0) return;
      // One statement for all of them: a select list is evaluated left to right, so the order holds.
      const locks = ordered.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${`otp:${key}`}, 0))`);
      await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;

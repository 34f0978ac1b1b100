import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { otp, type OtpPurpose } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type OtpRow = typeof otp.$inferSelect;

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
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;

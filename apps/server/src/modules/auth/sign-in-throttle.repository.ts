import { and, eq, sql } from 'drizzle-orm';
import { signInThrottle } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type SignInThrottleRow = typeof signInThrottle.$inferSelect;

/** Wrong sign-in proofs per (account, client address); the only code that touches sign_in_throttle. */
export function createSignInThrottleRepository(db: Database) {
  const pair = (accountId: string, ip: string) => and(eq(signInThrottle.accountId, accountId), eq(signInThrottle.ip, ip));
  // Read by both steps of every sign-in: prepared once, it skips building its SQL each time (decision 024).
  const byPair = db
    .select()
    .from(signInThrottle)
    .where(and(eq(signInThrottle.accountId, sql.placeholder('accountId')), eq(signInThrottle.ip, sql.placeholder('ip'))))
    .limit(1)
    .prepare('sign_in_throttle_by_pair');
  return {
    async find(accountId: string, ip: string): Promise<SignInThrottleRow | null> {
      const rows = await byPair.execute({ accountId, ip });
      return rows[0] ?? null;
    },
    /**
     * Counts one wrong proof atomically (concurrent guesses cannot share a count) and returns the pair's count and
     * hold-offs so far. A pair quiet since `staleBefore` (no failure, no hold-off running) starts a new series.
     */
    async countFailure(
      accountId: string,
      ip: string,
      now: Date,
      staleBefore: Date,
      tx: Database = db,
    ): Promise<{ failures: number; holdOffs: number }> {
      const stale = sql`coalesce(${signInThrottle.heldUntil}, ${signInThrottle.updatedAt}) < ${staleBefore.toISOString()}::timestamptz`;
      const [row] = await tx
        .insert(signInThrottle)
        .values({ accountId, ip, failures: 1, holdOffs: 0, updatedAt: now })
        .onConflictDoUpdate({
          target: [signInThrottle.accountId, signInThrottle.ip],
          set: {
            failures: sql`case when ${stale} then 1 else ${signInThrottle.failures} + 1 end`,
            holdOffs: sql`case when ${stale} then 0 else ${signInThrottle.holdOffs} end`,
            heldUntil: sql`case when ${stale} then null else ${signInThrottle.heldUntil} end`,
            updatedAt: now,
          },
        })
        .returning({ failures: signInThrottle.failures, holdOffs: signInThrottle.holdOffs });
      if (!row) throw new Error('sign_in_throttle upsert returned nothing');
      return row;
    },
    /** Holds the pair off until `until`: its count starts again, and the next hold-off will be longer. */
    async holdOff(accountId: string, ip: string, until: Date, now: Date, tx: Database = db): Promise<void> {
      await tx
        .update(signInThrottle)
        .set({ failures: 0, holdOffs: sql`${signInThrottle.holdOffs} + 1`, heldUntil: until, updatedAt: now })
        .where(pair(accountId, ip));
    },
    /** Forgets the pair (a successful sign-in from that address). */
    async clear(accountId: string, ip: string, tx: Database = db): Promise<void> {
      await tx.delete(signInThrottle).where(pair(accountId, ip));
    },
  };
}
export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;

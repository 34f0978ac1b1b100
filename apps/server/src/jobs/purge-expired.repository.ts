import { and, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { captcha, iamRequest, otp, session, signInThrottle } from '../db/schema/index.ts';
import type { Database } from '../platform/db/database.ts';

/**
 * Rows removed per statement: each delete stays a short transaction holding few locks, however much piled up while
 * the purge was not running.
 */
const batchSize = 5_000;

/** Runs one batch delete until a batch comes back short; returns the rows removed. */
async function inBatches(deleteBatch: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = (await deleteBatch()).length;
    total += removed;
    if (removed < batchSize) return total;
  }
}

/** The SQL of the purge job (jobs/purge-expired.ts): deletes of rows that no longer serve anything. */
export function createPurgeRepository(db: Database) {
  /** Deletes the rows of a table with a single id column that match `where`, one batch at a time. */
  const purgeById = (table: typeof captcha | typeof otp | typeof iamRequest | typeof session, where: SQL | undefined) =>
    inBatches(() =>
      db
        .delete(table)
        .where(inArray(table.id, db.select({ id: table.id }).from(table).where(where).limit(batchSize)))
        .returning({ id: table.id }),
    );

  return {
    /** Captcha challenges past their life: each can only be refused now. */
    deleteExpiredCaptchas(now: Date): Promise<number> {
      return purgeById(captcha, lt(captcha.expiresAt, now));
    },

    /**
     * Codes that expired before `expiredBefore`; a spent code (confirmed, or voided after too many tries) only once it
     * was also created before `spentCreatedBefore`.
     */
    deleteOldOtps(expiredBefore: Date, spentCreatedBefore: Date): Promise<number> {
      const spent = or(isNotNull(otp.consumedAt), isNotNull(otp.voidedAt));
      const unspent = and(isNull(otp.consumedAt), isNull(otp.voidedAt));
      return purgeById(otp, and(lt(otp.expiresAt, expiredBefore), or(unspent, and(spent, lt(otp.createdAt, spentCreatedBefore)))));
    },

    /** National single sign-on requests that expired before `expiredBefore`. */
    deleteOldIamRequests(expiredBefore: Date): Promise<number> {
      return purgeById(iamRequest, lt(iamRequest.expiresAt, expiredBefore));
    },

    /** Sessions that ended (revoked or expired) before `endedBefore`. */
    deleteEndedSessions(endedBefore: Date): Promise<number> {
      return purgeById(session, or(lt(session.revokedAt, endedBefore), lt(session.expiresAt, endedBefore)));
    },

    /** Sign-in throttles untouched since `untouchedSince` and not holding anybody off at `now`. */
    deleteIdleSignInThrottles(untouchedSince: Date, now: Date): Promise<number> {
      const idle = and(
        lt(signInThrottle.updatedAt, untouchedSince),
        or(isNull(signInThrottle.heldUntil), lt(signInThrottle.heldUntil, now)),
      );
      // The table's key is (account, address): batches are chosen by that pair.
      return inBatches(() =>
        db
          .delete(signInThrottle)
          .where(
            sql`(${signInThrottle.accountId}, ${signInThrottle.ip}) in (${db
              .select({ accountId: signInThrottle.accountId, ip: signInThrottle.ip })
              .from(signInThrottle)
              .where(idle)
              .limit(batchSize)})`,
          )
          .returning({ accountId: signInThrottle.accountId }),
      );
    },
  };
}
export type PurgeRepository = ReturnType<typeof createPurgeRepository>;

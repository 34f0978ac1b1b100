import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { account, person, relationConfirmation, session } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * The account columns a signed-in request needs: the access check (status, role) and GET currentUser. Only these:
 * the row is read on every request, and each column costs its decoding every time.
 */
const sessionAccountColumns = {
  id: account.id,
  username: account.username,
  role: account.role,
  status: account.status,
  mobile: account.mobile,
  email: account.email,
  emailVerified: account.emailVerified,
  changePasswordRequired: account.changePasswordRequired,
  mobileVerificationStatus: account.mobileVerificationStatus,
  isMigratedOldDssNotLoggedIn: account.isMigratedOldDssNotLoggedIn,
  canLoginOnBehalfOfApplicant: account.canLoginOnBehalfOfApplicant,
  whiteListed: account.whiteListed,
};
const sessionPersonColumns = { id: person.id, nameAr: person.nameAr, nameEn: person.nameEn };

/** The caller's account and person as a session read gives them (a subset of the full rows). */
export interface SessionUser {
  account: Pick<typeof account.$inferSelect, keyof typeof sessionAccountColumns>;
  person: Pick<typeof person.$inferSelect, keyof typeof sessionPersonColumns>;
}

/**
 * Columns as one JSON object. The driver decodes a result column by column, describing and setting up each on every
 * execution, and parses each timestamp with a regular expression; the session read, the portal's most frequent query,
 * answers one JSON column (timestamps as epoch milliseconds): 12 us of the event loop a read instead of 15 (measured
 * in a loop against PostgreSQL). Only for columns that JSON carries unchanged (text, numbers, booleans: no dates).
 */
function jsonObject(columns: Record<string, AnyPgColumn>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A timestamp as milliseconds since the epoch: a JSON number, which JSON carries unchanged. */
const epochMillis = (column: AnyPgColumn): SQL => sql`floor(extract(epoch from ${column}) * 1000)`;

/** The session read as the database sends it: one JSON object (see jsonObject). */
interface SessionRow extends SessionUser {
  id: string;
  accountId: string;
  actingForAccountId: string | null;
  lastSeenMs: number;
  expiresMs: number;
  /** The last fresh proof of identity (epoch ms), null when none. */
  stepUpMs: number | null;
  revoked: boolean;
  pendingRelation: boolean;
}

export function createSessionRepository(db: Database) {
  const sessionByToken = db
    .select({
      row: sql<SessionRow>`json_build_object(
        'id', ${session.id},
        'accountId', ${session.accountId},
        'actingForAccountId', ${session.actingForAccountId},
        'lastSeenMs', ${epochMillis(session.lastSeenAt)},
        'expiresMs', ${epochMillis(session.expiresAt)},
        'stepUpMs', ${epochMillis(session.stepUpAt)},
        'revoked', ${session.revokedAt} is not null,
        'account', ${jsonObject(sessionAccountColumns)},
        'person', ${jsonObject(sessionPersonColumns)},
        'pendingRelation', exists (select 1 from ${relationConfirmation} where ${relationConfirmation.dependentPersonId} = ${person.id} and ${relationConfirmation.status} = 'PENDING'))`,
    })
    .from(session)
    .innerJoin(account, eq(account.id, session.accountId))
    .innerJoin(person, eq(person.id, account.personId))
    .where(eq(session.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
  return {
    async insert(values: typeof session.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(session).values(values);
    },
    /**
     * One indexed read per request: the session by its token hash with its account, person and whether a relation
     * waits for confirmation — everything access checks and GET currentUser need, so neither queries again.
     * Prepared once: the hottest query of the portal skips building its SQL each time.
     */
    async findByTokenHash(tokenHash: string) {
      const [found] = await sessionByToken.execute({ tokenHash });
      if (!found) return null;
      const { lastSeenMs, expiresMs, ...row } = found.row;
      return { ...row, lastSeenAt: new Date(lastSeenMs), expiresAt: new Date(expiresMs) };
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(session).set({ lastSeenAt: at }).where(eq(session.id, id));
    },
    /** Ends the live session of this token hash, if any, with a reason; returns its id (null when none was live). */
    async revokeByTokenHash(tokenHash: string, at: Date, reason: string, tx: Database = db): Promise<string | null> {
      const rows = await tx
        .update(session)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(session.tokenHash, tokenHash), isNull(session.revokedAt), gt(session.expiresAt, at)))
        .returning({ id: session.id });
      return rows[0]?.id ?? null;
    },
    /** When a session was last used and when it ends at the latest, whether or not it has ended; null when unknown. */
    async endsOf(id: string): Promise<{ lastSeenAt: Date; expiresAt: Date } | null> {
      const ends = { lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt };
      const [row] = await db.select(ends).from(session).where(eq(session.id, id));
      return row ?? null;
    },
    /**
     * Ends a session that has not ended yet and gives when it was signed in; null when it already had ended (signed
     * out, ended elsewhere, rotated).
     */
    async revoke(id: string, at: Date, tx: Database = db, reason: string | null = null): Promise<Date | null> {
      const rows = await tx
        .update(session)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(session.id, id), isNull(session.revokedAt)))
        .returning({ createdAt: session.createdAt });
      return rows[0]?.createdAt ?? null;
    },
    async revokeAllOf(
      accountId: string,
      at: Date,
      exceptId: string | null,
      tx: Database = db,
      reason: string | null = null,
    ): Promise<void> {
      const conditions = [eq(session.accountId, accountId), isNull(session.revokedAt)];
      if (exceptId) conditions.push(ne(session.id, exceptId));
      await tx
        .update(session)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(...conditions));
    },
    /** Ends one live session of this account; false when the id is not one (another account's, ended, unknown). */
    async revokeOwn(id: string, accountId: string, at: Date, reason: string): Promise<boolean> {
      const rows = await db
        .update(session)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(session.id, id), eq(session.accountId, accountId), isNull(session.revokedAt), gt(session.expiresAt, at)))
        .returning({ id: session.id });
      return rows.length > 0;
    },
    /**
     * The sessions of an account that have not ended (not revoked, within their absolute limit, used since
     * `seenSince`), most recently used first.
     */
    async listLive(accountId: string, now: Date, seenSince: Date) {
      return db
        .select({
          id: session.id,
          ip: session.ip,
          userAgent: session.userAgent,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
        })
        .from(session)
        .where(
          and(eq(session.accountId, accountId), isNull(session.revokedAt), gt(session.expiresAt, now), gt(session.lastSeenAt, seenSince)),
        )
        .orderBy(desc(session.lastSeenAt), desc(session.createdAt));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

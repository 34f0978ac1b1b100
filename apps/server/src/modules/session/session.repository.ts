import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { account, person, relationConfirmation, session } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export function createSessionRepository(db: Database) {
  const sessionByToken = db
    .select({
      id: session.id,
      accountId: session.accountId,
      actingForAccountId: session.actingForAccountId,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
      revokedAt: session.revokedAt,
      account,
      person,
      pendingRelation: sql<boolean>`exists (select 1 from ${relationConfirmation} where ${relationConfirmation.dependentPersonId} = ${person.id} and ${relationConfirmation.status} = 'PENDING')`,
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
      const rows = await sessionByToken.execute({ tokenHash });
      return rows[0] ?? null;
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(session).set({ lastSeenAt: at }).where(eq(session.id, id));
    },
    async revoke(id: string, at: Date, tx: Database = db): Promise<void> {
      await tx
        .update(session)
        .set({ revokedAt: at })
        .where(and(eq(session.id, id), isNull(session.revokedAt)));
    },
    async revokeAllOf(accountId: string, at: Date, exceptId: string | null, tx: Database = db): Promise<void> {
      const conditions = [eq(session.accountId, accountId), isNull(session.revokedAt)];
      if (exceptId) conditions.push(ne(session.id, exceptId));
      await tx
        .update(session)
        .set({ revokedAt: at })
        .where(and(...conditions));
    },
    async setActingFor(id: string, accountId: string | null, tx: Database = db): Promise<void> {
      await tx.update(session).set({ actingForAccountId: accountId }).where(eq(session.id, id));
    },
    async roleOf(accountId: string) {
      const rows = await db.select({ role: account.role, status: account.status }).from(account).where(eq(account.id, accountId)).limit(1);
      return rows[0] ?? null;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

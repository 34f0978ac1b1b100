import { and, eq, sql } from 'drizzle-orm';
import { iamRequest, relationConfirmation } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type IamRequestRow = typeof iamRequest.$inferSelect;

/** Sign-in records: single sign-on requests, and the pending relation the session flags come from. */
export function createAuthRepository(db: Database) {
  // Read by every sign-in's answer: prepared once, it skips building its SQL each time.
  const pendingRelation = db
    .select({ id: relationConfirmation.id })
    .from(relationConfirmation)
    .where(and(eq(relationConfirmation.dependentPersonId, sql.placeholder('personId')), eq(relationConfirmation.status, 'PENDING')))
    .limit(1)
    .prepare('relation_pending_of_person');
  return {
    async insertIamRequest(values: typeof iamRequest.$inferInsert): Promise<IamRequestRow> {
      const [row] = await db.insert(iamRequest).values(values).returning();
      if (!row) throw new Error('iam_request insert returned nothing');
      return row;
    },
    async findIamRequest(id: string): Promise<IamRequestRow | null> {
      const rows = await db.select().from(iamRequest).where(eq(iamRequest.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async updateIamRequest(id: string, patch: Partial<typeof iamRequest.$inferInsert>): Promise<void> {
      await db.update(iamRequest).set(patch).where(eq(iamRequest.id, id));
    },
    /** Marks a completed request as used; false when another poll already opened its session. */
    async claimIamSession(id: string, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(iamRequest)
        .set({ sessionOpened: true, status: 'COMPLETED' })
        .where(and(eq(iamRequest.id, id), eq(iamRequest.sessionOpened, false)))
        .returning({ id: iamRequest.id });
      return rows.length > 0;
    },
    async hasPendingRelation(personId: string): Promise<boolean> {
      return (await pendingRelation.execute({ personId })).length > 0;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

import { eq } from 'drizzle-orm';
import { auditEvent } from '../db/schema/index.ts';
import type { Database } from '../platform/db/database.ts';

/** The audit lines of one record: what was done and by which account (null: a case worker's demo hook). */
export function auditLines(db: Database, entityId: string) {
  return db
    .select({ action: auditEvent.action, actor: auditEvent.actorAccountId })
    .from(auditEvent)
    .where(eq(auditEvent.entityId, entityId));
}

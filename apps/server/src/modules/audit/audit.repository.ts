import { auditEvent } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type NewAuditEvent = typeof auditEvent.$inferInsert;

/** The audit trail's only SQL: appends (the table refuses updates and deletes, audit-append-only.test.ts). */
export function createAuditRepository(db: Database) {
  return {
    /** Appends one event, in the caller's transaction when one is given. */
    async insert(event: NewAuditEvent, tx: Database = db): Promise<void> {
      await tx.insert(auditEvent).values(event);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';

/**
 * Runs `body` while the database refuses to record audit events of `action` (a trigger raises on their insert): the
 * way to prove that an action commits with its audit line, and that a failure on the way leaves nothing half done.
 */
export async function whileAuditRefused<T>(db: Database, action: string, body: () => Promise<T>): Promise<T> {
  if (!/^[a-z.-]+$/.test(action)) throw new Error(`not an audit action: ${action}`);
  const name = `refuse_audit_${action.replace(/[.-]/g, '_')}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = '${action}' THEN RAISE EXCEPTION 'audit unavailable'; END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON audit_event FOR EACH ROW EXECUTE FUNCTION ${name}()`));
  try {
    return await body();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON audit_event`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  }
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createAuditService } from './audit.service.ts';

/** The SQLSTATE of the refusal (insufficient_privilege), wherever the driver puts it. */
function sqlState(error: unknown): unknown {
  const withCode = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return withCode(error) ?? withCode((error as { cause?: unknown }).cause);
}

async function refusal(attempt: Promise<unknown>): Promise<unknown> {
  try {
    await attempt;
  } catch (error) {
    return error;
  }
  throw new Error('the statement was not refused');
}

describe('the audit trail is append-only for the application', () => {
  let database: DatabaseHandle;
  let id: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Written as the application writes it, through the audit service on the application's database handle.
    await createAuditService(database.db).record(
      { accountId: null, ip: '10.0.0.1', requestId: 'req-append-only' },
      { action: 'test.append-only', entity: 'account', entityId: 'x', after: { kept: true } },
    );
    const [row] = await database.db.select({ id: auditEvent.id }).from(auditEvent).where(eq(auditEvent.requestId, 'req-append-only'));
    id = row?.id ?? '';
  });
  afterAll(() => database.close());

  const row = async () => (await database.db.select().from(auditEvent).where(eq(auditEvent.id, id)))[0];

  it('takes new events', async () => {
    expect(await row()).toMatchObject({ action: 'test.append-only', after: { kept: true }, ip: '10.0.0.1' });
  });

  it('refuses to change an event', async () => {
    const error = await refusal(
      database.db
        .update(auditEvent)
        .set({ after: { kept: false } })
        .where(eq(auditEvent.id, id)),
    );
    expect(sqlState(error)).toBe('42501');
    expect(await row()).toMatchObject({ after: { kept: true } });
  });

  it('refuses to delete an event, or to empty the table', async () => {
    expect(sqlState(await refusal(database.db.delete(auditEvent).where(eq(auditEvent.id, id))))).toBe('42501');
    expect(sqlState(await refusal(database.db.execute(sql`truncate audit_event`)))).toBe('42501');
    expect(await row()).toBeDefined();
  });
});

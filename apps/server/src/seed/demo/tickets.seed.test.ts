import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, ticket, ticketHistory, ticketMessage } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createTestAccount } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedDemoTickets } from './tickets.seed.ts';

/** The demo ticket of the ready applicant (decision 064), on a database without the rest of the demo. */
describe('seedDemoTickets', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('does nothing without the ready applicant', async () => {
    await seedDemoTickets(database.db);
    expect(await database.db.select().from(ticket)).toEqual([]);
  });

  it('writes one answered ticket with its reply and history, once', async () => {
    const user = await createTestAccount(database.db);
    await database.db.update(person).set({ nin: '1010000006' }).where(eq(person.id, user.personId));
    await seedDemoTickets(database.db);
    await seedDemoTickets(database.db);
    const [row, ...others] = await database.db.select().from(ticket);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ nin: '1010000006', status: 'ANSWERED', ticketType: 'INQUIRY', category: 'INQ_PAYMENTS' });
    expect(row?.ticketNumber).toMatch(/^TK-\d{4}-000001$/);
    expect(row?.pausedSince).not.toBeNull();
    expect(await database.db.select().from(ticketMessage)).toHaveLength(1);
    expect((await database.db.select().from(ticketHistory)).map((item) => item.toStatus).sort()).toEqual([
      'ANSWERED',
      'IN_PROGRESS',
      'OPEN',
    ]);
  });
});

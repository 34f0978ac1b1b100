import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyAppeal, historyBeneficiary, historyPayment, person, supportCycle } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createTestAccount } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedDemoCycles } from './cycles.seed.ts';
import { seedDemoHistoryData } from './history-data.seed.ts';

/** The demo seeds of issue 18 on a database without the rest of the demo (the full demo: cycles.seed.test.ts). */
describe('seedDemoHistoryData and seedDemoCycles on their own', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('do nothing without the ready applicant or their application', async () => {
    await seedDemoHistoryData(database.db);
    await seedDemoCycles(database.db);
    expect(await database.db.select().from(historyBeneficiary)).toEqual([]);
    expect(await database.db.select().from(supportCycle)).toEqual([]);
    // The applicant without an application: still no cycle run for them.
    const user = await createTestAccount(database.db);
    await database.db.update(person).set({ nin: '1010000006' }).where(eq(person.id, user.personId));
    await seedDemoCycles(database.db);
    expect(await database.db.select().from(supportCycle)).toEqual([]);
  });

  it("write the ready applicant's old file once, with its payments and appeals", async () => {
    await seedDemoHistoryData(database.db);
    await seedDemoHistoryData(database.db);
    const files = await database.db.select().from(historyBeneficiary);
    expect(files).toHaveLength(1);
    expect(await database.db.select().from(historyPayment)).toHaveLength(25);
    expect(await database.db.select().from(historyAppeal)).toHaveLength(2);
  });
});

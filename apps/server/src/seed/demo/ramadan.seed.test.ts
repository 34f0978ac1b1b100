import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, ramadanReward, ramadanRewardMember } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { createTestAccount } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedDemoRamadan } from './ramadan.seed.ts';

describe('seedDemoRamadan', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('does nothing while the white-listed applicant has no ELIGIBLE SSP application', async () => {
    await seedDemoRamadan(database.db);
    expect(await database.db.select().from(ramadanReward)).toEqual([]);
  });

  it('pays the head and the dependents selected into the application the default amounts, for 1447 AH', async () => {
    const db = database.db;
    const user = await createTestAccount(db);
    // The white-listed applicant of the identity seed, by NIN.
    await db.update(person).set({ nin: '1010000071' }).where(eq(person.id, user.personId));
    const house = await createHouse(db, user.accountId);
    const son = await createDependent(db, { applicantAccountId: user.accountId, houseId: house.id });
    await createDependent(db, { applicantAccountId: user.accountId, houseId: house.id }); // not selected: not counted
    const app = await createApplication(db, {
      applicantAccountId: user.accountId,
      status: 'ELIGIBLE',
      houseIds: [house.id],
      dependents: [{ dependentId: son.id, houseId: house.id }],
    });

    await seedDemoRamadan(db);
    const rewards = await db.select().from(ramadanReward);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ applicationId: app.id, hijriYear: 1447, status: 'PAID', amount: 150_000 });
    const members = await db.select().from(ramadanRewardMember);
    expect(members.map((member) => ({ dependentId: member.dependentId, amount: member.amount }))).toEqual(
      expect.arrayContaining([
        { dependentId: null, amount: 100_000 },
        { dependentId: son.id, amount: 50_000 },
      ]),
    );
    expect(members).toHaveLength(2);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRiyadh } from '@sanad/contract';
import { person, tamkeenOffer, tamkeenOpportunity, tamkeenPartner } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createTestAccount } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedDemoTamkeen } from './tamkeen.seed.ts';
import { seedDemoTamkeenOffers } from './tamkeen-opportunity.seed.ts';

/** The ready applicant's three job offers (decision 071), on a database without the rest of the demo. */
describe('seedDemoTamkeenOffers', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('offers the ready applicant three open opportunities of the employer TP-0001 and the training provider TP-0002', async () => {
    const user = await createTestAccount(database.db);
    await database.db.update(person).set({ nin: '1010000006' }).where(eq(person.id, user.personId));
    const now = new Date();
    await seedDemoTamkeen(database.db, now);
    await seedDemoTamkeenOffers(database.db, now);
    const rows = await database.db
      .select({
        status: tamkeenOffer.status,
        personId: tamkeenOffer.personId,
        deadline: tamkeenOpportunity.deadline,
        partner: tamkeenPartner.code,
      })
      .from(tamkeenOffer)
      .innerJoin(tamkeenOpportunity, eq(tamkeenOpportunity.id, tamkeenOffer.opportunityId))
      .innerJoin(tamkeenPartner, eq(tamkeenPartner.id, tamkeenOpportunity.partnerId));
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.partner).sort()).toEqual(['TP-0001', 'TP-0001', 'TP-0002']);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'OFFERED', personId: user.personId });
      expect(row.deadline > todayInRiyadh(now)).toBe(true);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createLookupItem } from '../../test/factories/lookup-item.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createLookupRepository } from './lookup.repository.ts';
import { createLookupService } from './lookup.service.ts';

describe('lookup service cache', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("serves an operator's new row once its 30-second copy expires", async () => {
    let clock = 1_000_000;
    const lookups = createLookupService(createLookupRepository(database.db), () => clock);
    const before = await lookups.group('majors');

    const added = await createLookupItem(database.db, { group: 'majors', nameEn: 'Cybersecurity', nameAr: 'الأمن السيبراني' });
    clock += 29_000;
    expect(await lookups.group('majors')).toEqual(before);

    clock += 2_000;
    const after = await lookups.group('majors');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ code: added.code, nameEn: 'Cybersecurity', nameAr: 'الأمن السيبراني' });
  });

  it('lists the children of one parent for the CRM tree, without caching', async () => {
    const lookups = createLookupService(createLookupRepository(database.db));
    const categories = await lookups.children('ticketCategory', 'TECH_SUPPORT');
    expect(categories.map((item) => item.code)).toEqual(['TEC_LOGIN', 'TEC_OTP', 'TEC_UPLOAD', 'TEC_ERRORS']);
    const added = await createLookupItem(database.db, { group: 'ticketCategory', parentCode: 'TECH_SUPPORT' });
    expect((await lookups.children('ticketCategory', 'TECH_SUPPORT')).map((item) => item.code)).toContain(added.code);
  });
});

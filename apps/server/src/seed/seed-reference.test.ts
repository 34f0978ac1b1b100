import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupItem, parameter, parameterVersion, program } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { lookups } from './reference/lookups.ts';
import { parameters, parameterVersions } from './reference/parameters.ts';
import { seedReferenceData } from './seed-reference.ts';

describe('seedReferenceData', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Already seeded once by the test setup, as every start of the server does.
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function counts() {
    const { db } = database;
    const [[lookupRows], [programRows], [parameterRows], [versionRows]] = await Promise.all([
      db.select({ n: count() }).from(lookupItem),
      db.select({ n: count() }).from(program),
      db.select({ n: count() }).from(parameter),
      db.select({ n: count() }).from(parameterVersion),
    ]);
    return { lookups: lookupRows?.n, programs: programRows?.n, parameters: parameterRows?.n, versions: versionRows?.n };
  }

  it('writes every reference row once', async () => {
    const expected = Object.values(lookups).reduce((sum, rows) => sum + rows.length, 0);
    expect(await counts()).toEqual({ lookups: expected, programs: 2, parameters: parameters.length, versions: parameterVersions.length });
    expect(parameterVersions.map((version) => version.validFrom)).toEqual(parameterVersions.map(() => '2000-01-01'));
  });

  it('can run again and again without error or duplicates', async () => {
    const before = await counts();
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    expect(await counts()).toEqual(before);
  });

  it("leaves an operator's edits alone: a parameter value, a renamed item, a retired item", async () => {
    const { db } = database;
    await db
      .update(parameter)
      .set({ value: { visitorOtpRequired: false, maxAttachments: 5, maxDescriptionLength: 500 } })
      .where(eq(parameter.key, 'crm.settings'));
    const city = and(eq(lookupItem.group, 'cities'), eq(lookupItem.code, '0202'));
    await db.update(lookupItem).set({ nameEn: 'Jeddah Governorate' }).where(city);
    const bank = and(eq(lookupItem.group, 'bankName'), eq(lookupItem.code, '95'));
    await db.update(lookupItem).set({ active: false }).where(bank);

    await seedReferenceData(db);

    const [settings] = await db.select().from(parameter).where(eq(parameter.key, 'crm.settings'));
    expect(settings?.value).toEqual({ visitorOtpRequired: false, maxAttachments: 5, maxDescriptionLength: 500 });
    expect((await db.select().from(lookupItem).where(city))[0]?.nameEn).toBe('Jeddah Governorate');
    expect((await db.select().from(lookupItem).where(bank))[0]?.active).toBe(false);
  });

  it("never overwrites an operator's version of a dated parameter, a later one or the first", async () => {
    const { db } = database;
    const standard = eq(parameterVersion.key, 'eligibility.standard');
    await db
      .update(parameterVersion)
      .set({ value: { head: 111_000, adult: 60_000, minor: 40_000 } })
      .where(standard);
    await db
      .insert(parameterVersion)
      .values({ key: 'eligibility.standard', validFrom: '2027-01-01', value: { head: 1, adult: 1, minor: 1 } });

    await seedReferenceData(db);

    const rows = await db.select().from(parameterVersion).where(standard).orderBy(parameterVersion.validFrom);
    expect(rows.map(({ validFrom, value }) => ({ validFrom, value }))).toEqual([
      { validFrom: '2000-01-01', value: { head: 111_000, adult: 60_000, minor: 40_000 } },
      { validFrom: '2027-01-01', value: { head: 1, adult: 1, minor: 1 } },
    ]);
  });

  it('retires codes a release replaced in a database seeded before it, and leaves the row', async () => {
    const { db } = database;
    const old = and(eq(lookupItem.group, 'ineligibilityReason'), eq(lookupItem.code, 'IBAN_UNVERIFIED'));
    await db.insert(lookupItem).values({ group: 'ineligibilityReason', code: 'IBAN_UNVERIFIED', nameAr: 'قديم', nameEn: 'Old' });
    await seedReferenceData(db);
    expect((await db.select().from(lookupItem).where(old))[0]?.active).toBe(false);
  });

  it('adds rows a release brings (a row missing from the table comes back)', async () => {
    const { db } = database;
    const letter = and(eq(lookupItem.group, 'letters'), eq(lookupItem.code, 'PAYMENT_STATEMENT'));
    await db.delete(lookupItem).where(letter);
    await seedReferenceData(db);
    const [row] = await db.select().from(lookupItem).where(letter);
    expect(row).toMatchObject({ nameAr: 'بيان المدفوعات', nameEn: 'Payment statement', sortOrder: 1, active: true });
  });
});

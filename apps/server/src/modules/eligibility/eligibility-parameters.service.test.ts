import { errorCodes } from '@sanad/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, parameterVersion, supportCycle } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createTestAccount } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createAuditService } from '../audit/audit.service.ts';
import type { Actor } from '../audit/audit.service.ts';
import { eligibilityParameterDefinitions, eligibilityParameterKeys } from './eligibility-parameter-definitions.ts';
import { createEligibilityParametersRepository } from './eligibility-parameters.repository.ts';
import { createEligibilityParametersService } from './eligibility-parameters.service.ts';

const defaults = {
  day: '2026-11-01',
  standard: { head: 110_000, adult: 60_000, minor: 40_000 },
  incomeRules: eligibilityParameterDefinitions['eligibility.incomeRules'].default,
  assetLimit: 50_000_000,
  minimumPayment: 10_000,
  deductionCapPercent: 20,
  adultAge: 18,
};
const system: Actor = { accountId: null };

function serviceOf(database: DatabaseHandle, now?: () => number) {
  const { db } = database;
  return createEligibilityParametersService({
    db,
    repository: createEligibilityParametersRepository(db),
    audit: createAuditService(db),
    now,
  });
}

describe('the dated parameter definitions', () => {
  it.each(Object.entries(eligibilityParameterDefinitions))(
    '%s: its default is a value of its own schema, and it says what it means',
    (_key, definition) => {
      expect(definition.schema.parse(definition.default)).toEqual(definition.default);
      expect(definition.meaning.trim()).not.toBe('');
    },
  );
});

describe('parametersAt', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Seeded by the test setup, as every start of the server does: each default valid from 2000-01-01.
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("answers DOMAIN.md's figures from the seed on any day since 2000-01-01, and nothing before", async () => {
    const parameters = serviceOf(database);
    expect(await parameters.parametersAt('2026-11-01')).toEqual(defaults);
    expect(await parameters.parametersAt('2000-01-01')).toEqual({ ...defaults, day: '2000-01-01' });
    await expect(parameters.parametersAt('1999-12-31')).rejects.toThrow(
      'Parameter "eligibility.standard" has no version valid on 1999-12-31',
    );
    for (const key of eligibilityParameterKeys) {
      expect(await parameters.valueAt(key, '2026-11-01'), key).toEqual(eligibilityParameterDefinitions[key].default);
    }
  });

  it('takes for each key the version with the greatest start on or before the day, to the day', async () => {
    const parameters = serviceOf(database);
    await parameters.setVersion('eligibility.standard', '2027-03-01', { head: 120_000, adult: 65_000, minor: 45_000 }, system);
    await parameters.setVersion('eligibility.standard', '2027-07-01', { head: 130_000, adult: 70_000, minor: 50_000 }, system);
    await parameters.setVersion('payment.dayOfMonth', '2027-05-01', 5, system);

    expect((await parameters.parametersAt('2027-02-28')).standard).toEqual(defaults.standard);
    expect((await parameters.parametersAt('2027-03-01')).standard).toEqual({ head: 120_000, adult: 65_000, minor: 45_000 });
    expect((await parameters.parametersAt('2027-06-30')).standard).toEqual({ head: 120_000, adult: 65_000, minor: 45_000 });
    expect((await parameters.parametersAt('2027-07-01')).standard).toEqual({ head: 130_000, adult: 70_000, minor: 50_000 });
    expect(await parameters.parametersAt('2030-01-01')).toMatchObject({ assetLimit: 50_000_000, standard: { head: 130_000 } });
    // Keys move on their own days.
    expect(await parameters.valueAt('payment.dayOfMonth', '2027-04-30')).toBe(10);
    expect(await parameters.valueAt('payment.dayOfMonth', '2027-05-01')).toBe(5);
  });

  it("keeps the versions for a while (another instance's version shows within 30 s), its own writes at once", async () => {
    let now = 0;
    const parameters = serviceOf(database, () => now);
    expect(await parameters.valueAt('eligibility.assetLimit', '2028-01-01')).toBe(50_000_000);
    await database.db.insert(parameterVersion).values({ key: 'eligibility.assetLimit', validFrom: '2028-01-01', value: 40_000_000 });
    expect(await parameters.valueAt('eligibility.assetLimit', '2028-01-01')).toBe(50_000_000);
    now += 30_001;
    expect(await parameters.valueAt('eligibility.assetLimit', '2028-01-01')).toBe(40_000_000);
    await parameters.setVersion('eligibility.assetLimit', '2028-02-01', 30_000_000, system);
    expect(await parameters.valueAt('eligibility.assetLimit', '2028-02-01')).toBe(30_000_000);
  });

  it('reports a malformed stored version by its key and day instead of guessing (an edit made beside the service)', async () => {
    await database.db.insert(parameterVersion).values({ key: 'eligibility.adultAge', validFrom: '2029-01-01', value: 'eighteen' });
    const parameters = serviceOf(database);
    await expect(parameters.parametersAt('2029-01-01')).rejects.toThrow(
      'Parameter "eligibility.adultAge" valid from 2029-01-01 is malformed',
    );
    expect((await parameters.parametersAt('2028-12-31')).adultAge).toBe(18);
  });

  it('refuses a day that is not one, rather than comparing text', async () => {
    await expect(serviceOf(database).parametersAt('2026-13-01')).rejects.toThrow('Not a day');
  });
});

describe('setVersion', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function cycle(period: string, status: 'OPEN' | 'PUBLISHED' | 'PAID', firstDay: string | null = `${period}-01`) {
    await database.db.insert(supportCycle).values({ programId: 3001, period, status, firstDay });
  }

  it('refuses a value its schema refuses, an unknown key and a day that is not one, listing every field (400)', async () => {
    const parameters = serviceOf(database);
    const refused = parameters.setVersion('eligibility.standard', '2026-13-01', { head: -1, adult: '600', extra: 1 }, system);
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fieldErrors: expect.arrayContaining([
          expect.objectContaining({ field: 'validFrom', code: 'date_format' }),
          expect.objectContaining({ field: 'value.head', code: 'too_small_number' }),
          expect.objectContaining({ field: 'value.adult', code: 'invalid_type' }),
          expect.objectContaining({ field: 'value.minor', code: 'required' }),
          expect.objectContaining({ field: 'value.extra', code: 'unrecognized_keys' }),
        ]),
      },
    });
    await expect(parameters.setVersion('eligibility.nothing', '2027-01-01', 1, system)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: [{ field: 'key', code: 'invalid_value' }] },
    });
    await expect(parameters.setVersion('payment.dayOfMonth', '2027-01-01', 29, system)).rejects.toMatchObject({
      details: { fieldErrors: [expect.objectContaining({ field: 'value', code: 'too_big_number', values: { maximum: 28 } })] },
    });
    expect(errorCodes.VALIDATION_FAILED.status).toBe(400);
    expect(await database.db.select().from(parameterVersion).where(eq(parameterVersion.validFrom, '2027-01-01'))).toEqual([]);
  });

  it('stores a version with its author, audited, and replaces one of the same day not yet in force', async () => {
    const operator = await createTestAccount(database.db, { role: 'ADMIN' });
    const parameters = serviceOf(database);
    const actor: Actor = { accountId: operator.accountId, ip: '10.0.0.1', requestId: 'req-55' };
    expect(await parameters.setVersion('eligibility.minimumPayment', '2027-02-01', 20_000, actor)).toEqual({
      key: 'eligibility.minimumPayment',
      validFrom: '2027-02-01',
      value: 20_000,
    });
    await parameters.setVersion('eligibility.minimumPayment', '2027-02-01', 15_000, actor);

    const stored = await database.db.select().from(parameterVersion).where(eq(parameterVersion.key, 'eligibility.minimumPayment'));
    expect(stored.map(({ validFrom, value, createdByAccountId }) => ({ validFrom, value, createdByAccountId }))).toEqual([
      { validFrom: '2000-01-01', value: 10_000, createdByAccountId: null },
      { validFrom: '2027-02-01', value: 15_000, createdByAccountId: operator.accountId },
    ]);
    const audited = await database.db
      .select({ before: auditEvent.before, after: auditEvent.after, ip: auditEvent.ip })
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'PARAMETER_VERSION_SET'), eq(auditEvent.entityId, 'eligibility.minimumPayment@2027-02-01')))
      .orderBy(auditEvent.createdAt);
    expect(audited).toEqual([
      { before: null, after: { key: 'eligibility.minimumPayment', validFrom: '2027-02-01', value: 20_000 }, ip: '10.0.0.1' },
      {
        before: { key: 'eligibility.minimumPayment', validFrom: '2027-02-01', value: 20_000 },
        after: { key: 'eligibility.minimumPayment', validFrom: '2027-02-01', value: 15_000 },
        ip: '10.0.0.1',
      },
    ]);
    expect((await parameters.parametersAt('2027-02-01')).minimumPayment).toBe(15_000);
  });

  it('is never retroactive: refuses a start on or before the first day of the latest published or paid cycle (409)', async () => {
    const parameters = serviceOf(database);
    await cycle('2030-01', 'PAID');
    await cycle('2030-02', 'PUBLISHED', '2030-02-01');
    // An open cycle is still re-run with whatever is valid on its first day: it does not hold a version back.
    await cycle('2030-03', 'OPEN');
    const explained = await parameters.parametersAt('2030-02-01');

    for (const validFrom of ['2000-01-01', '2030-01-15', '2030-02-01']) {
      await expect(
        parameters.setVersion('eligibility.standard', validFrom, { head: 1, adult: 1, minor: 1 }, system),
        validFrom,
      ).rejects.toMatchObject({
        code: 'PARAMETER_VERSION_RETROACTIVE',
        details: { values: { period: '2030-02', earliest: '2030-02-02' } },
      });
    }
    expect(errorCodes.PARAMETER_VERSION_RETROACTIVE.status).toBe(409);
    expect(await parameters.parametersAt('2030-02-01')).toEqual(explained);

    await parameters.setVersion('eligibility.standard', '2030-02-02', { head: 1, adult: 1, minor: 1 }, system);
    await parameters.setVersion('eligibility.assetLimit', '2030-03-01', 1, system);
    expect(await parameters.parametersAt('2030-02-01')).toEqual(explained);
    expect(await parameters.parametersAt('2030-03-01')).toMatchObject({ standard: { head: 1 }, assetLimit: 1 });
  });

  it("takes a cycle without a first day from its month's first day", async () => {
    await cycle('2031-05', 'PUBLISHED', null);
    const parameters = serviceOf(database);
    await expect(parameters.setVersion('eligibility.adultAge', '2031-05-01', 19, system)).rejects.toMatchObject({
      code: 'PARAMETER_VERSION_RETROACTIVE',
      details: { values: { period: '2031-05', earliest: '2031-05-02' } },
    });
    await parameters.setVersion('eligibility.adultAge', '2031-05-02', 19, system);
  });
});

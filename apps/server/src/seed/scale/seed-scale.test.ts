import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { passwordHashOf } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { engineOn, isEmpty, queryRows, seedScale, type ScaleSeedReport } from './seed-scale.ts';

/** The national data set of `npm run seed:scale`, forty households on the test database: its shape, not its speed. */
describe('seedScale', () => {
  const now = new Date('2026-11-26T09:00:00+03:00');
  let database: DatabaseHandle;
  let report: ScaleSeedReport;
  beforeAll(async () => {
    database = await createTestDatabase();
    report = await seedScale(database, { households: 40, passwordHash: await passwordHashOf('Sanad-Scale-2026'), now });
  }, 120_000);
  afterAll(() => database.close());

  it('writes households of about four people, each with an SSP application', async () => {
    expect(report.households).toBe(40);
    expect(report.persons / report.households).toBeGreaterThan(2.5);
    expect(report.persons / report.households).toBeLessThan(6);
    expect(report.applications).toBeGreaterThanOrEqual(40);
    expect(await isEmpty(database.db)).toBe(false);
  });

  it('leaves the twelve months before this one published and paid, each with the payments of the latest', async () => {
    expect(report.months).toEqual([
      '2025-11',
      '2025-12',
      ...Array.from({ length: 10 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    ]);
    expect(report.latest.period).toBe('2026-10');
    expect(report.latest.eligibleHouses).toBeGreaterThan(0);
    expect(report.latest.eligibleHouses).toBeLessThanOrEqual(report.latest.houses);
    const cycles = await queryRows<{ period: string; status: string; payments: string }>(
      database.db,
      `select c.period, c.status, (select count(*) from payment as p where p.cycle_id = c.id) as payments
       from support_cycle as c order by c.period`,
    );
    expect(cycles.map((cycle) => cycle.period)).toEqual(report.months);
    expect(new Set(cycles.map((cycle) => cycle.status))).toEqual(new Set(['PAID']));
    expect(new Set(cycles.map((cycle) => Number(cycle.payments)))).toEqual(new Set([report.latest.payments]));
    expect(report.latest.payments).toBeGreaterThan(0);
  });

  it('is a data set the engine runs this month on, with every active application evaluated', async () => {
    const cycles = engineOn(database.db, { now: () => new Date('2026-11-02T06:00:00+03:00') });
    const ran = await cycles.run({ period: '2026-11' }, {});
    const [active] = await queryRows<{ n: string }>(
      database.db,
      `select count(*) as n from application
       where status in ('SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE', 'INELIGIBLE', 'SUSPENDED')`,
    );
    expect(ran.applications).toBe(Number(active?.n));
    expect(ran.houses).toBeGreaterThan(0);
    expect(ran.eligibleHouses).toBeGreaterThan(0);
  });
});

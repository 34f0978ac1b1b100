import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Jobs } from './jobs.ts';
import { recordingLog, waitFor, type TestJobs } from './jobs.test-kit.ts';
import { createPgBossJobs, pgBossSchema } from './pg-boss-jobs.ts';

const onPostgres = inject('testDatabase').kind === 'postgres';

/** The cron expression of the current UTC minute, once a day: it fires once however long the test takes. */
async function thisMinuteOnce(): Promise<string> {
  // An occurrence stays due for the rest of its minute; the runners' first pass comes within a couple of seconds.
  // Late in a minute that pass could come after the window has moved on: start the next minute instead.
  const second = new Date().getUTCSeconds();
  if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
  const now = new Date();
  return `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
}

// pg-boss on a test database (a copy of the template): its schema is installed by the first instance, beside ours.
describe.skipIf(!onPostgres)('the jobs port on pg-boss', () => {
  let database: DatabaseHandle;
  const started: Array<Jobs<TestJobs>> = [];
  const recorded = recordingLog();

  /** A runner as another server process would start it, polling fast. */
  function runner() {
    const jobs = createPgBossJobs<TestJobs>({
      connectionString: database.url ?? '',
      log: recorded.log,
      pollingIntervalSeconds: 0.5,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    });
    started.push(jobs);
    return jobs;
  }

  /** Rows of a query on the test database (both drivers answer `{ rows }`). */
  const rowsOf = async <Row>(query: SQL) => ((await database.db.execute(query)) as { rows: Row[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map((jobs) => jobs.stop()));
    await database.close();
  });

  it('sends from a process that does not run jobs, for a runner to take; our schema and migrations are left alone', async () => {
    const sender = runner();
    sender.define('test.echo', async () => {});
    expect(await sender.send('test.echo', { n: 1 })).toBe(true);
    await sender.stop();

    const taken: number[] = [];
    const jobs = runner();
    jobs.define('test.echo', async (data) => {
      taken.push(data.n);
    });
    await jobs.start();
    await waitFor(() => taken.length === 1);
    expect(taken).toEqual([1]);

    const schemas = await rowsOf<{ schema: string }>(
      sql`select distinct table_schema as schema from information_schema.tables where table_name = 'job'`,
    );
    expect(schemas).toEqual([{ schema: pgBossSchema }]);
    // Drizzle's migrations still find nothing to do.
    await database.migrate();
    await jobs.stop();
  });

  it('runs a scheduled job once when two server processes run it, and drops schedules no longer declared', async () => {
    const cron = await thisMinuteOnce();
    const ticks: string[] = [];
    const processes = [runner(), runner()];
    processes.forEach((jobs, index) => {
      jobs.define('test.tick', async (data) => {
        ticks.push(`${data.from} ran on ${index}`);
      });
      jobs.schedule('test.tick', cron, { from: 'the schedule' }, { timeZone: 'UTC' });
    });
    await Promise.all(processes.map((jobs) => jobs.start()));
    await waitFor(() => ticks.length > 0);
    // Both processes keep passing over the schedule every second: a second run would come within this wait.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(ticks).toHaveLength(1);
    expect(ticks[0]).toMatch(/^the schedule ran on [01]$/);

    await Promise.all(processes.map((jobs) => jobs.stop()));
    const release = runner();
    release.define('test.echo', async () => {});
    await release.start();
    expect(await rowsOf(sql.raw(`select name from ${pgBossSchema}.schedule`))).toEqual([]);
  });
});

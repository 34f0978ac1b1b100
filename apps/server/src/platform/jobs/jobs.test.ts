import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createJobs } from './create-jobs.ts';
import { createInProcessJobs } from './in-process-jobs.ts';
import type { JobContext, Jobs } from './jobs.ts';
import { recordingLog, waitFor, type TestJobs } from './jobs.test-kit.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';

// The port's promises, on the adapter each database gets (create-jobs.ts): in-process on PGlite, pg-boss on
// PostgreSQL. One runner for the file, polling fast, so the whole file takes a few seconds.
const onPostgres = inject('testDatabase').kind === 'postgres';
/** Long enough for a job that should not come to show up: a few polls of pg-boss, a few timers in process. */
const settleMs = onPostgres ? 700 : 50;

describe(`the jobs port (${onPostgres ? 'pg-boss' : 'in-process'})`, () => {
  let database: DatabaseHandle;
  let jobs: Jobs<TestJobs>;
  const recorded = recordingLog();
  const echoes: Array<{ n: number; job: JobContext }> = [];
  const failures: Array<{ n: number; attempt: number }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (onPostgres) {
      jobs = createPgBossJobs<TestJobs>({ connectionString: database.url ?? '', log: recorded.log, pollingIntervalSeconds: 0.5 });
    } else {
      jobs = createInProcessJobs<TestJobs>({ log: recorded.log });
    }
    jobs.define('test.echo', async (data, job) => {
      echoes.push({ n: data.n, job });
    });
    jobs.define(
      'test.fail',
      async (data, job) => {
        failures.push({ n: data.n, attempt: job.attempt });
        throw new Error('the handler fails');
      },
      { retryLimit: 2, retryDelaySeconds: 0 },
    );
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  const echoed = (n: number) => echoes.filter((echo) => echo.n === n);

  it('runs a sent job once, with its data', async () => {
    expect(await jobs.send('test.echo', { n: 1 })).toBe(true);
    await waitFor(() => echoed(1).length > 0);
    // A second send without a key is a job of its own.
    expect(await jobs.send('test.echo', { n: 1 })).toBe(true);
    await waitFor(() => echoed(1).length === 2);
    const [first, second] = echoed(1);
    expect(first?.job.attempt).toBe(0);
    expect(first?.job.id).not.toBe(second?.job.id);
  });

  it('retries a failing handler up to its limit, logging each failure', async () => {
    await jobs.send('test.fail', { n: 2 });
    await waitFor(() => failures.length === 3);
    expect(failures).toEqual([
      { n: 2, attempt: 0 },
      { n: 2, attempt: 1 },
      { n: 2, attempt: 2 },
    ]);
    await waitFor(() => recorded.events('job.failed').length === 1);
    expect(recorded.events('job.retry').map(({ level, entry }) => [level, entry.attempt])).toEqual([
      ['warn', 0],
      ['warn', 1],
    ]);
    expect(recorded.events('job.failed')[0]).toMatchObject({ level: 'error', entry: { job: 'test.fail', attempt: 2 } });
    // No fourth attempt.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    expect(failures).toHaveLength(3);
  });

  it('runs a job sent twice under one singletonKey once, and takes the key again once it has finished', async () => {
    const sent = await Promise.all([
      jobs.send('test.echo', { n: 3 }, { singletonKey: 'cycle-2026-11' }),
      jobs.send('test.echo', { n: 3 }, { singletonKey: 'cycle-2026-11' }),
    ]);
    expect(sent.sort()).toEqual([false, true]);
    await waitFor(() => echoed(3).length === 1);
    // Until its completion is recorded the key is still held: the first send accepted after that is the only one.
    await waitFor(() => jobs.send('test.echo', { n: 3 }, { singletonKey: 'cycle-2026-11' }));
    await waitFor(() => echoed(3).length === 2);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    expect(echoed(3)).toHaveLength(2);
  });

  it('holds a job sent with startAfter until its time', async () => {
    const sentAt = Date.now();
    await jobs.send('test.echo', { n: 4 }, { startAfter: new Date(sentAt + 1_000) });
    await waitFor(() => echoed(4).length === 1);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_000);
  });

  it('is the adapter the database calls for', () => {
    expect(createJobs(database, recorded.log).kind).toBe(jobs.kind);
  });

  it('refuses a job nothing handles', async () => {
    await expect(jobs.send('test.tick', { from: 'nowhere' })).rejects.toThrow('Job test.tick is not defined');
  });
});

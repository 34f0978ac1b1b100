import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessJobs } from './in-process-jobs.ts';
import { recordingLog, type TestJobs } from './jobs.test-kit.ts';

const minute = 60_000;

// The embedded database's adapter on its own: schedules on fake timers (no waiting for a real minute), the manual tick
// tests use, time limits and stopping. jobs.test.ts holds what both adapters promise.
describe('the in-process jobs adapter', () => {
  const recorded = recordingLog();
  const make = () => createInProcessJobs<TestJobs>({ log: recorded.log });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:03:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires a schedule on its cron, in its time zone, until stopped', async () => {
    const jobs = make();
    const ticks: string[] = [];
    jobs.define('test.tick', async (data) => {
      ticks.push(`${data.from} at ${new Date().toISOString().slice(11, 16)}`);
    });
    // 11:10 in Riyadh is 08:10 UTC.
    jobs.schedule('test.tick', '10 11 * * *', { from: 'riyadh' });
    await jobs.start();

    await vi.advanceTimersByTimeAsync(7 * minute - 1);
    expect(ticks).toEqual([]);
    // Sent on the minute, run a moment later (a timer of its own, as a queue would take it).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticks).toEqual(['riyadh at 08:10']);
    await vi.advanceTimersByTimeAsync(24 * 60 * minute);
    expect(ticks).toHaveLength(2);

    await jobs.stop();
    await vi.advanceTimersByTimeAsync(2 * 24 * 60 * minute);
    expect(ticks).toHaveLength(2);
  });

  it('drops an occurrence while the previous scheduled run is still running', async () => {
    const jobs = make();
    let runs = 0;
    jobs.define(
      'test.tick',
      async (_data, job) => {
        runs += 1;
        const done = Date.now() + 25 * minute;
        while (Date.now() < done && !job.signal.aborted) await new Promise((resolve) => setTimeout(resolve, minute));
      },
      { timeoutSeconds: 3_600 },
    );
    jobs.schedule('test.tick', '*/10 * * * *', { from: 'cron' }, { timeZone: 'UTC' });
    await jobs.start();
    // 08:10 starts a run lasting until 08:35: 08:20 and 08:30 find it running; 08:40 runs again.
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(runs).toBe(2);
    const stopping = jobs.stop();
    await vi.advanceTimersByTimeAsync(minute);
    await stopping;
  });

  it('keeps what was sent for a manual tick while the runner is not started', async () => {
    const jobs = make();
    const seen: number[] = [];
    jobs.define('test.echo', async (data) => {
      seen.push(data.n);
    });
    jobs.define(
      'test.fail',
      async () => {
        throw new Error('fails');
      },
      { retryLimit: 1, retryDelaySeconds: 0 },
    );
    await jobs.send('test.echo', { n: 1 });
    await jobs.send('test.echo', { n: 2 }, { startAfter: new Date(Date.now() + minute) });
    await jobs.send('test.fail', { n: 3 });
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(seen).toEqual([]);
    // Due now: echo 1, the deferred echo 2 (its minute has passed), and both attempts of the failing job.
    expect(await jobs.runDue()).toBe(4);
    expect(seen).toEqual([1, 2]);
    expect(jobs.pending()).toBe(0);
  });

  it('runs what is sent once started, one job at a time, and says when it is idle', async () => {
    const jobs = make();
    const seen: string[] = [];
    jobs.define('test.echo', async (data) => {
      seen.push(`start ${data.n}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      seen.push(`end ${data.n}`);
    });
    await jobs.start();
    await jobs.send('test.echo', { n: 1 });
    await jobs.send('test.echo', { n: 2 });
    const idle = jobs.idle();
    await vi.advanceTimersByTimeAsync(2_100);
    await idle;
    expect(seen).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    await jobs.stop();
  });

  it('fails an attempt that runs past its time, aborting its signal, and retries it after the delay', async () => {
    const jobs = make();
    const attempts: Array<{ attempt: number; aborted: boolean }> = [];
    jobs.define(
      'test.echo',
      async (_data, job) => {
        const entry = { attempt: job.attempt, aborted: false };
        attempts.push(entry);
        if (job.attempt > 0) return;
        // A long handler stops at its next step once its signal is aborted.
        while (!job.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 1_000));
        entry.aborted = true;
      },
      { timeoutSeconds: 60, retryDelaySeconds: 30 },
    );
    await jobs.start();
    await jobs.send('test.echo', { n: 1 });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(attempts).toEqual([{ attempt: 0, aborted: true }]);
    expect(recorded.events('job.retry').at(-1)?.entry).toMatchObject({ job: 'test.echo', attempt: 0 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(attempts).toEqual([
      { attempt: 0, aborted: true },
      { attempt: 1, aborted: false },
    ]);
    await jobs.stop();
  });

  it('on stop, aborts the attempt under way and waits for it', async () => {
    const jobs = make();
    let finished = false;
    jobs.define('test.echo', async (_data, job) => {
      while (!job.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 1_000));
      finished = true;
    });
    await jobs.start();
    await jobs.send('test.echo', { n: 1 });
    await vi.advanceTimersByTimeAsync(5_000);
    const stopping = jobs.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(finished).toBe(true);
  });

  it('refuses declarations it could not keep', async () => {
    const jobs = make();
    jobs.define('test.echo', async () => {});
    expect(() => jobs.define('test.echo', async () => {})).toThrow('already defined');
    expect(() => jobs.schedule('test.tick', '* * * * *', { from: 'x' })).toThrow('scheduled but not defined');
    jobs.define('test.tick', async () => {});
    expect(() => jobs.schedule('test.tick', '*/5 * * * * *', { from: 'x' })).toThrow('must have five fields');
    expect(() => jobs.schedule('test.tick', '0 25 * * *', { from: 'x' })).toThrow('cannot read the schedule');
    expect(() => jobs.schedule('test.tick', '0 1 * * *', { from: 'x' }, { timeZone: 'Mars/Olympus' })).toThrow('cannot read');
    expect(() => jobs.define('test.fail', async () => {}, { retryLimit: -1 })).toThrow('retryLimit');
    await jobs.start();
    expect(() => jobs.define('test.fail', async () => {})).toThrow('after the jobs runner started');
    await jobs.stop();
  });
});

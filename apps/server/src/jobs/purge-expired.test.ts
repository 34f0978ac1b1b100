import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captcha, iamRequest, otp, session, signInThrottle } from '../db/schema/index.ts';
import { createParameterRepository } from '../modules/parameter/parameter.repository.ts';
import { createParameterService } from '../modules/parameter/parameter.service.ts';
import { createManualClock } from '../platform/clock/clock.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { createInProcessJobs } from '../platform/jobs/in-process-jobs.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestAccount, uniqueMobile } from '../test/factories/session.factory.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createPurgeExpiredJob, registerPurgeExpired, type PurgeCounts, type PurgeExpiredJob } from './purge-expired.ts';
import { createPurgeRepository } from './purge-expired.repository.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
// The seeded parameters: security.purgeRetentionDays 30, login.maxHoldOffMinutes 1440.
const retention = 30 * day;
const longestHoldOff = 1440 * minute;

describe('the purge of expired rows', () => {
  let database: DatabaseHandle;
  let accountId: string;
  const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));
  const ago = (ms: number) => new Date(clock.now().getTime() - ms);
  const hence = (ms: number) => new Date(clock.now().getTime() + ms);
  const token = () => randomBytes(16).toString('hex');

  beforeAll(async () => {
    database = await createTestDatabase();
    accountId = (await createTestAccount(database.db)).accountId;
  });
  afterAll(() => database.close());

  const job = () =>
    createPurgeExpiredJob({
      repository: createPurgeRepository(database.db),
      parameters: createParameterService(createParameterRepository(database.db)),
      clock,
    });

  async function addCaptcha(expiresAt: Date): Promise<string> {
    const [row] = await database.db
      .insert(captcha)
      .values({ visitorKey: token(), answer: 'AB12C', expiresAt })
      .returning({ id: captcha.id });
    return row?.id ?? '';
  }
  async function addOtp(values: { createdAt: Date; expiresAt: Date; consumedAt?: Date; voidedAt?: Date }): Promise<string> {
    const [row] = await database.db
      .insert(otp)
      .values({
        purpose: 'LOGIN',
        accountId,
        mobile: uniqueMobile(),
        codeHash: token(),
        lastSentAt: values.createdAt,
        ...values,
      })
      .returning({ id: otp.id });
    return row?.id ?? '';
  }
  async function addIamRequest(expiresAt: Date): Promise<string> {
    const [row] = await database.db
      .insert(iamRequest)
      .values({ transId: token(), username: '1010000006', random: '42', status: 'WAITING', expiresAt })
      .returning({ id: iamRequest.id });
    return row?.id ?? '';
  }
  async function addSession(values: { expiresAt: Date; revokedAt?: Date }): Promise<string> {
    const [row] = await database.db
      .insert(session)
      .values({ tokenHash: randomBytes(32).toString('hex'), accountId, lastSeenAt: ago(40 * day), ...values })
      .returning({ id: session.id });
    return row?.id ?? '';
  }
  async function addThrottle(values: { updatedAt: Date; heldUntil?: Date }): Promise<string> {
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${token().slice(0, 6)}`;
    await database.db.insert(signInThrottle).values({ accountId, ip, failures: 5, holdOffs: 1, ...values });
    return ip;
  }

  const ids = async <T extends { id: string }>(rows: Promise<T[]>) => new Set((await rows).map((row) => row.id));

  it('removes what no longer serves anything and keeps the rest', async () => {
    const captchas = { expired: await addCaptcha(ago(1)), live: await addCaptcha(hence(minute)) };
    const otps = {
      // A code counts against the daily caps for 24 hours after it was sent.
      unspentLongExpired: await addOtp({ createdAt: ago(day + 10 * minute), expiresAt: ago(day + 5 * minute) }),
      unspentRecentlyExpired: await addOtp({ createdAt: ago(23 * hour), expiresAt: ago(23 * hour - 5 * minute) }),
      live: await addOtp({ createdAt: ago(minute), expiresAt: hence(4 * minute) }),
      spentRecently: await addOtp({ createdAt: ago(2 * day), expiresAt: ago(2 * day - 5 * minute), consumedAt: ago(2 * day - minute) }),
      voidedRecently: await addOtp({ createdAt: ago(3 * day), expiresAt: ago(3 * day - 5 * minute), voidedAt: ago(3 * day - minute) }),
      spentLongAgo: await addOtp({
        createdAt: ago(retention + day),
        expiresAt: ago(retention + day - 5 * minute),
        consumedAt: ago(retention + day),
      }),
    };
    const iam = {
      longExpired: await addIamRequest(ago(day + minute)),
      recentlyExpired: await addIamRequest(ago(hour)),
      live: await addIamRequest(hence(minute)),
    };
    const sessions = {
      revokedLongAgo: await addSession({ expiresAt: hence(day), revokedAt: ago(retention + minute) }),
      expiredLongAgo: await addSession({ expiresAt: ago(retention + minute) }),
      revokedRecently: await addSession({ expiresAt: hence(day), revokedAt: ago(retention - hour) }),
      expiredRecently: await addSession({ expiresAt: ago(day) }),
      live: await addSession({ expiresAt: hence(hour) }),
    };
    const throttles = {
      idle: await addThrottle({ updatedAt: ago(longestHoldOff + minute) }),
      idleHoldOver: await addThrottle({ updatedAt: ago(longestHoldOff + minute), heldUntil: ago(minute) }),
      stillHolding: await addThrottle({ updatedAt: ago(longestHoldOff + minute), heldUntil: hence(minute) }),
      recent: await addThrottle({ updatedAt: ago(longestHoldOff - minute) }),
    };

    const removed = await job().run();

    const { db } = database;
    expect(await ids(db.select({ id: captcha.id }).from(captcha))).toEqual(new Set([captchas.live]));
    expect(await ids(db.select({ id: otp.id }).from(otp))).toEqual(
      new Set([otps.unspentRecentlyExpired, otps.live, otps.spentRecently, otps.voidedRecently]),
    );
    expect(await ids(db.select({ id: iamRequest.id }).from(iamRequest))).toEqual(new Set([iam.recentlyExpired, iam.live]));
    expect(await ids(db.select({ id: session.id }).from(session))).toEqual(
      new Set([sessions.revokedRecently, sessions.expiredRecently, sessions.live]),
    );
    const leftThrottles = new Set((await db.select({ ip: signInThrottle.ip }).from(signInThrottle)).map((row) => row.ip));
    expect(leftThrottles).toEqual(new Set([throttles.stillHolding, throttles.recent]));
    expect(removed).toEqual<PurgeCounts>({ captchas: 1, otps: 2, iamRequests: 1, sessions: 2, signInThrottles: 2 });

    // Idempotent: a second run, or another instance's, finds nothing more.
    expect(await job().run()).toEqual<PurgeCounts>({ captchas: 0, otps: 0, iamRequests: 0, sessions: 0, signInThrottles: 0 });

    // Time passes: what was kept goes once its own time has come.
    clock.advance(retention + day);
    await job().run();
    expect(await ids(db.select({ id: otp.id }).from(otp))).toEqual(new Set());
    expect(await ids(db.select({ id: session.id }).from(session))).toEqual(new Set());
    expect((await db.select({ ip: signInThrottle.ip }).from(signInThrottle)).length).toBe(0);
  });

  it('removes more rows than one batch holds', async () => {
    const rows = Array.from({ length: 5_003 }, () => ({ visitorKey: token(), answer: 'AB12C', expiresAt: ago(minute) }));
    for (let start = 0; start < rows.length; start += 1_000) await database.db.insert(captcha).values(rows.slice(start, start + 1_000));
    expect((await job().run()).captchas).toBe(5_003);
    expect((await database.db.select({ id: captcha.id }).from(captcha)).length).toBe(0);
  });
});

describe('the purge on the jobs port', () => {
  const none: PurgeCounts = { captchas: 0, otps: 0, iamRequests: 0, sessions: 0, signInThrottles: 0 };

  it('runs every ten minutes, logs what it removed, and leaves a failed run to the next occurrence, until stopped', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:03:00Z'));
    try {
      const results: Array<() => Promise<PurgeCounts>> = [
        () => Promise.resolve({ ...none, captchas: 3 }),
        () => Promise.reject(new Error('database unavailable')),
        () => Promise.resolve(none),
      ];
      const run = vi.fn(() => (results.shift() ?? (() => Promise.resolve(none)))());
      const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const jobs = createInProcessJobs({ log });
      registerPurgeExpired(jobs, { run } satisfies PurgeExpiredJob, log);
      await jobs.start();

      await vi.advanceTimersByTimeAsync(7 * minute - 1_000);
      expect(run).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(run).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledWith({ event: 'purge.done', removed: { ...none, captchas: 3 } }, expect.any(String));

      await vi.advanceTimersByTimeAsync(10 * minute);
      expect(run).toHaveBeenCalledTimes(2);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'job.failed', job: 'purge-expired', err: expect.any(Error) }),
        expect.any(String),
      );

      // Not retried in between: the next occurrence is the retry.
      await vi.advanceTimersByTimeAsync(10 * minute);
      expect(run).toHaveBeenCalledTimes(3);
      // Nothing removed: nothing said.
      expect(log.info).toHaveBeenCalledTimes(1);

      await jobs.stop();
      await vi.advanceTimersByTimeAsync(60 * minute);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is declared on the app's jobs, whose runner a test app starts only when asked", async () => {
    const database = await createTestDatabase();
    try {
      const quiet = { jobs: createInProcessJobs({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }) };
      const quietStart = vi.spyOn(quiet.jobs, 'start');
      const idleApp = await buildTestApp({ database, adapters: quiet });
      expect(quietStart).not.toHaveBeenCalled();
      // Declared all the same: a manual tick runs the real purge.
      expect(await quiet.jobs.send('purge-expired', {})).toBe(true);
      expect(await quiet.jobs.runDue()).toBe(1);
      await idleApp.close();

      const running = { jobs: createInProcessJobs({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }) };
      const start = vi.spyOn(running.jobs, 'start');
      const stop = vi.spyOn(running.jobs, 'stop');
      const runningApp = await buildTestApp({ database, adapters: running, runJobs: true });
      expect(start).toHaveBeenCalledTimes(1);
      await runningApp.close();
      expect(stop).toHaveBeenCalled();
    } finally {
      await database.close();
    }
  });
});

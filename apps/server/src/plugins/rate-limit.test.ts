import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, errorCodes } from '@sanad/contract';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { createManualClock } from '../platform/clock/clock.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { buildTestApp, xsrfHeaders, type TestApp } from '../test/build-test-app.ts';
import { createTestAccount, TestBrowser, uniqueNin } from '../test/factories/session.factory.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { clockStore } from './rate-limit.ts';

const redisUrl = 'redis://127.0.0.1:6379';

/** Whether the machine's Redis answers; the shared-store test needs it and says so when it is skipped. */
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const withRedis = await redisAnswers();
if (!withRedis) console.warn(`rate-limit.test: Redis at ${redisUrl} does not answer; the shared-store test is skipped`);

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

type Door = 'login' | 'confirm-otp' | 'iam-login';
const doors: Record<Door, { url: string; body: (username: string) => object }> = {
  login: { url: '/api/auth/login', body: (username) => ({ username, password: 'not the password', captcha: 'XXXXX' }) },
  'confirm-otp': { url: '/api/auth/confirm-otp', body: (username) => ({ username, password: 'not it', oneTimePassword: '123456' }) },
  'iam-login': { url: '/api/iam/v2/login', body: (username) => ({ username, captcha: 'XXXXX' }) },
};

/** One attempt at a sign-in door, as a browser at `ip` (or a proxy at `ip` forwarding `forwardedFor`) sends it. */
function attempt(t: TestApp, username: string, options: { ip: string; forwardedFor?: string; door?: Door; language?: 'ar' | 'en' }) {
  const door = doors[options.door ?? 'login'];
  return t.app.inject({
    method: 'POST',
    url: door.url,
    remoteAddress: options.ip,
    headers: {
      ...xsrfHeaders(),
      'accept-language': options.language ?? 'en',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: door.body(username),
  });
}

function expectRateLimited(
  response: Awaited<ReturnType<TestApp['app']['inject']>>,
  options: { language?: 'ar' | 'en'; windowSeconds?: number } = {},
) {
  const { language = 'en', windowSeconds = 60 } = options;
  expect(response.statusCode).toBe(429);
  expect(errorOf(response)).toEqual({
    code: 'RATE_LIMITED',
    message: errorCodes.RATE_LIMITED.message[language],
    requestId: response.headers['x-request-id'],
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits declared at the routes (@fastify/rate-limit)', () => {
  let database: DatabaseHandle;
  /** No trusted proxy; 4 sign-in attempts a minute per address, 3 per username. */
  let t: TestApp;
  /** One trusted hop (TRUST_PROXY=1), the same limits. */
  let behindProxy: TestApp;
  /** The proxies named by range (TRUST_PROXY=10.0.0.0/8). */
  let behindListedProxy: TestApp;
  const signInLimits = { LOGIN_RATE_LIMIT_PER_IP: '4', LOGIN_RATE_LIMIT_PER_USERNAME: '3' };

  beforeAll(async () => {
    database = await createTestDatabase();
    const build = (env: Record<string, string>) => buildTestApp({ database, env });
    t = await build(signInLimits);
    behindProxy = await build({ ...signInLimits, TRUST_PROXY: '1' });
    behindListedProxy = await build({ ...signInLimits, TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), behindProxy?.close(), behindListedProxy?.close()]);
    await database?.close();
  });

  it('refuses a username past its limit from one address: 429 RATE_LIMITED, translated, with Retry-After and the request id', async () => {
    const username = unique('user');
    const ip = '198.51.100.1';
    for (let n = 1; n <= 3; n += 1)
      expect((await attempt(t, username, { ip, door: n === 2 ? 'iam-login' : 'login' })).statusCode).not.toBe(429);
    expectRateLimited(await attempt(t, username, { ip }));
    expectRateLimited(await attempt(t, username, { ip, language: 'ar' }), { language: 'ar' });
  });

  it("never lets a stranger spend the owner's count: the same username from another address still gets in, Nafath too", async () => {
    const username = unique('owner');
    for (let n = 1; n <= 3; n += 1) expect((await attempt(t, username, { ip: '198.51.100.9' })).statusCode).not.toBe(429);
    expectRateLimited(await attempt(t, username, { ip: '198.51.100.9' }));
    expect((await attempt(t, username, { ip: '198.51.100.10', door: 'iam-login' })).statusCode).not.toBe(429);
    expect((await attempt(t, username, { ip: '198.51.100.10' })).statusCode).not.toBe(429);
  });

  it('counts one address across every sign-in door (password, code, national SSO)', async () => {
    const ip = '198.51.100.20';
    const tried: Door[] = ['login', 'confirm-otp', 'iam-login', 'login'];
    for (const door of tried) expect((await attempt(t, unique('u'), { ip, door })).statusCode).not.toBe(429);
    expectRateLimited(await attempt(t, unique('u'), { ip, door: 'confirm-otp' }));
    expect((await attempt(t, unique('u'), { ip: '198.51.100.21' })).statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: rotating it still ends in 429', async () => {
    const ip = '198.51.100.30';
    const forged = (n: number) => `203.0.113.${n}`;
    for (let n = 1; n <= 4; n += 1) {
      expect((await attempt(t, unique('u'), { ip, forwardedFor: forged(n) })).statusCode).not.toBe(429);
    }
    expectRateLimited(await attempt(t, unique('u'), { ip, forwardedFor: forged(5) }));
  });

  it('takes the client from the trusted hop (TRUST_PROXY=1): rotating the values the client writes still ends in 429', async () => {
    const proxy = '10.0.0.1';
    // The client writes any first values it likes; the proxy appends the address it saw.
    const through = (written: string, client: string) => ({ ip: proxy, forwardedFor: `${written}, ${client}` });
    for (let n = 1; n <= 4; n += 1) {
      const response = await attempt(behindProxy, unique('u'), through(`192.0.2.${n}, 192.0.2.${n + 100}`, '203.0.113.7'));
      expect(response.statusCode).not.toBe(429);
    }
    expectRateLimited(await attempt(behindProxy, unique('u'), through('192.0.2.99', '203.0.113.7')));
    // Another client behind the same proxy has its own count: the address is the client's, not the proxy's.
    expect((await attempt(behindProxy, unique('u'), through('192.0.2.99', '203.0.113.8'))).statusCode).not.toBe(429);
  });

  it('takes the client from the proxies named by range (TRUST_PROXY=10.0.0.0/8), whatever the client writes', async () => {
    for (let n = 1; n <= 4; n += 1) {
      const response = await attempt(behindListedProxy, unique('u'), { ip: '10.1.2.3', forwardedFor: `192.0.2.${n}, 203.0.113.9` });
      expect(response.statusCode).not.toBe(429);
    }
    expectRateLimited(await attempt(behindListedProxy, unique('u'), { ip: '10.1.2.3', forwardedFor: '192.0.2.50, 203.0.113.9' }));
    // A client that reaches the portal directly, not through a listed proxy, names no one but itself.
    const direct = await attempt(behindListedProxy, unique('u'), { ip: '198.51.100.40', forwardedFor: '203.0.113.9' });
    expect(direct.statusCode).not.toBe(429);
  });

  it('limits the password checks of the signed-in account (confirm-password): the 11th in 15 minutes is 429', async () => {
    const owner = await createTestAccount(database.db);
    const browser = new TestBrowser(t.app);
    await browser.signIn(owner);
    const check = () => browser.post('/api/users/confirm-password', { password: 'not the password' });
    for (let n = 1; n <= 10; n += 1) expect((await check()).statusCode).not.toBe(429);
    expectRateLimited(await check(), { windowSeconds: 15 * 60 });
    // Counted per account: another signed-in account is not held back.
    const other = await createTestAccount(database.db);
    const otherBrowser = new TestBrowser(t.app);
    await otherBrowser.signIn(other);
    expect((await otherBrowser.post('/api/users/confirm-password', { password: 'not the password' })).statusCode).not.toBe(429);
  });

  it('reset-password: 5 codes per national ID from any address, and its second step counted apart, per address', async () => {
    const stepOne = (nin: string, ip: string) =>
      new TestBrowser(t.app, { ip }).post('/api/reset-password', { nin, birthDate: '1990-01-01', captcha: 'XXXXX' });
    const nin = uniqueNin();
    for (let n = 1; n <= 5; n += 1) expect((await stepOne(nin, `198.51.100.${50 + n}`)).statusCode).not.toBe(429);
    expectRateLimited(await stepOne(nin, '198.51.100.60'), { windowSeconds: 10 * 60 });

    const browser = new TestBrowser(t.app, { ip: '198.51.100.61' });
    const stepTwo = () =>
      browser.post('/api/reset-password', { id: 'no-such-code', oneTimePassword: '123456', newPassword: 'a long new password' });
    for (let n = 1; n <= 30; n += 1) expect((await stepTwo()).statusCode).not.toBe(429);
    expectRateLimited(await stepTwo(), { windowSeconds: 10 * 60 });
    // The first step from that address has counts of its own.
    expect((await stepOne(uniqueNin(), '198.51.100.61')).statusCode).not.toBe(429);
  });
});

describe('the per-address ceiling on the /api doors a visitor can open (API_RATE_LIMIT_PER_IP)', () => {
  const clock = createManualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { API_RATE_LIMIT_PER_IP: '5' }, adapters: { clock } });
  });
  afterAll(() => t.close());

  const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'accept-language': 'en' } });

  it('counts the visitors’ /api endpoints together, leaves /healthz alone, and opens a new window on the clock', async () => {
    const ip = '198.51.100.70';
    for (let n = 1; n <= 5; n += 1) expect((await get(n % 2 ? '/api/config' : '/api/lookup', ip)).statusCode).toBe(200);
    expectRateLimited(await get('/api/config', ip));
    expectRateLimited(await get('/api/lookup', ip));
    expect((await get('/healthz', ip)).statusCode).toBe(200);
    // An endpoint that needs a session is not counted: without a live one it refuses before any work.
    expect((await get('/api/auth/currentUser', ip)).statusCode).toBe(401);
    expect((await get('/api/config', '198.51.100.71')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await get('/api/config', ip)).statusCode).toBe(200);
  });
});

describe('the in-memory store', () => {
  const count = (store: FastifyRateLimitStore, key: string) =>
    new Promise<number>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)), 60_000, 10),
    );

  it('keeps at most its capacity of windows, dropping the oldest, so a flood of new keys cannot exhaust memory', async () => {
    const Store = clockStore(() => 0, 3);
    const store = new Store({});
    for (const key of ['a', 'a', 'b', 'c']) await count(store, key);
    expect(await count(store, 'a')).toBe(3);
    await count(store, 'd');
    // 'a' began the oldest window: it went to make room, and counts from one again.
    expect(await count(store, 'a')).toBe(1);
    expect(await count(store, 'c')).toBe(2);
  });
});

describe('when the Redis store does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every count fails as it would during an outage.
    t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('lets the ceiling pass requests, but never opens a sign-in door without its count', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '198.51.100.90' });
    expect(config.statusCode).toBe(200);
    const login = await attempt(t, unique('u'), { ip: '198.51.100.90' });
    expect(login.statusCode).toBe(500);
    expect(errorOf(login).code).toBe('INTERNAL_ERROR');
  });
});

describe('counts shared by every instance through Redis (REDIS_URL)', () => {
  let database: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    if (!withRedis) return;
    database = await createTestDatabase();
    const env = { REDIS_URL: redisUrl, LOGIN_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_USERNAME: '3' };
    first = await buildTestApp({ database, env });
    second = await buildTestApp({ database, env });
  });
  afterAll(async () => {
    if (!withRedis) return;
    await Promise.all([first.close(), second.close()]);
    await database.close();
  });

  it.skipIf(!withRedis)('refuses on one instance the attempts counted on another (skipped when Redis does not answer)', async () => {
    const username = unique('shared');
    const ip = '198.51.100.80';
    expect((await attempt(first, username, { ip })).statusCode).not.toBe(429);
    expect((await attempt(second, username, { ip })).statusCode).not.toBe(429);
    expect((await attempt(first, username, { ip })).statusCode).not.toBe(429);
    expectRateLimited(await attempt(second, username, { ip }));
    expectRateLimited(await attempt(first, username, { ip }));
  });
});

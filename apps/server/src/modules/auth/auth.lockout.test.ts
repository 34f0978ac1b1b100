import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, iamRequestSchema, iamStatusSchema, mobileVerificationStatus } from '@sanad/contract';
import { account, auditEvent, signInThrottle, smsOutbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';
import { lockNoticeText } from './sign-in-throttle.service.ts';
import { captureLog } from '../../test/log-capture.ts';

const minute = 60_000;

describe('sign-in lockout: no oracle, and no way to lock the owner out', () => {
  const clock = createManualClock(new Date());
  const { stream: log, lines, securityEvents } = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      adapters: { clock },
      log,
      // These journeys try one username many times from many addresses: the attempt-rate limits are not under test.
      env: { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_IP: '10000', LOGIN_RATE_LIMIT_PER_USERNAME: '10000' },
    });
  });
  afterAll(() => t.close());

  let address = 0;
  /** A browser at an address of its own, or at the given one. */
  const browserAt = (ip?: string) => {
    address += 1;
    return new TestBrowser(t.app, { ip: ip ?? `198.51.100.${address % 250}` });
  };
  const attempt = async (b: TestBrowser, username: string, password: string) =>
    b.post('/api/auth/login', { username, password, captcha: await b.captcha() });
  /** What a caller sees of an answer: its status and body without the request id. */
  const seen = (response: { statusCode: number; json: () => unknown }) => {
    const { requestId: _requestId, ...body } = apiErrorSchema.parse(response.json());
    return { status: response.statusCode, ...body };
  };
  const wrongPassword = {
    status: 400,
    code: 'INVALID_CREDENTIALS',
    message: 'The national ID or password is not correct.',
  };
  const smsTo = (mobile: string) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
  const auditOf = (action: string, entityId: string) =>
    t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, action), eq(auditEvent.entityId, entityId)));
  const confirm = (b: TestBrowser, target: TestAccount, oneTimePassword: string) =>
    b.post('/api/auth/confirm-otp', { username: target.username, password: target.password, oneTimePassword });
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('holds an address off after 5 wrong passwords: the right one then answers like a wrong one, another address signs in', async () => {
    const target = await createTestAccount(t.database.db);
    const fromA = browserAt('203.0.113.10');
    for (let n = 1; n <= 5; n += 1) expect(seen(await attempt(fromA, target.username, `wrong ${n}`))).toEqual(wrongPassword);

    // The sixth try from A, with the right password: the same answer, and no code sent.
    expect(seen(await attempt(fromA, target.username, target.password))).toEqual(wrongPassword);
    expect(seen(await attempt(browserAt('203.0.113.10'), target.username, target.password))).toEqual(wrongPassword);
    // The answer an unknown national ID gets is the same too.
    expect(seen(await attempt(fromA, '1999999990', 'anything at all'))).toEqual(wrongPassword);

    // The owner, from another address, is not held back.
    const fromB = browserAt('203.0.113.20');
    await fromB.signIn(target);
    expect(fromB.sessionToken).toBeDefined();

    // Told once by SMS, in both languages, with neither a code nor the address; then the sign-in code of B.
    const messages = await smsTo(target.mobile);
    const notices = messages.filter((message) => message.code === null);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toBe(lockNoticeText);
    expect(notices[0]?.text).toMatch(/[\u0600-\u06FF]/);
    expect(notices[0]?.text).not.toMatch(/\d/);
    expect(notices[0]?.text).not.toContain('203.0.113');
    expect(messages.filter((message) => message.code !== null)).toHaveLength(1);
    expect(await auditOf('auth.held-off', target.accountId)).toHaveLength(1);
  });

  it('counts an IPv6 client by its /64: another address of the same network is held off too, another network is not', async () => {
    const target = await createTestAccount(t.database.db);
    for (let n = 1; n <= 5; n += 1) await attempt(browserAt('2001:db8:1:2::1'), target.username, `wrong ${n}`);
    expect(seen(await attempt(browserAt('2001:db8:1:2::2'), target.username, target.password))).toEqual(wrongPassword);
    expect(seen(await attempt(browserAt('2001:db8:1:2:ffff::9'), target.username, target.password))).toEqual(wrongPassword);
    expect((await attempt(browserAt('2001:db8:1:3::1'), target.username, target.password)).statusCode).toBe(200);
  });

  it('lets the address try again after 15 minutes, then holds it off twice as long; a sign-in clears it', async () => {
    const target = await createTestAccount(t.database.db);
    const fromA = () => browserAt('203.0.113.30');
    for (let n = 1; n <= 5; n += 1) await attempt(fromA(), target.username, `wrong ${n}`);
    clock.advance(15 * minute);
    for (let n = 6; n <= 10; n += 1) expect(seen(await attempt(fromA(), target.username, `wrong ${n}`))).toEqual(wrongPassword);

    clock.advance(29 * minute);
    expect(seen(await attempt(fromA(), target.username, target.password))).toEqual(wrongPassword);
    clock.advance(minute);
    await fromA().signIn(target);
    expect(await t.database.db.select().from(signInThrottle).where(eq(signInThrottle.accountId, target.accountId))).toEqual([]);

    // A new series starts at 15 minutes again; and within the hour of the first notice the owner is not told again.
    for (let n = 1; n <= 5; n += 1) await attempt(fromA(), target.username, `again ${n}`);
    const [pair] = await t.database.db.select().from(signInThrottle).where(eq(signInThrottle.accountId, target.accountId));
    expect(pair?.holdOffs).toBe(1);
    expect(pair?.heldUntil?.getTime()).toBe(clock.now().getTime() + 15 * minute);
    expect((await smsTo(target.mobile)).filter((message) => message.code === null)).toHaveLength(1);
  });

  it('locks the account after 20 wrong passwords from many addresses: the right one is refused from a new address too', async () => {
    const target = await createTestAccount(t.database.db);
    for (let n = 1; n <= 20; n += 1) expect(seen(await attempt(browserAt(), target.username, `wrong ${n}`))).toEqual(wrongPassword);
    expect(await auditOf('auth.locked', target.accountId)).toHaveLength(1);
    expect(seen(await attempt(browserAt('192.0.2.77'), target.username, target.password))).toEqual(wrongPassword);
    expect((await smsTo(target.mobile)).filter((message) => message.code === null)).toHaveLength(1);

    // For 15 minutes; then the right password works again.
    clock.advance(15 * minute);
    await browserAt('192.0.2.77').signIn(target);
    const [row] = await t.database.db
      .select({ failures: account.failedLoginCount, lockedUntil: account.lockedUntil })
      .from(account)
      .where(eq(account.id, target.accountId));
    expect(row).toEqual({ failures: 0, lockedUntil: null });
  });

  it('never holds back the national single sign-on: the owner of a locked account still gets in', async () => {
    const target = await createTestAccount(t.database.db);
    for (let n = 1; n <= 20; n += 1) await attempt(browserAt(), target.username, `wrong ${n}`);
    const b = browserAt();
    const request = iamRequestSchema.parse(
      (await b.post('/api/iam/v2/login', { username: target.username, captcha: await b.captcha() })).json(),
    );
    await b.post(`/api/dev/iam/${request.transId}/approve`);
    const done = iamStatusSchema.parse((await b.post('/api/iam/v2/check-status', request)).json());
    expect(done.currentUser?.user.id).toBe(target.accountId);
    // The sign-in lifted the lock.
    await browserAt().signIn(target);
  });

  it('counts wrong sign-in codes: 5 at confirm-otp hold the address off', async () => {
    const target = await createTestAccount(t.database.db);
    const fromA = browserAt('203.0.113.40');
    await fromA.startPasswordSignIn(target.username, target.password);
    const code = await fromA.latestCode(target.mobile);
    for (let n = 1; n <= 4; n += 1) expect(seen(await confirm(fromA, target, wrongCode(code))).code).toBe('OTP_INVALID');
    expect(seen(await confirm(fromA, target, wrongCode(code))).code).toBe('OTP_EXPIRED');

    clock.advance(minute);
    expect(seen(await attempt(fromA, target.username, target.password))).toEqual(wrongPassword);
    await browserAt('203.0.113.41').signIn(target);
  });

  it('refuses step 2 like a wrong password once the address is held off after step 1', async () => {
    const target = await createTestAccount(t.database.db);
    const owner = browserAt('203.0.113.50');
    await owner.startPasswordSignIn(target.username, target.password);
    const code = await owner.latestCode(target.mobile);
    // Meanwhile, from the same address, someone else guesses.
    for (let n = 1; n <= 5; n += 1) await attempt(browserAt('203.0.113.50'), target.username, `wrong ${n}`);
    expect(seen(await confirm(owner, target, code))).toEqual(wrongPassword);
    expect(owner.sessionToken).toBeUndefined();
  });

  it('tells only a verified mobile', async () => {
    const target = await createTestAccount(t.database.db, { account: { mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED } });
    for (let n = 1; n <= 5; n += 1) await attempt(browserAt('203.0.113.60'), target.username, `wrong ${n}`);
    expect(await auditOf('auth.held-off', target.accountId)).toHaveLength(1);
    expect(await smsTo(target.mobile)).toEqual([]);
  });

  it('names the account of a refused proof in the security log, never the secret tried', async () => {
    const target = await createTestAccount(t.database.db);
    const b = browserAt();
    const refused = await attempt(b, target.username, 'a wrong password 123');
    const requestId = apiErrorSchema.parse(refused.json()).requestId;
    const unknown = apiErrorSchema.parse((await attempt(b, '1999999990', 'a wrong password 123')).json()).requestId;
    const events = securityEvents();
    expect(events.find((entry) => entry.reqId === requestId || entry.requestId === requestId)).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      accountId: target.accountId,
    });
    expect(events.find((entry) => entry.reqId === unknown || entry.requestId === unknown)).toMatchObject({ accountId: null });
    expect(lines.join('\n')).not.toContain('a wrong password 123');
  });
});

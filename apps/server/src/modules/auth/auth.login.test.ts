import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  currentUserSchema,
  iamRequestSchema,
  iamStatusSchema,
  mobileVerificationStatus,
  otpSentSchema,
  sessionCookies,
  type CurrentUser,
} from '@sanad/contract';
import { account, auditEvent, otp, session, smsOutbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { xsrfHeaderName } from '../../plugins/xsrf.ts';
import { captchaCookie } from '../captcha/captcha-cookie.ts';
import { buildTestApp, productionEnv, type TestApp } from '../../test/build-test-app.ts';
import { arabicIndicDigits, persianDigits } from '../../test/digits.ts';
import { whileAuditRefused } from '../../test/refuse-audit.ts';
import {
  createDelegation,
  createRelation,
  createTestAccount,
  TestBrowser,
  type TestAccount,
} from '../../test/factories/session.factory.ts';

const minute = 60_000;

describe('password sign-in: POST /api/auth/login, then POST /api/auth/confirm-otp', () => {
  // The rate limiter runs on the same manual clock, so moving time also opens new rate-limit windows.
  const clock = createManualClock(new Date());
  let t: TestApp;
  let user: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
    user = await createTestAccount(t.database.db);
  });
  afterAll(() => t.close());

  const browser = () => new TestBrowser(t.app);
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
  const attempt = async (b: TestBrowser, username: string, password: string) =>
    b.post('/api/auth/login', { username, password, captcha: await b.captcha() });
  /** Signs in through the national single sign-on, approved in the identity-provider simulator (demo aid). */
  async function signInWithNafath(b: TestBrowser, username: string): Promise<CurrentUser> {
    const started = await b.post('/api/iam/v2/login', { username, captcha: await b.captcha() });
    const request = iamRequestSchema.parse(started.json());
    expect((await b.post(`/api/dev/iam/${request.transId}/approve`)).statusCode).toBe(200);
    const done = iamStatusSchema.parse((await b.post('/api/iam/v2/check-status', request)).json());
    if (!done.currentUser) throw new Error(`no session: ${JSON.stringify(done)}`);
    return done.currentUser;
  }
  const sentTo = (mobile: string) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
  const auditOf = (action: string, entityId: string) =>
    t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, action), eq(auditEvent.entityId, entityId)));

  it('sends a code to the account mobile, then opens a session with HttpOnly and readable cookies', async () => {
    const b = browser();
    const login = await attempt(b, user.username, user.password);
    expect(login.statusCode).toBe(200);
    const sent = otpSentSchema.parse(login.json());
    expect(sent).toMatchObject({ maskedMobile: `05******${user.mobile.slice(-2)}`, expiresInSeconds: 300, resendAfterSeconds: 60 });
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.sessionToken).toBeUndefined();

    const code = await b.latestCode(user.mobile);
    const confirm = await b.post('/api/auth/confirm-otp', { username: user.username, password: user.password, oneTimePassword: code });
    expect(confirm.statusCode).toBe(200);
    const current = currentUserSchema.parse(confirm.json());
    expect(current.principal).toBe(user.username);
    expect(current.authorities).toEqual([{ authority: 'APPLICANT' }]);

    const token = confirm.cookies.find((c) => c.name === sessionCookies.token);
    expect(token?.value).toMatch(/^[\w-]{43}$/);
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const expiry = confirm.cookies.find((c) => c.name === sessionCookies.expiry);
    expect(expiry?.httpOnly).toBeFalsy();
    expect(expiry).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(expiry?.value && decodeURIComponent(expiry.value)).toBe(current.expiresAt);
    expect(new Date(current.expiresAt).getTime() - clock.now().getTime()).toBe(30 * minute);

    const me = await b.get('/api/auth/currentUser');
    expect(me.statusCode).toBe(200);
    expect(currentUserSchema.parse(me.json()).user.id).toBe(user.accountId);

    const [signIn] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'auth.sign-in'), eq(auditEvent.actorAccountId, user.accountId)));
    expect(signIn?.after).toEqual({ method: 'password' });
  });

  it('opens no session and records no sign-in when the sign-in cannot be audited', async () => {
    const other = await createTestAccount(t.database.db);
    // The audit line is the last write of a sign-in; make the database refuse it for this account only.
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_sign_in_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.action = 'auth.sign-in' AND NEW.actor_account_id = '${other.accountId}' THEN RAISE EXCEPTION 'audit unavailable'; END IF;
          RETURN NEW;
        END $$`),
    );
    await t.database.db.execute(
      sql.raw('CREATE TRIGGER refuse_sign_in_audit BEFORE INSERT ON audit_event FOR EACH ROW EXECUTE FUNCTION refuse_sign_in_audit()'),
    );
    try {
      const b = browser();
      expect((await attempt(b, other.username, other.password)).statusCode).toBe(200);
      const code = await b.latestCode(other.mobile);
      const confirm = await b.post('/api/auth/confirm-otp', { username: other.username, password: other.password, oneTimePassword: code });
      expect(confirm.statusCode).toBe(500);
      expect(b.sessionToken).toBeUndefined();
      expect(await t.database.db.select().from(session).where(eq(session.accountId, other.accountId))).toEqual([]);
      const [row] = await t.database.db.select({ lastLoginAt: account.lastLoginAt }).from(account).where(eq(account.id, other.accountId));
      expect(row?.lastLoginAt).toBeNull();
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_sign_in_audit ON audit_event'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_sign_in_audit()'));
    }
  });

  it('answers step 2 alike for an unknown username, an account without a code and a locked account', async () => {
    const quiet = await createTestAccount(t.database.db);
    const locked = await createTestAccount(t.database.db, { account: { lockedUntil: new Date(clock.now().getTime() + 10 * minute) } });
    const b = browser();
    await b.captcha();
    const answers = [];
    for (const username of ['1999999990', quiet.username, locked.username]) {
      const response = await b.post('/api/auth/confirm-otp', { username, password: 'not the password', oneTimePassword: '123456' });
      const { code, message } = errorOf(response);
      answers.push({ status: response.statusCode, code, message });
    }
    const expired = {
      status: 400,
      code: 'OTP_EXPIRED',
      message: 'The verification code has expired or is no longer valid. Request a new code.',
    };
    expect(answers).toEqual([expired, expired, expired]);
  });

  it('holds an address off only together with the audit line of the hold-off', async () => {
    const target = await createTestAccount(t.database.db);
    const b = browser();
    for (let n = 1; n <= 4; n += 1) expect(errorOf(await attempt(b, target.username, `wrong ${n}`)).code).toBe('INVALID_CREDENTIALS');
    const fifth = await whileAuditRefused(t.database.db, 'auth.held-off', () => attempt(b, target.username, 'wrong 5'));
    expect(fifth.statusCode).toBe(500);
    // Nothing of that try was kept: the right password still opens step 2 from this address.
    expect((await attempt(b, target.username, target.password)).statusCode).toBe(200);
    // Once the record can be written, the fifth wrong password holds the address off, with its record.
    expect(errorOf(await attempt(b, target.username, 'wrong 5')).code).toBe('INVALID_CREDENTIALS');
    expect(await auditOf('auth.held-off', target.accountId)).toHaveLength(1);
    expect(errorOf(await attempt(b, target.username, target.password)).code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a visitor with 401 on currentUser', async () => {
    const response = await browser().get('/api/auth/currentUser');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('returns every flag of spec §3 that steers the redirects, false for a plain account', async () => {
    const plain = await browser().signIn(await createTestAccount(t.database.db));
    expect(plain.user).toMatchObject({
      changePasswordRequired: false,
      mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
      isMigratedOldDssNotLoggedIn: false,
      confirmRelationRequired: false,
      canLoginOnBehalfOfApplicant: false,
      emergencyLogin: false,
      actingFor: null,
      whiteListed: false,
    });
  });

  it('sets each flag from the account and its relations', async () => {
    const applicant = await createTestAccount(t.database.db);
    const flagged = await createTestAccount(t.database.db, {
      role: 'DEPENDENT',
      account: {
        changePasswordRequired: true,
        mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED,
        isMigratedOldDssNotLoggedIn: true,
        canLoginOnBehalfOfApplicant: true,
        email: 'flagged@example.sa',
      },
    });
    await createRelation(t.database.db, { applicantAccountId: applicant.accountId, dependentPersonId: flagged.personId });
    await createDelegation(t.database.db, { applicantAccountId: applicant.accountId, dependentAccountId: flagged.accountId });

    // The mobile is not verified, so no sign-in code goes to it: the national single sign-on signs this account in.
    const b = browser();
    await signInWithNafath(b, flagged.username);
    const current: CurrentUser = currentUserSchema.parse((await b.get('/api/auth/currentUser')).json());
    expect(current).toMatchObject({ principal: flagged.username, authorities: [{ authority: 'DEPENDENT' }] });
    expect(current.user).toEqual({
      id: flagged.accountId,
      username: flagged.username,
      nameAr: expect.any(String),
      nameEn: flagged.nameEn,
      role: 'DEPENDENT',
      maskedMobile: `05******${flagged.mobile.slice(-2)}`,
      email: 'flagged@example.sa',
      emailVerified: false,
      changePasswordRequired: true,
      mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED,
      isMigratedOldDssNotLoggedIn: true,
      confirmRelationRequired: true,
      canLoginOnBehalfOfApplicant: true,
      emergencyLogin: false,
      actingFor: null,
      whiteListed: false,
    });
  });

  it('does not offer emergency login to a flagged dependent without an active delegation', async () => {
    const dependent = await createTestAccount(t.database.db, { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
    expect((await browser().signIn(dependent)).user.canLoginOnBehalfOfApplicant).toBe(false);
  });

  it('gives a wrong password and an unknown username the same answer', async () => {
    const wrong = await attempt(browser(), user.username, 'not the password');
    const unknown = await attempt(browser(), '1999999990', 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const { requestId: _a, ...wrongBody } = errorOf(wrong);
    const { requestId: _b, ...unknownBody } = errorOf(unknown);
    expect(wrongBody).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The national ID or password is not correct.' });
    expect(unknownBody).toEqual(wrongBody);
    // The wrong try is counted; a later right sign-in resets it.
    await browser().signIn(user);
    const [row] = await t.database.db.select({ failures: account.failedLoginCount }).from(account).where(eq(account.id, user.accountId));
    expect(row?.failures).toBe(0);
  });

  it('refuses a deleted account like an unknown one', async () => {
    const gone = await createTestAccount(t.database.db, { account: { status: 'DELETED' } });
    expect(errorOf(await attempt(browser(), gone.username, gone.password)).code).toBe('INVALID_CREDENTIALS');
  });

  it('checks the captcha before the password, and a refused captcha costs no password try', async () => {
    const target = await createTestAccount(t.database.db);
    const b = browser();
    await b.captcha();
    const response = await b.post('/api/auth/login', { username: target.username, password: 'wrong', captcha: 'XXXXX' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'CAPTCHA_INVALID', fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid' }] });
    const [row] = await t.database.db.select({ failures: account.failedLoginCount }).from(account).where(eq(account.id, target.accountId));
    expect(row?.failures).toBe(0);
  });

  it('limits attempts per username from one address: the 11th in a minute is 429 with Retry-After', async () => {
    const target = await createTestAccount(t.database.db);
    const stranger = browser();
    const send = () => stranger.post('/api/auth/login', { username: target.username, password: 'x', captcha: 'XXXXX' });
    for (let n = 1; n <= 10; n += 1) expect((await send()).statusCode).toBe(400);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The owner, from an address of their own, is not held back by a stranger's tries.
    expect((await browser().post('/api/auth/login', { username: target.username, password: 'x', captcha: 'XXXXX' })).statusCode).toBe(400);
    clock.advance(retryAfter * 1000);
    expect((await send()).statusCode).toBe(400);
  });

  it('counts a national ID in Arabic-Indic, Persian or ASCII digits as one username', async () => {
    const target = await createTestAccount(t.database.db);
    const scripts = [target.username, arabicIndicDigits(target.username), persianDigits(target.username)];
    const b = browser();
    const send = (n: number) => b.post('/api/auth/login', { username: scripts[n % 3], password: 'x', captcha: 'XXXXX' });
    for (let n = 1; n <= 10; n += 1) expect((await send(n)).statusCode).toBe(400);
    expect((await send(11)).statusCode).toBe(429);
  });

  it('signs in to the same account with the national ID and code typed in Arabic-Indic or Persian digits', async () => {
    const target = await createTestAccount(t.database.db);
    const b = browser();
    const login = await attempt(b, arabicIndicDigits(target.username), target.password);
    expect(login.statusCode, login.body).toBe(200);
    const confirm = await b.post('/api/auth/confirm-otp', {
      username: persianDigits(target.username),
      password: target.password,
      oneTimePassword: arabicIndicDigits(await b.latestCode(target.mobile)),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(currentUserSchema.parse(confirm.json())).toMatchObject({ principal: target.username, user: { id: target.accountId } });
  });

  it('limits attempts per IP: the 31st in a minute is 429', async () => {
    const b = browser();
    for (let n = 1; n <= 30; n += 1) {
      const response = await b.post('/api/auth/login', { username: `10${String(n).padStart(8, '0')}`, password: 'x', captcha: 'XXXXX' });
      expect(response.statusCode).toBe(400);
    }
    const refused = await b.post('/api/auth/login', { username: user.username, password: user.password, captcha: 'XXXXX' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another IP is not affected.
    expect((await attempt(browser(), user.username, user.password)).statusCode).toBe(200);
  });

  it('still demands the anti-forgery header on every sign-in POST', async () => {
    const b = browser();
    // The cookie is sent as usual; the header does not repeat it (what a cross-site form would manage).
    const forged = { [xsrfHeaderName]: 'not-the-cookie-value-at-all-000000000000000' };
    for (const url of [
      '/api/auth/login',
      '/api/auth/confirm-otp',
      '/api/auth/logout',
      '/api/iam/v2/login',
      '/api/iam/v2/check-status',
      '/api/auth/whitelist/applicant/authenticate',
      '/api/auth/whitelist/applicant/confirm-otp',
      '/api/auth/resend-otp/x',
    ]) {
      const response = await b.post(url, {}, forged);
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).code).toBe('XSRF_TOKEN_INVALID');
    }
  });

  describe('a sign-in code goes only to a verified mobile', () => {
    it.each([
      ['PENDING', mobileVerificationStatus.PENDING],
      ['NOT_VERIFIED', mobileVerificationStatus.NOT_VERIFIED],
      ['WITHDRAW', mobileVerificationStatus.WITHDRAW],
    ])(
      'answers a %s mobile MOBILE_NOT_VERIFIED_USE_SSO after the right password, sends nothing, and Nafath signs in',
      async (_name, status) => {
        const target = await createTestAccount(t.database.db, { account: { mobileVerificationStatus: status } });
        const b = browser();
        // Before the password is right the answer is the usual one: it tells a stranger nothing.
        expect(errorOf(await attempt(b, target.username, 'not the password')).code).toBe('INVALID_CREDENTIALS');
        const right = await attempt(b, target.username, target.password);
        expect(right.statusCode).toBe(400);
        const { requestId: _id, ...answer } = errorOf(right);
        expect(answer).toEqual({
          code: 'MOBILE_NOT_VERIFIED_USE_SSO',
          message:
            'Your mobile number is not verified, so no sign-in code can be sent to it. Sign in with the national single sign-on (Nafath), then set a new number.',
        });
        expect(await sentTo(target.mobile)).toEqual([]);
        expect(await t.database.db.select().from(otp).where(eq(otp.accountId, target.accountId))).toEqual([]);

        const current = await signInWithNafath(b, target.username);
        expect(current.user).toMatchObject({ id: target.accountId, mobileVerificationStatus: status });
      },
    );

    it('sends no new code to a mobile withdrawn since step 1', async () => {
      const target = await createTestAccount(t.database.db);
      const b = browser();
      const sent = await b.startPasswordSignIn(target.username, target.password);
      // Another account proved it holds this number: it is no longer this account's.
      await t.database.db
        .update(account)
        .set({ mobileVerificationStatus: mobileVerificationStatus.WITHDRAW })
        .where(eq(account.id, target.accountId));
      clock.advance(minute);
      const resent = await b.post(`/api/auth/resend-otp/${sent.id}`);
      expect(resent.statusCode).toBe(400);
      expect(errorOf(resent).code).toBe('OTP_EXPIRED');
      expect(await sentTo(target.mobile)).toHaveLength(1);
    });
  });

  describe('the one-time password', () => {
    const confirm = (b: TestBrowser, target: TestAccount, oneTimePassword: string) =>
      b.post('/api/auth/confirm-otp', { username: target.username, password: target.password, oneTimePassword });
    const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

    it('keeps the code already sent when the same browser starts again within the resend delay; another browser waits', async () => {
      const target = await createTestAccount(t.database.db);
      const b = browser();
      const first = otpSentSchema.parse((await attempt(b, target.username, target.password)).json());
      const code = await b.latestCode(target.mobile);
      // "Start again": the password and a new captcha, 10 s later. The same code, no second SMS, no refusal.
      clock.advance(10_000);
      const again = await attempt(b, target.username, target.password);
      expect(again.statusCode, again.body).toBe(200);
      expect(otpSentSchema.parse(again.json()).id).toBe(first.id);
      const sent = await sentTo(target.mobile);
      expect(sent).toHaveLength(1);
      // Another browser within the delay is told to wait (its code would replace this one's).
      const other = await attempt(browser(), target.username, target.password);
      expect(other.statusCode).toBe(429);
      expect(errorOf(other).code).toBe('OTP_RESEND_TOO_SOON');
      expect((await confirm(b, target, code)).statusCode).toBe(200);
    });

    it('tells how many tries are left after a wrong code', async () => {
      const target = await createTestAccount(t.database.db);
      const b = browser();
      await b.startPasswordSignIn(target.username, target.password);
      const response = await confirm(b, target, wrongCode(await b.latestCode(target.mobile)));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'OTP_INVALID',
        message: 'The verification code is not correct. Tries left: 4.',
        fieldErrors: [{ field: 'body.oneTimePassword' }],
      });
    });

    it('voids the code at the 5th wrong try; a 6th try is refused even with the right code', async () => {
      const target = await createTestAccount(t.database.db);
      const b = browser();
      await b.startPasswordSignIn(target.username, target.password);
      const code = await b.latestCode(target.mobile);
      for (const remaining of [4, 3, 2, 1]) {
        expect(errorOf(await confirm(b, target, wrongCode(code))).message).toContain(`Tries left: ${remaining}.`);
      }
      expect(errorOf(await confirm(b, target, wrongCode(code))).code).toBe('OTP_EXPIRED');
      const sixth = await confirm(b, target, code);
      expect(sixth.statusCode).toBe(400);
      expect(errorOf(sixth).code).toBe('OTP_EXPIRED');
      expect(b.sessionToken).toBeUndefined();
    });

    it('accepts the code until 5 minutes have passed, not after', async () => {
      const target = await createTestAccount(t.database.db);
      const late = browser();
      await late.startPasswordSignIn(target.username, target.password);
      const lateCode = await late.latestCode(target.mobile);
      clock.advance(5 * minute);
      expect(errorOf(await confirm(late, target, lateCode)).code).toBe('OTP_EXPIRED');

      const inTime = browser();
      await inTime.startPasswordSignIn(target.username, target.password);
      const code = await inTime.latestCode(target.mobile);
      clock.advance(5 * minute - 1000);
      expect((await confirm(inTime, target, code)).statusCode).toBe(200);
    });

    it('refuses a resend within 60 s (429, Retry-After), then sends a new code that replaces the old one', async () => {
      const target = await createTestAccount(t.database.db);
      const b = browser();
      const sent = await b.startPasswordSignIn(target.username, target.password);
      const first = await b.latestCode(target.mobile);

      clock.advance(20_000);
      const early = await b.post(`/api/auth/resend-otp/${sent.id}`);
      expect(early.statusCode).toBe(429);
      expect(errorOf(early)).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', message: 'You can request a new code in 40 seconds.' });
      expect(early.headers['retry-after']).toBe('40');

      clock.advance(40_000);
      const resent = await b.post(`/api/auth/resend-otp/${sent.id}`);
      expect(resent.statusCode).toBe(200);
      expect(otpSentSchema.parse(resent.json())).toMatchObject({ id: sent.id, expiresInSeconds: 300, resendAfterSeconds: 60 });
      const second = await b.latestCode(target.mobile);
      if (second !== first) expect(errorOf(await confirm(b, target, first)).code).toBe('OTP_INVALID');
      expect((await confirm(b, target, second)).statusCode).toBe(200);
    });

    it("never lets one user's code or code id serve another", async () => {
      const alice = await createTestAccount(t.database.db);
      const bob = await createTestAccount(t.database.db);
      const aliceBrowser = browser();
      const bobBrowser = browser();
      const aliceOtp = await aliceBrowser.startPasswordSignIn(alice.username, alice.password);
      await bobBrowser.startPasswordSignIn(bob.username, bob.password);
      const bobCode = await bobBrowser.latestCode(bob.mobile);
      const aliceCode = await aliceBrowser.latestCode(alice.mobile);

      // Bob's code does not open Alice's account.
      if (bobCode !== aliceCode) expect(errorOf(await confirm(aliceBrowser, alice, bobCode)).code).toBe('OTP_INVALID');
      // Alice's code id is of no use from Bob's browser (404), nor is an id that is not a code at all.
      clock.advance(minute);
      expect((await bobBrowser.post(`/api/auth/resend-otp/${aliceOtp.id}`)).statusCode).toBe(404);
      expect((await bobBrowser.post('/api/auth/resend-otp/not-a-code-id')).statusCode).toBe(404);
      expect((await bobBrowser.post('/api/auth/resend-otp/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      // A code sent for another purpose (here: a registration) cannot be resent through sign-in.
      const [registration] = await t.database.db
        .insert(otp)
        .values({
          purpose: 'REGISTRATION',
          accountId: alice.accountId,
          mobile: alice.mobile,
          codeHash: '0'.repeat(64),
          expiresAt: new Date(clock.now().getTime() + 5 * minute),
          lastSentAt: new Date(0),
        })
        .returning({ id: otp.id });
      expect((await aliceBrowser.post(`/api/auth/resend-otp/${registration?.id}`)).statusCode).toBe(404);
      // Her own browser may.
      expect((await aliceBrowser.post(`/api/auth/resend-otp/${aliceOtp.id}`)).statusCode).toBe(200);
    });
  });

  it('ends the session a browser still holds when it signs in again, in the transaction of the new one', async () => {
    const b = browser();
    const first = await b.signIn(await createTestAccount(t.database.db));
    const oldToken = b.sessionToken;
    const again = await b.signIn(await createTestAccount(t.database.db));
    expect(again.user.id).not.toBe(first.user.id);
    expect((await b.get('/api/auth/currentUser', { cookie: `${sessionCookies.token}=${oldToken}` })).statusCode).toBe(401);
    const [ended] = await t.database.db.select().from(session).where(eq(session.accountId, first.user.id));
    expect(ended).toMatchObject({ revokedAt: expect.any(Date), revokedReason: 'SIGNED_IN_AGAIN' });

    // A sign-in that fails (its audit line refused) ends nothing.
    const kept = b.sessionToken;
    const third = await createTestAccount(t.database.db);
    await b.startPasswordSignIn(third.username, third.password);
    const code = await b.latestCode(third.mobile);
    const failed = await whileAuditRefused(t.database.db, 'auth.sign-in', () =>
      b.post('/api/auth/confirm-otp', { username: third.username, password: third.password, oneTimePassword: code }),
    );
    expect(failed.statusCode).toBe(500);
    expect((await b.get('/api/auth/currentUser', { cookie: `${sessionCookies.token}=${kept}` })).statusCode).toBe(200);
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the session (the old cookie then gets 401) and clears both cookies', async () => {
      const target = await createTestAccount(t.database.db);
      const b = browser();
      await b.signIn(target);
      const oldToken = b.sessionToken;
      expect(oldToken).toBeDefined();

      const response = await b.post('/api/auth/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      for (const name of [sessionCookies.token, sessionCookies.expiry]) {
        const cleared = response.cookies.find((c) => c.name === name);
        expect(cleared?.value, name).toBe('');
        expect(cleared?.expires?.getTime(), name).toBeLessThanOrEqual(Date.now());
      }
      expect(b.sessionToken).toBeUndefined();
      expect((await b.get('/api/auth/currentUser')).statusCode).toBe(401);
      const replay = await b.get('/api/auth/currentUser', { cookie: `${sessionCookies.token}=${oldToken}` });
      expect(replay.statusCode).toBe(401);

      const [signOut] = await t.database.db
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.action, 'auth.sign-out'), eq(auditEvent.actorAccountId, target.accountId)));
      expect(signOut).toBeDefined();
    });

    it('is harmless without a session', async () => {
      const response = await browser().post('/api/auth/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    });
  });
});

describe('demo-mode aids in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await buildTestApp({ env: productionEnv });
  });
  afterAll(() => production.close());

  it('answers every /api/dev/* path with 404', async () => {
    const b = new TestBrowser(production.app);
    for (const url of [
      '/api/dev/sms-outbox',
      '/api/dev/email-outbox',
      '/api/dev/captcha-answer',
      '/api/dev/iam/pending',
      '/api/dev/demo-accounts',
    ]) {
      const response = await b.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    for (const url of ['/api/dev/iam/abc/approve', '/api/dev/iam/abc/reject', '/api/dev/demo-accounts/1010000022/reset'])
      expect((await b.post(url)).statusCode, url).toBe(404);
  });

  it('still serves the captcha image, with a Secure, __Host- prefixed cookie (it binds sign-in codes to the browser)', async () => {
    const response = await new TestBrowser(production.app).get('/api/captcha/image');
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === `__Host-${captchaCookie}`)).toMatchObject({ secure: true, path: '/', httpOnly: true });
  });
});

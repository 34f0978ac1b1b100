import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSessionSchema,
  apiErrorSchema,
  currentUserSchema,
  maskMobile,
  mobileVerificationStatus,
  otpSentSchema,
  sessionCookies,
  type OtpSent,
} from '@sanad/contract';
import { account, emailOutbox, session, smsOutbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { sha256Hex } from '../../platform/crypto/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildIban } from '../../test/factories/profile.factory.ts';
import {
  createTestAccount,
  TestBrowser,
  uniqueMobile,
  type TestAccount,
  type TestAccountOptions,
} from '../../test/factories/session.factory.ts';

const minute = 60_000;
/** security.stepUpMinutes of the seed is 5: a proof older than that is stale. */
const staleProof = 6 * minute;
const newPassword = 'granite lantern 7 harbour';

describe('account takeover, forced steps and my sessions (issue 15)', () => {
  const clock = createManualClock(new Date());
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
  });
  afterAll(() => t.close());

  async function signedIn(options: TestAccountOptions = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), options);
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  /** A second browser of the same person, signed in with its own user agent. */
  async function anotherBrowser(user: TestAccount, userAgent?: string): Promise<TestBrowser> {
    const browser = new TestBrowser(t.app);
    await browser.startPasswordSignIn(user.username, user.password);
    const oneTimePassword = await browser.latestCode(user.mobile);
    const response = await browser.post(
      '/api/auth/confirm-otp',
      { username: user.username, password: user.password, oneTimePassword },
      userAgent ? { 'user-agent': userAgent } : undefined,
    );
    expect(response.statusCode, response.body).toBe(200);
    return browser;
  }

  const code = (response: { statusCode: number; body: string; json: () => unknown }) => apiErrorSchema.parse(response.json()).code;
  const smsTo = (mobile: string) => db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
  const accountRow = async (id: string) => {
    const [row] = await db().select().from(account).where(eq(account.id, id));
    if (!row) throw new Error(`no account ${id}`);
    return row;
  };

  describe('a fresh proof before changing the mobile, the e-mail or the IBAN', () => {
    it('reproduction: a stolen session can no longer change the mobile; with the password it can, the old number is told and the other sessions end', async () => {
      const { user, browser } = await signedIn();
      const owner = await anotherBrowser(user);
      const mobile = uniqueMobile();
      clock.advance(staleProof);

      // Before: change-mobile then confirm-change-mobile with no password and no code to the current number.
      const refused = await browser.post('/api/users/change-mobile', { mobile });
      expect(refused.statusCode).toBe(428);
      expect(code(refused)).toBe('STEP_UP_REQUIRED');
      expect(await smsTo(mobile)).toEqual([]);
      const duplicated = await browser.post('/api/users/confirm-change-duplicated-mobile', { mobile });
      expect(duplicated.statusCode).toBe(428);

      const wrong = await browser.post('/api/users/confirm-password', { password: 'not my password' });
      expect(code(wrong)).toBe('WRONG_PASSWORD');
      expect((await browser.post('/api/users/change-mobile', { mobile })).statusCode).toBe(428);

      expect((await browser.post('/api/users/confirm-password', { password: user.password })).json()).toEqual({ success: true });
      const started = await browser.post('/api/users/change-mobile', { mobile });
      expect(started.statusCode, started.body).toBe(200);
      const { otp } = started.json<{ otp: OtpSent }>();
      const confirmed = await browser.post('/api/users/confirm-change-mobile', {
        id: otp.id,
        oneTimePassword: await browser.latestCode(mobile),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(currentUserSchema.parse(confirmed.json()).user.maskedMobile).toBe(maskMobile(mobile));

      // The old number is told, in both languages, with no code in it.
      const notices = (await smsTo(user.mobile)).filter((message) => message.code === null);
      expect(notices).toHaveLength(1);
      const notice = notices[0]?.text ?? '';
      expect(notice).toContain(maskMobile(mobile));
      expect(notice).toMatch(/[\u0600-\u06FF]/);
      expect(notice).toContain('If this was not you');
      expect(notice).not.toMatch(/\d{6}/);

      // The owner's other session ended with the change; this one goes on.
      const ownerNow = await owner.get('/api/auth/currentUser');
      expect(ownerNow.statusCode).toBe(401);
      const [ended] = await db()
        .select()
        .from(session)
        .where(eq(session.tokenHash, sha256Hex(owner.sessionToken ?? '')));
      expect(ended?.revokedReason).toBe('MOBILE_CHANGED');
      expect((await browser.get('/api/auth/currentUser')).statusCode).toBe(200);
    });

    it('needs no second proof right after signing in (a sign-in is a fresh proof), and a proof lasts security.stepUpMinutes', async () => {
      const { browser } = await signedIn();
      expect((await browser.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(200);
      clock.advance(4 * minute);
      expect((await browser.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(200);
      clock.advance(2 * minute);
      expect((await browser.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(428);
    });

    it('gives the session a new token on a re-authentication (ASVS 7.2.4): the token from before is dead', async () => {
      const { user, browser } = await signedIn();
      clock.advance(staleProof);
      const before = browser.sessionToken;
      const copy = new TestBrowser(t.app);
      copy.cookies.set(sessionCookies.token, before ?? '');
      expect((await copy.get('/api/auth/currentUser')).statusCode).toBe(200);

      // A wrong password changes nothing.
      expect((await browser.post('/api/users/confirm-password', { password: 'not the password' })).statusCode).toBe(400);
      expect(browser.sessionToken).toBe(before);

      expect((await browser.post('/api/users/confirm-password', { password: user.password })).statusCode).toBe(200);
      expect(browser.sessionToken).not.toBe(before);
      expect((await copy.get('/api/auth/currentUser')).statusCode).toBe(401);
      // The new token holds the proof; the copied old one proves nothing.
      expect((await browser.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(200);
      const [old] = await db()
        .select()
        .from(session)
        .where(eq(session.tokenHash, sha256Hex(before ?? '')));
      expect(old?.revokedReason).toBe('ROTATED');
      // The device list still shows when the person signed in, not when they confirmed it was them.
      const [successor] = await db()
        .select()
        .from(session)
        .where(eq(session.tokenHash, sha256Hex(browser.sessionToken ?? '')));
      expect(successor?.createdAt).toEqual(old?.createdAt);
    });

    it('leaves one live token when re-authentications race: the others are refused, not forked into live sessions', async () => {
      const { user, browser } = await signedIn();
      const cookie = browser.sessionToken ?? '';
      const copies = [0, 1, 2, 3].map(() => {
        const copy = new TestBrowser(t.app, { ip: browser.ip });
        copy.cookies.set(sessionCookies.token, cookie);
        return copy;
      });
      const answers = await Promise.all(copies.map((copy) => copy.post('/api/users/confirm-password', { password: user.password })));
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      const live = await db()
        .select({ id: session.id })
        .from(session)
        .where(and(eq(session.accountId, user.accountId), isNull(session.revokedAt)));
      expect(live).toHaveLength(1);
    });

    it('gives the session a new token when the password is changed (a re-authentication too)', async () => {
      const { user, browser } = await signedIn();
      const before = browser.sessionToken;
      const changed = await browser.post('/api/users/change-password', { oldPassword: user.password, newPassword });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(browser.sessionToken).not.toBe(before);
      expect((await browser.get('/api/auth/currentUser')).statusCode).toBe(200);
      const old = new TestBrowser(t.app);
      old.cookies.set(sessionCookies.token, before ?? '');
      expect((await old.get('/api/auth/currentUser')).statusCode).toBe(401);
    });

    it('takes a code sent to the verified mobile as the proof instead of the password', async () => {
      const { user, browser } = await signedIn();
      const { browser: intruder } = await signedIn();
      clock.advance(staleProof);
      expect((await browser.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(428);

      const sent = await browser.post('/api/users/step-up/send-otp');
      expect(sent.statusCode, sent.body).toBe(200);
      const otp = otpSentSchema.parse(sent.json());
      expect(otp.maskedMobile).toBe(maskMobile(user.mobile));
      const right = await browser.latestCode(user.mobile);
      const wrong = await browser.post('/api/users/step-up/confirm-otp', {
        id: otp.id,
        oneTimePassword: right === '000000' ? '111111' : '000000',
      });
      expect(code(wrong)).toBe('OTP_INVALID');
      expect((await browser.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(428);

      // Another account's code id proves nothing for this session.
      expect(code(await intruder.post('/api/users/step-up/confirm-otp', { id: otp.id, oneTimePassword: right }))).toBe('OTP_EXPIRED');
      expect((await intruder.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(428);

      expect((await browser.post('/api/users/step-up/confirm-otp', { id: otp.id, oneTimePassword: right })).json()).toEqual({
        success: true,
      });
      expect((await browser.post('/api/users/change-mobile', { mobile: uniqueMobile() })).statusCode).toBe(200);
      // A code is spent once.
      expect(code(await browser.post('/api/users/step-up/confirm-otp', { id: otp.id, oneTimePassword: right }))).toBe('OTP_EXPIRED');
    });

    it('sends no step-up code to a mobile that is not verified (409), and the old unverified number is not told of a change', async () => {
      const { user, browser } = await signedIn();
      await db()
        .update(account)
        .set({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })
        .where(eq(account.id, user.accountId));
      const refused = await browser.post('/api/users/step-up/send-otp');
      expect(refused.statusCode).toBe(409);
      expect(code(refused)).toBe('STEP_UP_CODE_UNAVAILABLE');
      expect(await smsTo(user.mobile)).toHaveLength(1); // the sign-in code only

      const mobile = uniqueMobile();
      const { otp } = (await browser.post('/api/users/change-mobile', { mobile })).json<{ otp: OtpSent }>();
      const confirmed = await browser.post('/api/users/confirm-change-mobile', {
        id: otp.id,
        oneTimePassword: await browser.latestCode(mobile),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await smsTo(user.mobile)).filter((message) => message.code === null)).toEqual([]);
    });

    it('asks for the proof before an e-mail change: nothing is sent until it is given', async () => {
      const { user, browser } = await signedIn();
      clock.advance(staleProof);
      const email = `fresh-${user.nin}@example.sa`;
      const refused = await browser.post('/api/users/send-activate-email', { email });
      expect(refused.statusCode).toBe(428);
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
      expect((await accountRow(user.accountId)).pendingEmail).toBeNull();

      await browser.post('/api/users/confirm-password', { password: user.password });
      expect((await browser.post('/api/users/send-activate-email', { email })).statusCode).toBe(200);
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(1);
    });

    it('asks for the proof before a new payment IBAN', async () => {
      const { user, browser } = await signedIn();
      clock.advance(staleProof);
      const url = '/api/unified-profile/personal-info-tab/updateIban';
      const refused = await browser.post(url, { interimIban: buildIban() });
      expect(refused.statusCode).toBe(428);
      expect(code(refused)).toBe('STEP_UP_REQUIRED');
      const arabic = await browser.post(url, { interimIban: buildIban() }, { 'accept-language': 'ar' });
      expect(apiErrorSchema.parse(arabic.json()).message).toMatch(/كلمة المرور/);
      await browser.post('/api/users/confirm-password', { password: user.password });
      const accepted = await browser.post(url, { interimIban: buildIban() });
      expect(accepted.statusCode, accepted.body).toBe(200);
    });
  });

  describe('forced steps are enforced by the server (spec §4, order 2–4)', () => {
    it('while a password change is due, answers only the change, the current user, lookups and sign-out', async () => {
      const { user, browser } = await signedIn({ account: { changePasswordRequired: true } });
      for (const [method, url] of [
        ['GET', '/api/unified-profile/house/load'],
        ['POST', '/api/users/isBannedUser'],
        ['GET', '/api/users/sessions'],
        ['GET', '/api/users/retrieve-otp-data'],
      ] as const) {
        const refused = await browser.request({ method, url });
        expect(refused.statusCode, url).toBe(403);
        expect(code(refused), url).toBe('PASSWORD_CHANGE_REQUIRED');
      }
      expect((await browser.get('/api/auth/currentUser')).statusCode).toBe(200);
      expect((await browser.get('/api/unified-profile/address-tab/load-regions')).statusCode).toBe(200);
      expect((await browser.post('/api/users/confirm-password', { password: user.password })).statusCode).toBe(200);
      // A visitor's door stays a visitor's door: a browser holding such a session is never locked out of signing in.
      expect((await browser.post('/api/auth/login', {})).statusCode).toBe(400);

      const changed = await browser.post('/api/users/change-password', { oldPassword: user.password, newPassword });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await browser.get('/api/unified-profile/house/load')).statusCode).toBe(200);
    });

    it('while the mobile is not verified, answers the mobile change and its proof only', async () => {
      const { user, browser } = await signedIn();
      await db().update(account).set({ mobileVerificationStatus: mobileVerificationStatus.WITHDRAW }).where(eq(account.id, user.accountId));
      const refused = await browser.get('/api/unified-profile/house/load');
      expect(refused.statusCode).toBe(403);
      expect(code(refused)).toBe('MOBILE_VERIFICATION_REQUIRED');
      expect(code(await browser.post('/api/users/change-password', { oldPassword: user.password, newPassword }))).toBe(
        'MOBILE_VERIFICATION_REQUIRED',
      );
      expect((await browser.get('/api/users/retrieve-otp-data')).statusCode).toBe(200);
      const mobile = uniqueMobile();
      const started = await browser.post('/api/users/change-mobile', { mobile });
      expect(started.statusCode, started.body).toBe(200);
      const { otp } = started.json<{ otp: OtpSent }>();
      expect((await browser.post('/api/users/resend_otp', { id: otp.id })).statusCode).toBe(429);
      const confirmed = await browser.post('/api/users/confirm-change-mobile', {
        id: otp.id,
        oneTimePassword: await browser.latestCode(mobile),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await browser.get('/api/unified-profile/house/load')).statusCode).toBe(200);
    });

    it('while a migrated account is not confirmed, answers the confirmation; the password change then comes due', async () => {
      const { user, browser } = await signedIn({ account: { isMigratedOldDssNotLoggedIn: true } });
      expect(code(await browser.get('/api/unified-profile/house/load'))).toBe('MIGRATION_CONFIRMATION_REQUIRED');
      const confirmed = await browser.get(`/api/confirm-migrate-users/${user.accountId}`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(code(await browser.get('/api/unified-profile/house/load'))).toBe('PASSWORD_CHANGE_REQUIRED');
    });

    it('names the first due step in the redirect order, and lets any due step be served', async () => {
      const { user, browser } = await signedIn({ account: { changePasswordRequired: true, isMigratedOldDssNotLoggedIn: true } });
      await db()
        .update(account)
        .set({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })
        .where(eq(account.id, user.accountId));
      expect(code(await browser.get('/api/unified-profile/house/load'))).toBe('PASSWORD_CHANGE_REQUIRED');
      expect((await browser.get(`/api/confirm-migrate-users/${user.accountId}`)).statusCode).toBe(200);
      expect((await browser.post('/api/users/change-password', { oldPassword: user.password, newPassword })).statusCode).toBe(200);
      expect(code(await browser.get('/api/unified-profile/house/load'))).toBe('MOBILE_VERIFICATION_REQUIRED');
    });
  });

  describe('my sessions (ASVS 7.5.2)', () => {
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const list = async (browser: TestBrowser) => {
      const response = await browser.get('/api/users/sessions');
      expect(response.statusCode, response.body).toBe(200);
      return accountSessionSchema.array().parse(response.json());
    };

    it('lists the live sessions with device, address and times, marking this one; idle and ended ones are left out', async () => {
      const user = await createTestAccount(db());
      const laptop = await anotherBrowser(user, windows);
      const phone = await anotherBrowser(user, iphone);
      const forgotten = await anotherBrowser(user);
      clock.advance(20 * minute);
      expect((await phone.get('/api/auth/currentUser')).statusCode).toBe(200);
      expect((await laptop.get('/api/auth/currentUser')).statusCode).toBe(200);
      clock.advance(20 * minute);
      expect((await forgotten.get('/api/auth/currentUser')).statusCode).toBe(401);

      const rows = await list(laptop);
      expect(rows).toHaveLength(2);
      const mine = rows.find((row) => row.current);
      const other = rows.find((row) => !row.current);
      expect(mine).toMatchObject({ device: { browser: 'Chrome 124', os: 'Windows' }, ip: laptop.ip });
      expect(other).toMatchObject({ device: { browser: 'Safari 17', os: 'iOS 17' }, ip: phone.ip });
      expect(Date.parse(other?.lastSeenAt ?? '')).toBeGreaterThanOrEqual(Date.parse(other?.createdAt ?? ''));
      // Another account's sessions are never listed.
      const { browser: stranger } = await signedIn();
      expect((await list(stranger)).map((row) => row.id)).not.toContain(other?.id);
    });

    it('ends another session of mine; another account’s session, this one, or nonsense is a 404', async () => {
      const user = await createTestAccount(db());
      const laptop = await anotherBrowser(user, windows);
      const phone = await anotherBrowser(user, iphone);
      const rows = await list(laptop);
      const phoneId = rows.find((row) => !row.current)?.id ?? '';
      const laptopId = rows.find((row) => row.current)?.id ?? '';

      const { browser: stranger } = await signedIn();
      for (const id of [laptopId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expect((await laptop.post('/api/users/sessions/end', { id })).statusCode, id).toBe(404);
      }
      expect((await stranger.post('/api/users/sessions/end', { id: phoneId })).statusCode).toBe(404);
      expect((await phone.get('/api/auth/currentUser')).statusCode).toBe(200);

      expect((await laptop.post('/api/users/sessions/end', { id: phoneId })).json()).toEqual({ success: true });
      expect((await phone.get('/api/auth/currentUser')).statusCode).toBe(401);
      const [ended] = await db().select().from(session).where(eq(session.id, phoneId));
      expect(ended?.revokedReason).toBe('ENDED_BY_USER');
      expect((await list(laptop)).map((row) => row.id)).toEqual([laptopId]);
      expect((await laptop.post('/api/users/sessions/end', { id: phoneId })).statusCode).toBe(404);
    });

    it('ends every other session at once and keeps this one', async () => {
      const user = await createTestAccount(db());
      const here = await anotherBrowser(user);
      const others = [await anotherBrowser(user), await anotherBrowser(user)];
      const { browser: stranger } = await signedIn();
      expect((await here.post('/api/users/sessions/end-others')).json()).toEqual({ success: true });
      for (const other of others) expect((await other.get('/api/auth/currentUser')).statusCode).toBe(401);
      expect((await here.get('/api/auth/currentUser')).statusCode).toBe(200);
      expect((await stranger.get('/api/auth/currentUser')).statusCode).toBe(200);
      const rows = await db()
        .select({ reason: session.revokedReason })
        .from(session)
        .where(and(eq(session.accountId, user.accountId), eq(session.revokedReason, 'ENDED_BY_USER')));
      expect(rows).toHaveLength(2);
    });

    it('ends sessions only after a fresh proof (ASVS 7.5.2): a stolen session cannot sign the owner out everywhere', async () => {
      const user = await createTestAccount(db());
      const owner = await anotherBrowser(user);
      const thief = await anotherBrowser(user);
      clock.advance(staleProof);
      const ownerId = (await list(owner)).find((row) => row.current)?.id ?? '';
      for (const refused of [
        await thief.post('/api/users/sessions/end', { id: ownerId }),
        await thief.post('/api/users/sessions/end-others'),
      ]) {
        expect(refused.statusCode).toBe(428);
        expect(code(refused)).toBe('STEP_UP_REQUIRED');
      }
      expect((await owner.get('/api/auth/currentUser')).statusCode).toBe(200);
      // The owner proves it with the password and ends the other session.
      expect((await owner.post('/api/users/confirm-password', { password: user.password })).statusCode).toBe(200);
      expect((await owner.post('/api/users/sessions/end-others')).json()).toEqual({ success: true });
      expect((await thief.get('/api/auth/currentUser')).statusCode).toBe(401);
    });

    it('asks a visitor to sign in', async () => {
      const visitor = new TestBrowser(t.app);
      expect((await visitor.get('/api/users/sessions')).statusCode).toBe(401);
      expect((await visitor.post('/api/users/sessions/end-others')).statusCode).toBe(401);
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, maskMobile, mobileVerificationStatus, otpSentSchema, type OtpSent } from '@sanad/contract';
import { account, application, auditEvent, emailOutbox } from '../../db/schema/index.ts';
import { signPayload } from '../../platform/crypto/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { whileAuditRefused } from '../../test/refuse-audit.ts';
import {
  createDelegation,
  createTestAccount,
  TestBrowser,
  uniqueMobile,
  type TestAccount,
  type TestAccountOptions,
} from '../../test/factories/session.factory.ts';

const newPassword = 'granite lantern 7 harbour';

describe('account management (/api/users)', () => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(options: TestAccountOptions = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), options);
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  async function accountRow(id: string) {
    const [row] = await db().select().from(account).where(eq(account.id, id));
    if (!row) throw new Error(`no account ${id}`);
    return row;
  }

  function otpOf(response: { statusCode: number; body: string; json: () => unknown }): OtpSent {
    expect(response.statusCode, response.body).toBe(200);
    return otpSentSchema.parse(response.json());
  }

  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('needs a session for every account endpoint', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.post('/api/users/change-password', { oldPassword: 'x', newPassword })).statusCode).toBe(401);
    expect((await visitor.get('/api/users/retrieve-otp-data')).statusCode).toBe(401);
    expect((await visitor.post('/api/users/isBannedUser')).statusCode).toBe(401);
  });

  describe('list', () => {
    it('gives staff 20 accounts a page, newest first, and refuses applicants', async () => {
      for (let n = 0; n < 3; n += 1) await createTestAccount(db());
      const newest = await createTestAccount(db());
      const { browser: staff } = await signedIn({ role: 'CASE_WORKER' });
      const response = await staff.get('/api/users/list?page=0');
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{
        items: Array<{ id: string; createdAt: string; username: string }>;
        page: number;
        pageSize: number;
        total: number;
      }>();
      expect(page).toMatchObject({ page: 0, pageSize: 20 });
      expect(page.total).toBeGreaterThanOrEqual(5);
      expect(page.items.length).toBeLessThanOrEqual(20);
      const times = page.items.map((item) => Date.parse(item.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(page.items.map((item) => item.id)).toContain(newest.accountId);
      const { browser: applicant } = await signedIn();
      expect((await applicant.get('/api/users/list')).statusCode).toBe(403);
    });
  });

  describe('change-password and confirm-password', () => {
    it('checks the current password, applies the policy, and ends the other sessions only', async () => {
      const { user, browser } = await signedIn({ account: { changePasswordRequired: true } });
      const other = new TestBrowser(t.app);
      await other.signIn(user);

      const wrong = await browser.post('/api/users/change-password', { oldPassword: 'not my password', newPassword });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', fieldErrors: [{ field: 'body.oldPassword', code: 'password_wrong' }] });
      const common = await browser.post('/api/users/change-password', { oldPassword: user.password, newPassword: 'qwerty123456' });
      expect(common.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'body.newPassword', code: 'password_common' }],
      });
      const same = await browser.post('/api/users/change-password', { oldPassword: user.password, newPassword: user.password });
      expect(same.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'body.newPassword', code: 'password_reused' }],
      });

      const changed = await browser.post('/api/users/change-password', { oldPassword: user.password, newPassword });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(currentUserSchema.parse(changed.json()).user.changePasswordRequired).toBe(false);
      expect((await browser.get('/api/auth/currentUser')).statusCode).toBe(200);
      expect((await other.get('/api/auth/currentUser')).statusCode).toBe(401);
      await new TestBrowser(t.app).signIn({ ...user, password: newPassword });
      const [audit] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, user.accountId), eq(auditEvent.action, 'account.change-password')));
      expect(audit?.actorAccountId).toBe(user.accountId);
    });

    it('confirms the current password or answers WRONG_PASSWORD', async () => {
      const { user, browser } = await signedIn();
      expect((await browser.post('/api/users/confirm-password', { password: user.password })).json()).toEqual({ success: true });
      const wrong = await browser.post('/api/users/confirm-password', { password: 'nope' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    });
  });

  describe('change-mobile', () => {
    it('refuses the verified number the account already has', async () => {
      const { user, browser } = await signedIn();
      const response = await browser.post('/api/users/change-mobile', { mobile: user.mobile });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'body.mobile', code: 'mobile_unchanged' }],
      });
    });

    it('sends a code to a free new number, offers it back after a reload, and makes it the verified mobile', async () => {
      const { user, browser } = await signedIn();
      expect((await browser.get('/api/users/retrieve-otp-data')).json()).toEqual({ purpose: null, otp: null });
      const mobile = uniqueMobile();
      const started = await browser.post('/api/users/change-mobile', { mobile });
      expect(started.statusCode, started.body).toBe(200);
      const { duplicated, otp } = started.json<{ duplicated: boolean; otp: OtpSent }>();
      expect(duplicated).toBe(false);
      expect(otp.maskedMobile).toBe(maskMobile(mobile));
      const pending = (await browser.get('/api/users/retrieve-otp-data')).json<{ purpose: string; otp: OtpSent }>();
      expect(pending.purpose).toBe('CHANGE_MOBILE');
      expect(pending.otp.id).toBe(otp.id);

      const code = await browser.latestCode(mobile);
      const wrong = await browser.post('/api/users/confirm-change-mobile', { id: otp.id, oneTimePassword: wrongCode(code) });
      expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
      const confirmed = await browser.post('/api/users/confirm-change-mobile', { id: otp.id, oneTimePassword: code });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(currentUserSchema.parse(confirmed.json()).user).toMatchObject({
        maskedMobile: maskMobile(mobile),
        mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
      });
      expect(await accountRow(user.accountId)).toMatchObject({ mobile, mobileVerificationStatus: mobileVerificationStatus.VERIFIED });
      expect((await browser.get('/api/users/retrieve-otp-data')).json()).toEqual({ purpose: null, otp: null });
    });

    it('spends the code only on the new mobile: a change that fails leaves the code for another try', async () => {
      const { user, browser } = await signedIn();
      const mobile = uniqueMobile();
      const { otp } = (await browser.post('/api/users/change-mobile', { mobile })).json<{ otp: OtpSent }>();
      const body = { id: otp.id, oneTimePassword: await browser.latestCode(mobile) };
      const failed = await whileAuditRefused(db(), 'account.change-mobile', () => browser.post('/api/users/confirm-change-mobile', body));
      expect(failed.statusCode).toBe(500);
      expect((await accountRow(user.accountId)).mobile).toBe(user.mobile);
      const retried = await browser.post('/api/users/confirm-change-mobile', body);
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await accountRow(user.accountId)).mobile).toBe(mobile);
    });

    it('lets an unverified number be verified again', async () => {
      const { user, browser } = await signedIn();
      // The number stopped being verified during the session (no sign-in code goes to an unverified one).
      await db()
        .update(account)
        .set({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })
        .where(eq(account.id, user.accountId));
      const started = await browser.post('/api/users/change-mobile', { mobile: user.mobile });
      expect(started.json()).toMatchObject({ duplicated: false });
    });

    it('reports a number another account holds, and on takeover withdraws it from that account', async () => {
      const holder = await createTestAccount(db());
      const holderBrowser = new TestBrowser(t.app);
      await holderBrowser.signIn(holder);
      const { user, browser } = await signedIn();
      const started = await browser.post('/api/users/change-mobile', { mobile: holder.mobile });
      expect(started.json()).toEqual({ duplicated: true, otp: null });

      const otp = otpOf(await browser.post('/api/users/confirm-change-duplicated-mobile', { mobile: holder.mobile }));
      const confirmed = await browser.post('/api/users/confirm-change-mobile', {
        id: otp.id,
        oneTimePassword: await browser.latestCode(holder.mobile),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await accountRow(user.accountId)).toMatchObject({
        mobile: holder.mobile,
        mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
      });
      expect((await accountRow(holder.accountId)).mobileVerificationStatus).toBe(mobileVerificationStatus.WITHDRAW);
      const [withdrawal] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, holder.accountId), eq(auditEvent.action, 'account.mobile-withdrawn')));
      expect(withdrawal?.actorAccountId).toBe(user.accountId);

      // The former holder must now verify another mobile (spec §4, redirect 3), and the server holds them to it.
      const former = currentUserSchema.parse((await holderBrowser.get('/api/auth/currentUser')).json());
      expect(former.user.mobileVerificationStatus).toBe(mobileVerificationStatus.WITHDRAW);
      expect((await holderBrowser.post('/api/users/isBannedUser')).json()).toMatchObject({ code: 'MOBILE_VERIFICATION_REQUIRED' });
    });

    it("keeps each account's codes its own: resend and confirm with another account's code id fail", async () => {
      const { browser: owner } = await signedIn();
      const ownerMobile = uniqueMobile();
      const { otp } = (await owner.post('/api/users/change-mobile', { mobile: ownerMobile })).json<{ otp: OtpSent }>();
      const tooSoon = await owner.post('/api/users/resend_otp', { id: otp.id });
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

      const { browser: intruder } = await signedIn();
      const resend = await intruder.post('/api/users/resend_otp', { id: otp.id });
      expect(resend.statusCode).toBe(404);
      const code = await owner.latestCode(ownerMobile);
      const stolen = await intruder.post('/api/users/confirm-change-mobile', { id: otp.id, oneTimePassword: code });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toMatchObject({ code: 'OTP_EXPIRED' });
      // The owner's code is untouched by the intruder's attempt.
      expect((await owner.post('/api/users/confirm-change-mobile', { id: otp.id, oneTimePassword: code })).statusCode).toBe(200);
    });
  });

  describe('delete and confirm-delete', () => {
    it('checks the password, confirms by OTP, closes the account, ends its sessions and frees the NIN', async () => {
      const { user, browser } = await signedIn();
      const elsewhere = new TestBrowser(t.app);
      await elsewhere.signIn(user);
      const wrong = await browser.post('/api/users/delete/', { password: 'not mine' });
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });

      const otp = otpOf(await browser.post('/api/users/delete/', { password: user.password }));
      expect(otp.maskedMobile).toBe(maskMobile(user.mobile));
      expect((await browser.get('/api/users/retrieve-otp-data')).json()).toMatchObject({ purpose: 'DELETE_ACCOUNT', otp: { id: otp.id } });
      const done = await browser.post('/api/users/confirm-delete/', { id: otp.id, oneTimePassword: await browser.latestCode(user.mobile) });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ success: true });
      const cleared = (done.cookies as Array<{ name: string; value: string }>).filter((cookie) => cookie.name.startsWith('sanad_session'));
      expect(cleared.map((cookie) => cookie.value)).toEqual(['', '']);
      expect((await elsewhere.get('/api/auth/currentUser')).statusCode).toBe(401);
      expect(await accountRow(user.accountId)).toMatchObject({ status: 'DELETED' });
      expect((await accountRow(user.accountId)).deletedAt).not.toBeNull();

      const visitor = new TestBrowser(t.app);
      const again = await visitor.post('/api/registration/register', {
        nin: user.nin,
        birthDate: user.birthDate,
        mobile: uniqueMobile(),
        password: newPassword,
        captcha: await visitor.captcha(),
      });
      expect(again.statusCode, again.body).toBe(200);
    });
  });

  describe('confirm-delete when the deletion cannot be recorded', () => {
    it('keeps the account, its session and the code', async () => {
      const { user, browser } = await signedIn();
      const otp = otpOf(await browser.post('/api/users/delete/', { password: user.password }));
      const body = { id: otp.id, oneTimePassword: await browser.latestCode(user.mobile) };
      const failed = await whileAuditRefused(db(), 'account.delete', () => browser.post('/api/users/confirm-delete/', body));
      expect(failed.statusCode).toBe(500);
      expect(await accountRow(user.accountId)).toMatchObject({ status: 'ACTIVE' });
      expect((await browser.get('/api/auth/currentUser')).statusCode).toBe(200);
      const retried = await browser.post('/api/users/confirm-delete/', body);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await accountRow(user.accountId)).toMatchObject({ status: 'DELETED' });
    });
  });

  describe('isBannedUser and remaining-ban-period', () => {
    it('read the one ban, the withdrawal ban of the application module, as its own endpoints do', async () => {
      const { user, browser } = await signedIn();
      expect((await browser.post('/api/users/isBannedUser')).json()).toEqual({ banned: false, until: null });
      expect((await browser.get('/api/users/remaining-ban-period')).json()).toEqual({ remainingDays: 0, until: null });

      const until = new Date(Date.now() + 9.5 * 24 * 60 * 60 * 1000);
      const withdrawn = await createApplication(db(), { applicantAccountId: user.accountId, status: 'WITHDRAWN' });
      await db().update(application).set({ banEndsAt: until, closedAt: new Date() }).where(eq(application.id, withdrawn.id));
      expect((await browser.post('/api/users/isBannedUser')).json()).toEqual({ banned: true, until: until.toISOString() });
      expect((await browser.get('/api/users/remaining-ban-period')).json()).toEqual({ remainingDays: 10, until: until.toISOString() });
      // The application module's own answer says the same.
      expect((await browser.get('/api/application/remaining-ban-period')).json()).toEqual({
        banned: true,
        banEndsAt: until.toISOString(),
        remainingDays: 10,
      });

      await db()
        .update(application)
        .set({ banEndsAt: new Date(Date.now() - 1000) })
        .where(eq(application.id, withdrawn.id));
      expect((await browser.post('/api/users/isBannedUser')).json()).toEqual({ banned: false, until: null });
      expect((await browser.get('/api/users/remaining-ban-period')).json()).toEqual({ remainingDays: 0, until: null });
    });
  });

  describe('send-activate-email and activate-email', () => {
    async function linkTokenFor(email: string): Promise<string> {
      const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mail?.subject).toMatch(/[\u0600-\u06FF]/);
      expect(mail?.text).toContain('activate');
      const link = new URL(mail?.link ?? '');
      expect(`${link.origin}/`).toBe(`${new URL(t.config.publicUrl).origin}/`);
      return new URLSearchParams(link.hash.split('?')[1]).get('token') ?? '';
    }

    it('mails a signed link that makes the address the verified one, once', async () => {
      const { user, browser } = await signedIn();
      const email = `user-${user.nin}@example.sa`;
      expect((await browser.post('/api/users/send-activate-email', { email })).json()).toEqual({ success: true });
      expect(await accountRow(user.accountId)).toMatchObject({ pendingEmail: email, emailVerified: false });
      const token = await linkTokenFor(email);

      const visitor = new TestBrowser(t.app);
      const activated = await visitor.post('/api/users/activate-email', { token });
      expect(activated.statusCode, activated.body).toBe(200);
      expect(await accountRow(user.accountId)).toMatchObject({ email, emailVerified: true, pendingEmail: null });
      const reused = await visitor.post('/api/users/activate-email', { token });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
      const me = currentUserSchema.parse((await browser.get('/api/auth/currentUser')).json());
      expect(me.user).toMatchObject({ email, emailVerified: true });
    });

    it('refuses forged, expired and superseded links', async () => {
      const { user, browser } = await signedIn();
      const first = `first-${user.nin}@example.sa`;
      const second = `second-${user.nin}@example.sa`;
      await browser.post('/api/users/send-activate-email', { email: first });
      const firstToken = await linkTokenFor(first);
      await browser.post('/api/users/send-activate-email', { email: second });
      const visitor = new TestBrowser(t.app);
      expect((await visitor.post('/api/users/activate-email', { token: firstToken })).json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
      expect((await visitor.post('/api/users/activate-email', { token: `${firstToken.slice(0, -2)}xx` })).json()).toMatchObject({
        code: 'EMAIL_LINK_INVALID',
      });
      const expired = signPayload(
        JSON.stringify({ purpose: 'email-activation', accountId: user.accountId, email: second, exp: Date.now() - 1000 }),
        t.config.appSecret,
      );
      expect((await visitor.post('/api/users/activate-email', { token: expired })).json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
      expect((await visitor.post('/api/users/activate-email', { token: await linkTokenFor(second) })).statusCode).toBe(200);
    });
  });

  describe('during an emergency login', () => {
    it('checks the signed-in dependent’s own password, and refuses changes of credentials (409) while acting', async () => {
      const applicant = await createTestAccount(db());
      const dependent = await createTestAccount(db(), {
        role: 'DEPENDENT',
        password: 'dependent own passphrase',
        account: { canLoginOnBehalfOfApplicant: true },
      });
      await createDelegation(db(), { applicantAccountId: applicant.accountId, dependentAccountId: dependent.accountId });
      const browser = new TestBrowser(t.app);
      await browser.signIn(dependent);
      const entered = await browser.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`);
      expect(entered.statusCode, entered.body).toBe(200);

      // The applicant's password means nothing here; the dependent's own does.
      expect((await browser.post('/api/users/confirm-password', { password: applicant.password })).statusCode).toBe(400);
      expect((await browser.post('/api/users/confirm-password', { password: dependent.password })).statusCode).toBe(200);
      // DOMAIN.md: a stand-in changes no e-mail, mobile or password, neither the applicant's nor (while acting) their own.
      const email = `dependent-${dependent.nin}@example.sa`;
      for (const [url, body] of [
        ['/api/users/send-activate-email', { email }],
        ['/api/users/change-mobile', { mobile: uniqueMobile() }],
        ['/api/users/change-password', { oldPassword: dependent.password, newPassword }],
        ['/api/users/delete/', { password: dependent.password }],
      ] as const) {
        const refused = await browser.post(url, body);
        expect(refused.statusCode, url).toBe(409);
        expect(refused.json(), url).toMatchObject({ code: 'NOT_ALLOWED_FOR_STAND_IN' });
      }
      expect((await accountRow(dependent.accountId)).pendingEmail).toBeNull();
      expect((await accountRow(applicant.accountId)).pendingEmail).toBeNull();
      const [audit] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, applicant.accountId), eq(auditEvent.action, 'auth.emergency-login')));
      expect(audit).toMatchObject({ actorAccountId: dependent.accountId, onBehalfOfAccountId: applicant.accountId });
    });
  });
});

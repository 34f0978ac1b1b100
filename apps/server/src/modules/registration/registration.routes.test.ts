import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, mobileVerificationStatus, otpSentSchema, toHijri, type OtpSent } from '@sanad/contract';
import { account, auditEvent, emailOutbox, person, session, smsOutbox, whiteListEntry } from '../../db/schema/index.ts';
import { createLocalCivilRegistry } from '../../platform/civil-registry/civil-registry.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { whileAuditRefused } from '../../test/refuse-audit.ts';
import { createTestAccount, TestBrowser, uniqueMobile, uniqueNin } from '../../test/factories/session.factory.ts';
import { arabicIndicDigits, persianDigits } from '../../test/digits.ts';
import { verifyVisitorToken } from './visitor-token.ts';

const goodPassword = 'violet tractor under snow';
const birthDate = '1990-05-17';

describe('registration and recovery', () => {
  let t: TestApp;
  const clock = createManualClock(new Date());
  const db = () => t.database.db;
  // The local registry, counting what it is asked: a refused captcha must cost no lookup.
  const registry = createLocalCivilRegistry(clock);
  let registryLookups = 0;
  const civilRegistry = {
    lookup: (nin: string, date: string) => {
      registryLookups += 1;
      return registry.lookup(nin, date);
    },
  };

  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock, civilRegistry } });
  });
  afterAll(() => t.close());

  /** The newest code the local SMS adapter wrote for a mobile. */
  async function codeSentTo(mobile: string): Promise<string> {
    const [row] = await db()
      .select({ code: smsOutbox.code })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    if (!row?.code) throw new Error(`no code sent to ${mobile}`);
    return row.code;
  }

  async function accountOf(nin: string) {
    const rows = await db().select().from(account).where(eq(account.username, nin));
    return rows;
  }

  /** Registers with a fresh captcha of this browser, as the register screen does (spec: like sign-in). */
  async function register(
    browser: TestBrowser,
    overrides: Partial<{ nin: string; birthDate: string; mobile: string; password: string; email: string; captcha: string }> = {},
  ) {
    const body = { nin: uniqueNin(), birthDate, mobile: uniqueMobile(), password: goodPassword, ...overrides };
    const captcha = overrides.captcha ?? (await browser.captcha());
    const response = await browser.post('/api/registration/register', { ...body, captcha });
    return { body, response };
  }

  async function registered(browser: TestBrowser, overrides: Parameters<typeof register>[1] = {}) {
    const { body, response } = await register(browser, overrides);
    expect(response.statusCode, response.body).toBe(200);
    return { ...body, otp: otpSentSchema.parse(response.json()) };
  }

  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('register and confirm-mobile', () => {
    it('asks for the captcha first, like sign-in: a missing, unfetched or wrong one costs no lookup, hash or SMS', async () => {
      const browser = new TestBrowser(t.app);
      const body = { nin: uniqueNin(), birthDate, mobile: uniqueMobile(), password: goodPassword };
      const before = registryLookups;

      const missing = await browser.post('/api/registration/register', body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body.captcha', code: 'required' }] });

      // No image fetched by this browser yet, then a wrong answer to the one it shows: both 555 CAPTCHA_INVALID (spec §8).
      const unfetched = await browser.post('/api/registration/register', { ...body, captcha: 'ABCDE' });
      const answer = await browser.captcha();
      const wrong = await browser.post('/api/registration/register', { ...body, captcha: answer === 'ABCDE' ? 'ABCDF' : 'ABCDE' });
      for (const refused of [unfetched, wrong]) {
        expect(refused.statusCode).toBe(555);
        expect(refused.json()).toMatchObject({
          code: 'CAPTCHA_INVALID',
          fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid' }],
        });
      }
      // The refused answer spent the image: its right answer no longer works either.
      expect((await browser.post('/api/registration/register', { ...body, captcha: answer })).json()).toMatchObject({
        code: 'CAPTCHA_INVALID',
      });
      expect(registryLookups).toBe(before);
      expect(await accountOf(body.nin)).toEqual([]);
      expect(await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, body.mobile))).toEqual([]);

      const accepted = await browser.post('/api/registration/register', { ...body, captcha: await browser.captcha() });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(otpSentSchema.parse(accepted.json()).maskedMobile).toBe(`05******${body.mobile.slice(-2)}`);
      expect(registryLookups).toBe(before + 1);
    });

    it('creates a pending account, sends an OTP and activates the account when it is confirmed', async () => {
      const browser = new TestBrowser(t.app);
      const started = await registered(browser);
      expect(started.otp.maskedMobile).toBe(`05******${started.mobile.slice(-2)}`);
      expect(started.otp.expiresInSeconds).toBe(300);
      expect(started.otp.resendAfterSeconds).toBe(60);

      const [pending] = await accountOf(started.nin);
      expect(pending).toMatchObject({
        role: 'APPLICANT',
        status: 'PENDING_MOBILE',
        mobile: started.mobile,
        mobileVerificationStatus: mobileVerificationStatus.PENDING,
      });
      expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);
      const [personRow] = await db().select().from(person).where(eq(person.nin, started.nin));
      const record = await createLocalCivilRegistry(clock).lookup(started.nin, birthDate);
      expect(personRow).toMatchObject({ nameAr: record?.nameAr, nameEn: record?.nameEn, gender: record?.gender, birthDate });

      const confirmed = await browser.post('/api/registration/confirm-mobile', {
        id: started.otp.id,
        oneTimePassword: await codeSentTo(started.mobile),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ success: true });
      const [active] = await accountOf(started.nin);
      expect(active).toMatchObject({ status: 'ACTIVE', mobileVerificationStatus: mobileVerificationStatus.VERIFIED });
      const actions = await db()
        .select({ action: auditEvent.action })
        .from(auditEvent)
        .where(eq(auditEvent.entityId, active?.id ?? ''));
      expect(actions.map((a) => a.action).sort()).toEqual(['registration.confirm-mobile', 'registration.register']);

      // The new account signs in like any other.
      const user = await new TestBrowser(t.app).signIn({ username: started.nin, password: goodPassword, mobile: started.mobile });
      expect(user.user).toMatchObject({
        username: started.nin,
        role: 'APPLICANT',
        mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
      });
    });

    it('e-mails an activation link for the address given at registration once the mobile is confirmed', async () => {
      const browser = new TestBrowser(t.app);
      const email = `reg-${Date.now()}@example.sa`;
      const started = await registered(browser, { email });
      await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: await codeSentTo(started.mobile) });
      const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mail?.link).toMatch(/\/#\/activate-email\?token=/);
      expect((await accountOf(started.nin))[0]).toMatchObject({ pendingEmail: email, email: null, emailVerified: false });
    });

    it('answers 555 OTP_INVALID with the tries left for a wrong code, and refuses the right code after the fifth wrong one', async () => {
      const browser = new TestBrowser(t.app);
      const started = await registered(browser);
      const code = await codeSentTo(started.mobile);
      const first = await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: wrongCode(code) });
      expect(first.statusCode).toBe(555);
      expect(first.json()).toMatchObject({
        code: 'OTP_INVALID',
        message: expect.stringContaining('4') as unknown,
        fieldErrors: [{ field: 'body.oneTimePassword', code: 'otp_invalid' }],
      });
      for (let attempt = 2; attempt <= 4; attempt += 1) {
        expect(
          (await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: wrongCode(code) })).json(),
        ).toMatchObject({ code: 'OTP_INVALID' });
      }
      const fifth = await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: wrongCode(code) });
      expect(fifth.json()).toMatchObject({ code: 'OTP_EXPIRED' });
      const sixth = await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: code });
      expect(sixth.statusCode).toBe(555);
      expect(sixth.json()).toMatchObject({ code: 'OTP_EXPIRED' });
      expect((await accountOf(started.nin))[0]?.status).toBe('PENDING_MOBILE');
    });

    it('refuses an expired code', async () => {
      const browser = new TestBrowser(t.app);
      const started = await registered(browser);
      const code = await codeSentTo(started.mobile);
      clock.advance(301_000);
      const response = await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: code });
      expect(response.statusCode).toBe(555);
      expect(response.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    });

    it('refuses a resend before the delay with 429 and Retry-After, then sends a new code that replaces the old one', async () => {
      const browser = new TestBrowser(t.app);
      const started = await registered(browser);
      const oldCode = await codeSentTo(started.mobile);
      const early = await browser.post(`/api/registration/resend_otp/${started.otp.id}`);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON' });
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

      clock.advance(61_000);
      const resent = await browser.post(`/api/registration/resend_otp/${started.otp.id}`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(otpSentSchema.parse(resent.json()).id).toBe(started.otp.id);
      const newCode = await codeSentTo(started.mobile);
      if (newCode !== oldCode) {
        expect(
          (await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: oldCode })).json(),
        ).toMatchObject({ code: 'OTP_INVALID' });
      }
      expect((await browser.post('/api/registration/confirm-mobile', { id: started.otp.id, oneTimePassword: newCode })).statusCode).toBe(
        200,
      );
    });

    it('resends only registration codes: another kind of code id, or no code at all, is not found (555)', async () => {
      const browser = new TestBrowser(t.app);
      const captcha = await browser.captcha();
      const visitor = otpSentSchema.parse(
        (await browser.post('/api/applicant/sendOTP', { nin: uniqueNin(), mobile: uniqueMobile(), captcha })).json(),
      );
      clock.advance(61_000);
      for (const id of [visitor.id, crypto.randomUUID(), 'not-a-uuid']) {
        const response = await browser.post(`/api/registration/resend_otp/${id}`);
        expect(response.statusCode).toBe(555);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('refuses a NIN that already has an active account with 555 NIN_ALREADY_REGISTERED, once the birth date matches', async () => {
      const existing = await createTestAccount(db());
      const browser = new TestBrowser(t.app);
      const { response: taken } = await register(browser, { nin: existing.nin, birthDate: existing.birthDate });
      expect(taken.statusCode).toBe(555);
      expect(taken.json()).toMatchObject({ code: 'NIN_ALREADY_REGISTERED' });
      // Without the right birth date the answer says nothing about the account.
      const { response: guessed } = await register(browser, { nin: existing.nin, birthDate: '1970-01-01' });
      expect(guessed.statusCode).toBe(555);
      expect(guessed.json()).toMatchObject({ code: 'IDENTITY_NOT_CONFIRMED' });
      expect(await accountOf(existing.nin)).toHaveLength(1);
    });

    it('replaces an abandoned registration of the same NIN: the first code dies, the second confirms', async () => {
      const browser = new TestBrowser(t.app);
      const first = await registered(browser);
      // A new code of the same registration waits the resend delay like any other.
      const tooSoon = await register(browser, { nin: first.nin, mobile: uniqueMobile() });
      expect(tooSoon.response.statusCode).toBe(429);
      expect(tooSoon.response.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON' });
      clock.advance(60_000);
      const second = await registered(browser, { nin: first.nin, mobile: uniqueMobile() });
      const stale = await browser.post('/api/registration/confirm-mobile', {
        id: first.otp.id,
        oneTimePassword: await codeSentTo(first.mobile),
      });
      expect(stale.json()).toMatchObject({ code: 'OTP_EXPIRED' });
      const confirmed = await browser.post('/api/registration/confirm-mobile', {
        id: second.otp.id,
        oneTimePassword: await codeSentTo(second.mobile),
      });
      expect(confirmed.statusCode).toBe(200);
      const rows = await accountOf(first.nin);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'ACTIVE', mobile: second.mobile });
    });

    it('reuses the person already on record (a declared dependent) and keeps their names', async () => {
      const nin = uniqueNin();
      const [known] = await db()
        .insert(person)
        .values({ nin, nameAr: 'ليلى سعد القحطاني', nameEn: 'Layla Saad Alqahtani', gender: 'F', birthDate: '2001-04-09' })
        .returning();
      const browser = new TestBrowser(t.app);
      const { response: mismatch } = await register(browser, { nin, birthDate: '2001-04-10' });
      expect(mismatch.json()).toMatchObject({ code: 'IDENTITY_NOT_CONFIRMED' });
      const { response: byName } = await register(browser, { nin, birthDate: '2001-04-09', password: 'qahtani forever and ever' });
      expect(byName.statusCode).toBe(555);
      expect(byName.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'body.password', code: 'password_contains_name' }],
      });
      await registered(browser, { nin, birthDate: '2001-04-09' });
      expect((await accountOf(nin))[0]?.personId).toBe(known?.id);
      expect(await db().select().from(person).where(eq(person.nin, nin))).toHaveLength(1);
    });

    it('refuses people under 18 (UNDERAGE) with 555', async () => {
      const browser = new TestBrowser(t.app);
      const now = clock.now();
      const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
      const underage = await register(browser, { birthDate: seventeen });
      expect(underage.response.statusCode).toBe(555);
      expect(underage.response.json()).toMatchObject({ code: 'UNDERAGE' });
      expect(await accountOf(underage.body.nin)).toEqual([]);
    });

    it('refuses a birth date that does not exist, lies ahead or before 1900 on the field, before asking the registry', async () => {
      const browser = new TestBrowser(t.app);
      const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
      for (const [date, code, message] of [
        ['1990-13-45', 'date_format', 'Enter a valid date.'],
        ['1990-02-29', 'date_format', 'Enter a valid date.'],
        [nextYear, 'birth_date_in_future', 'The birth date cannot be in the future.'],
        ['1899-12-31', 'birth_date_too_early', 'The birth date cannot be before 1 January 1900.'],
      ] as const) {
        const { body, response } = await register(browser, { birthDate: date });
        expect(response.statusCode, date).toBe(400);
        expect(response.json(), date).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'body.birthDate', code, message }],
        });
        expect(await accountOf(body.nin)).toEqual([]);
      }
    });

    it('takes the national ID, birth date, mobile and code in Arabic-Indic or Persian digits, and keeps them in ASCII digits', async () => {
      const browser = new TestBrowser(t.app);
      const nin = uniqueNin();
      const mobile = uniqueMobile();
      const { response } = await register(browser, {
        nin: arabicIndicDigits(nin),
        birthDate: persianDigits(birthDate),
        mobile: persianDigits(mobile),
      });
      expect(response.statusCode, response.body).toBe(200);
      const otp = otpSentSchema.parse(response.json());
      expect(otp.maskedMobile).toBe(`05******${mobile.slice(-2)}`);
      const confirmed = await browser.post('/api/registration/confirm-mobile', {
        id: otp.id,
        oneTimePassword: arabicIndicDigits(await codeSentTo(mobile)),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const [row] = await accountOf(nin);
      expect(row).toMatchObject({ username: nin, mobile, status: 'ACTIVE' });
      const [stored] = await db().select().from(person).where(eq(person.nin, nin));
      expect(stored?.birthDate).toBe(birthDate);
      // The account answers to the national ID in either script.
      await new TestBrowser(t.app).signIn({ username: arabicIndicDigits(nin), password: goodPassword, mobile });
      await new TestBrowser(t.app).signIn({ username: nin, password: goodPassword, mobile });
    });

    it('refuses common passwords and passwords with the NIN or the name (555 VALIDATION_FAILED on body.password)', async () => {
      const browser = new TestBrowser(t.app);
      const nin = uniqueNin();
      const record = await createLocalCivilRegistry(clock).lookup(nin, birthDate);
      const family = record?.nameEn.split(' ').at(-1) ?? 'missing';
      const cases: Array<[string, string]> = [
        ['password123', 'password_common'],
        ['Qwerty123', 'password_common'],
        [`my id ${nin}`, 'password_contains_nin'],
        [`${family.toUpperCase()} house`, 'password_contains_name'],
      ];
      for (const [password, code] of cases) {
        const { response } = await register(browser, { nin, password });
        expect(response.statusCode, password).toBe(555);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body.password', code }] });
      }
      expect(await accountOf(nin)).toEqual([]);
    });

    it('spends the code only on the activation: a confirmation that fails leaves the code for another try', async () => {
      const browser = new TestBrowser(t.app);
      const started = await registered(browser);
      const body = { id: started.otp.id, oneTimePassword: await codeSentTo(started.mobile) };
      const failed = await whileAuditRefused(db(), 'registration.confirm-mobile', () =>
        browser.post('/api/registration/confirm-mobile', body),
      );
      expect(failed.statusCode).toBe(500);
      expect((await accountOf(started.nin))[0]?.status).toBe('PENDING_MOBILE');
      const retried = await browser.post('/api/registration/confirm-mobile', body);
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await accountOf(started.nin))[0]?.status).toBe('ACTIVE');
    });

    it('checks the form itself before anything else (400 with every field error)', async () => {
      const response = await new TestBrowser(t.app).post('/api/registration/register', {
        nin: '1234',
        birthDate: 'soon',
        mobile: '123',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      const fields = [
        ...new Set(response.json<{ fieldErrors: Array<{ field: string }> }>().fieldErrors.map((error) => error.field)),
      ].sort();
      expect(fields).toEqual(['body.birthDate', 'body.captcha', 'body.mobile', 'body.nin', 'body.password']);
    });
  });

  describe('visitor verification (applicant/sendOTP and verify)', () => {
    it('sends a code after the captcha and trades it for a signed token naming the NIN and mobile', async () => {
      const browser = new TestBrowser(t.app);
      const nin = uniqueNin();
      const mobile = uniqueMobile();
      const wrongCaptcha = await browser.post('/api/applicant/sendOTP', { nin, mobile, captcha: 'WRONG1' });
      expect(wrongCaptcha.statusCode).toBe(400);
      expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });

      const sent = await browser.post('/api/applicant/sendOTP', { nin, mobile, captcha: await browser.captcha() });
      expect(sent.statusCode, sent.body).toBe(200);
      const otp = otpSentSchema.parse(sent.json());
      const code = await codeSentTo(mobile);
      const wrong = await browser.post('/api/applicant/verify', { id: otp.id, oneTimePassword: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });

      const verified = await browser.post('/api/applicant/verify', { id: otp.id, oneTimePassword: code });
      expect(verified.statusCode, verified.body).toBe(200);
      const { verificationToken, expiresInSeconds } = verified.json<{ verificationToken: string; expiresInSeconds: number }>();
      expect(expiresInSeconds).toBe(15 * 60);
      expect(verifyVisitorToken(verificationToken, t.config.appSecret, clock.now())).toMatchObject({ nin, mobile });
      expect(verifyVisitorToken(`${verificationToken}x`, t.config.appSecret, clock.now())).toBeNull();
      expect(verifyVisitorToken(verificationToken, 'another secret of the right length......', clock.now())).toBeNull();
      expect(verifyVisitorToken(verificationToken, t.config.appSecret, new Date(clock.now().getTime() + 16 * 60_000))).toBeNull();
      // A code is good once.
      expect((await browser.post('/api/applicant/verify', { id: otp.id, oneTimePassword: code })).json()).toMatchObject({
        code: 'OTP_EXPIRED',
      });
    });

    it('does not accept a registration code as a visitor code', async () => {
      const browser = new TestBrowser(t.app);
      const started = await registered(browser);
      const response = await browser.post('/api/applicant/verify', {
        id: started.otp.id,
        oneTimePassword: await codeSentTo(started.mobile),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    });
  });

  describe('elderly-registration-management/create', () => {
    const body = () => ({
      nin: uniqueNin(),
      birthDate: '1948-02-11',
      mobile: uniqueMobile(),
      nameAr: 'هيا عبدالله السبيعي',
      nameEn: 'Haya Abdullah Alsubaie',
    });

    it('lets staff white-list a person, who then signs in through the white-list OTP flow', async () => {
      const staffAccount = await createTestAccount(db(), { role: 'CASE_WORKER' });
      const staff = new TestBrowser(t.app);
      await staff.signIn(staffAccount);
      const entry = body();
      const created = await staff.post('/api/elderly-registration-management/create', entry);
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json<{ id: string }>();
      const [row] = await db().select().from(account).where(eq(account.id, id));
      expect(row).toMatchObject({
        username: entry.nin,
        role: 'WHITE_LISTED_APPLICANT',
        whiteListed: true,
        status: 'ACTIVE',
        passwordHash: null,
        mobile: entry.mobile,
        mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
      });
      const [listed] = await db()
        .select()
        .from(whiteListEntry)
        .where(eq(whiteListEntry.personId, row?.personId ?? ''));
      expect(listed?.createdByAccountId).toBe(staffAccount.accountId);
      const [audit] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, id), eq(auditEvent.action, 'registration.white-list')));
      expect(audit?.actorAccountId).toBe(staffAccount.accountId);

      const duplicate = await staff.post('/api/elderly-registration-management/create', entry);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'CONFLICT' });

      const elder = new TestBrowser(t.app);
      const authenticated = await elder.post('/api/auth/whitelist/applicant/authenticate', {
        username: entry.nin,
        dob: toHijri(entry.birthDate),
        dobGeorgian: entry.birthDate,
        captcha: await elder.captcha(),
      });
      expect(authenticated.statusCode, authenticated.body).toBe(200);
      const signedIn = await elder.post('/api/auth/whitelist/applicant/confirm-otp', {
        username: entry.nin,
        oneTimePassword: await codeSentTo(entry.mobile),
        dob: toHijri(entry.birthDate),
        dobGeorgian: entry.birthDate,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(currentUserSchema.parse(signedIn.json()).user).toMatchObject({ role: 'WHITE_LISTED_APPLICANT', whiteListed: true });
    });

    it('refuses a birth date in the future or before 1900 on the field', async () => {
      const staff = new TestBrowser(t.app);
      await staff.signIn(await createTestAccount(db(), { role: 'CASE_WORKER' }));
      for (const [date, code] of [
        [`${new Date().getUTCFullYear() + 1}-06-01`, 'birth_date_in_future'],
        ['1899-06-01', 'birth_date_too_early'],
        ['1948-02-30', 'date_format'],
      ] as const) {
        const response = await staff.post('/api/elderly-registration-management/create', { ...body(), birthDate: date });
        expect(response.statusCode, date).toBe(400);
        expect(response.json(), date).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body.birthDate', code }] });
      }
    });

    it('is staff-only: 403 for an applicant, 401 for a visitor', async () => {
      const applicant = new TestBrowser(t.app);
      await applicant.signIn(await createTestAccount(db()));
      expect((await applicant.post('/api/elderly-registration-management/create', body())).statusCode).toBe(403);
      expect((await new TestBrowser(t.app).post('/api/elderly-registration-management/create', body())).statusCode).toBe(401);
    });
  });

  describe('reset-password', () => {
    async function requestReset(browser: TestBrowser, nin: string, date: string) {
      return browser.post('/api/reset-password', { nin, birthDate: date, captcha: await browser.captcha() });
    }

    it('sends a code for a matching NIN and birth date, then sets the new password, clears the lockout and ends every session', async () => {
      const owner = await createTestAccount(db());
      const signedIn = new TestBrowser(t.app);
      await signedIn.signIn(owner);
      await db()
        .update(account)
        .set({ lockedUntil: new Date(clock.now().getTime() + 15 * 60_000), failedLoginCount: 3, changePasswordRequired: true })
        .where(eq(account.id, owner.accountId));

      const browser = new TestBrowser(t.app);
      const requested = await requestReset(browser, owner.nin, owner.birthDate);
      expect(requested.statusCode, requested.body).toBe(200);
      const otp: OtpSent = otpSentSchema.parse(requested.json());
      const code = await codeSentTo(owner.mobile);

      // A refused password does not spend the code.
      const common = await browser.post('/api/reset-password', { id: otp.id, oneTimePassword: code, newPassword: 'iloveyou123' });
      expect(common.statusCode).toBe(555);
      expect(common.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'body.newPassword', code: 'password_common' }],
      });
      const withNin = await browser.post('/api/reset-password', { id: otp.id, oneTimePassword: code, newPassword: `a${owner.nin}b` });
      expect(withNin.json()).toMatchObject({ fieldErrors: [{ field: 'body.newPassword', code: 'password_contains_nin' }] });
      const wrong = await browser.post('/api/reset-password', {
        id: otp.id,
        oneTimePassword: wrongCode(code),
        newPassword: 'granite lantern 7 harbour',
      });
      expect(wrong.statusCode).toBe(555);
      expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });

      const done = await browser.post('/api/reset-password', {
        id: otp.id,
        oneTimePassword: code,
        newPassword: 'granite lantern 7 harbour',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ success: true });
      const [row] = await db().select().from(account).where(eq(account.id, owner.accountId));
      expect(row).toMatchObject({ lockedUntil: null, failedLoginCount: 0, changePasswordRequired: false });
      expect((await signedIn.get('/api/auth/currentUser')).statusCode).toBe(401);
      const open = await db()
        .select()
        .from(session)
        .where(and(eq(session.accountId, owner.accountId)));
      expect(open.every((s) => s.revokedAt !== null)).toBe(true);
      const again = await new TestBrowser(t.app).signIn({ ...owner, password: 'granite lantern 7 harbour' });
      expect(again.user.changePasswordRequired).toBe(false);
      // The code was used.
      expect(
        (await browser.post('/api/reset-password', { id: otp.id, oneTimePassword: code, newPassword: 'another fine passphrase' })).json(),
      ).toMatchObject({ code: 'OTP_EXPIRED' });
    });

    it('spends the code only on the new password: a reset that fails leaves the code and the old password', async () => {
      const owner = await createTestAccount(db());
      const browser = new TestBrowser(t.app);
      const otp = otpSentSchema.parse((await requestReset(browser, owner.nin, owner.birthDate)).json());
      const body = { id: otp.id, oneTimePassword: await codeSentTo(owner.mobile), newPassword: 'quiet orchard 4 lanterns' };
      const failed = await whileAuditRefused(db(), 'account.reset-password', () => browser.post('/api/reset-password', body));
      expect(failed.statusCode).toBe(500);
      await new TestBrowser(t.app).signIn(owner);
      const retried = await browser.post('/api/reset-password', body);
      expect(retried.statusCode, retried.body).toBe(200);
      await new TestBrowser(t.app).signIn({ ...owner, password: body.newPassword });
    });

    it('names each missing field of the step the body came closest to, not the body as a whole', async () => {
      const browser = new TestBrowser(t.app);
      const fieldsOf = async (body: object) => {
        const response = await browser.post('/api/reset-password', body);
        expect(response.statusCode).toBe(400);
        return response.json<{ fieldErrors: Array<{ field: string; code: string }> }>().fieldErrors.map((e) => [e.field, e.code]);
      };
      expect(await fieldsOf({ nin: '1010000006', birthDate: '1990-01-01' })).toEqual([['body.captcha', 'required']]);
      const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
      expect(await fieldsOf({ nin: '1010000006', birthDate: nextYear, captcha: 'AAAAA' })).toEqual([
        ['body.birthDate', 'birth_date_in_future'],
      ]);
      expect(await fieldsOf({ nin: '1010000006', birthDate: '1990-02-30', captcha: 'AAAAA' })).toEqual([['body.birthDate', 'date_format']]);
      expect(await fieldsOf({ id: 'abc', oneTimePassword: '12' })).toEqual([
        ['body.oneTimePassword', 'otp_format'],
        ['body.newPassword', 'required'],
      ]);
    });

    it('gives one answer (555 IDENTITY_NOT_CONFIRMED) for a wrong birth date, an unknown NIN and an unverified mobile', async () => {
      const owner = await createTestAccount(db());
      const withdrawn = await createTestAccount(db(), { account: { mobileVerificationStatus: mobileVerificationStatus.WITHDRAW } });
      const browser = new TestBrowser(t.app);
      const answers = [
        await requestReset(browser, owner.nin, '1970-01-01'),
        await requestReset(browser, uniqueNin(), owner.birthDate),
        await requestReset(browser, withdrawn.nin, withdrawn.birthDate),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(555);
        const { requestId: _requestId, ...rest } = answer.json<{ requestId: string }>();
        expect(rest).toEqual({ code: 'IDENTITY_NOT_CONFIRMED', message: expect.any(String) as unknown });
      }
      const answerBodies = answers.map((answer) => answer.json<{ message: string }>().message);
      expect(new Set(answerBodies).size).toBe(1);
    });

    it('needs the captcha (555 CAPTCHA_INVALID)', async () => {
      const owner = await createTestAccount(db());
      const response = await new TestBrowser(t.app).post('/api/reset-password', {
        nin: owner.nin,
        birthDate: owner.birthDate,
        captcha: 'ABC123',
      });
      expect(response.statusCode).toBe(555);
      expect(response.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    });
  });

  describe('confirm-migrate-users', () => {
    it('clears the migrated flag of the caller and keeps the forced password change', async () => {
      const migrated = await createTestAccount(db(), { account: { isMigratedOldDssNotLoggedIn: true, changePasswordRequired: true } });
      const browser = new TestBrowser(t.app);
      const before = await browser.signIn(migrated);
      expect(before.user.isMigratedOldDssNotLoggedIn).toBe(true);
      const response = await browser.get(`/api/confirm-migrate-users/${migrated.accountId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(currentUserSchema.parse(response.json()).user).toMatchObject({
        id: migrated.accountId,
        isMigratedOldDssNotLoggedIn: false,
        changePasswordRequired: true,
      });
    });

    it("answers 404 for another account's id and 401 without a session", async () => {
      const caller = await createTestAccount(db(), { account: { isMigratedOldDssNotLoggedIn: true } });
      const other = await createTestAccount(db(), { account: { isMigratedOldDssNotLoggedIn: true } });
      const browser = new TestBrowser(t.app);
      await browser.signIn(caller);
      const response = await browser.get(`/api/confirm-migrate-users/${other.accountId}`);
      expect(response.statusCode).toBe(404);
      const [untouched] = await db().select().from(account).where(eq(account.id, other.accountId));
      expect(untouched?.isMigratedOldDssNotLoggedIn).toBe(true);
      expect((await new TestBrowser(t.app).get(`/api/confirm-migrate-users/${caller.accountId}`)).statusCode).toBe(401);
    });
  });
});

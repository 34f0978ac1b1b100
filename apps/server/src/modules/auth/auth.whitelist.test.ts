import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, currentUserSchema, mobileVerificationStatus, otpSentSchema, sessionCookies, toHijri } from '@sanad/contract';
import { auditEvent, otp, session, smsOutbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { arabicIndicDigits, persianDigits } from '../../test/digits.ts';
import { createTestAccount, TestBrowser, type TestAccount, type TestAccountOptions } from '../../test/factories/session.factory.ts';

/** `YYYY-MM-DD` as the white-list form may also write it: `DD/MM/YYYY`. */
const slashed = (date: string) => date.split('-').reverse().join('/');

describe('white-listed applicant sign-in: authenticate, then confirm-otp with both birth dates', () => {
  let t: TestApp;
  let elder: TestAccount;
  let hijri: string;
  // Moved by hand past the resend delay of the codes a test spends.
  const clock = createManualClock(new Date());
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
    elder = await createTestAccount(t.database.db, {
      role: 'WHITE_LISTED_APPLICANT',
      birthDate: '1950-03-15',
      account: { whiteListed: true },
    });
    hijri = toHijri(elder.birthDate);
  });
  afterAll(() => t.close());

  const authenticate = async (b: TestBrowser, body: { username: string; dob: string; dobGeorgian: string }) =>
    b.post('/api/auth/whitelist/applicant/authenticate', { ...body, captcha: await b.captcha() });
  const confirm = (b: TestBrowser, body: { username: string; dob: string; dobGeorgian: string; oneTimePassword: string }) =>
    b.post('/api/auth/whitelist/applicant/confirm-otp', body);

  it('sends a code for the right national id and birth dates, and opens a white-listed session', async () => {
    expect(hijri).toBe('1369-05-26');
    const b = new TestBrowser(t.app);
    const sent = await authenticate(b, { username: elder.username, dob: hijri, dobGeorgian: elder.birthDate });
    expect(sent.statusCode).toBe(200);
    expect(otpSentSchema.parse(sent.json()).maskedMobile).toBe(`05******${elder.mobile.slice(-2)}`);

    // The Hijri date may come in either accepted writing.
    const response = await confirm(b, {
      username: elder.username,
      dob: slashed(hijri),
      dobGeorgian: elder.birthDate,
      oneTimePassword: await b.latestCode(elder.mobile),
    });
    expect(response.statusCode).toBe(200);
    const current = currentUserSchema.parse(response.json());
    expect(current.user).toMatchObject({ id: elder.accountId, role: 'WHITE_LISTED_APPLICANT', whiteListed: true });
    expect(current.authorities).toEqual([{ authority: 'WHITE_LISTED_APPLICANT' }]);
    expect(response.cookies.find((c) => c.name === sessionCookies.token)?.httpOnly).toBe(true);
    expect((await b.get('/api/auth/currentUser')).statusCode).toBe(200);
  });

  /** The one refusal of the white-list door: it names the birth date, not a password the form does not have. */
  const refused = { code: 'INVALID_NIN_OR_BIRTH_DATE', message: 'The national ID or birth date is not correct.' };

  it('refuses a wrong Hijri date, a wrong Gregorian date, or dates that disagree, all alike', async () => {
    const dayAfter = '1950-03-16';
    for (const dates of [
      { dob: toHijri(dayAfter), dobGeorgian: elder.birthDate },
      { dob: hijri, dobGeorgian: dayAfter },
      { dob: toHijri(dayAfter), dobGeorgian: dayAfter },
    ]) {
      const response = await authenticate(new TestBrowser(t.app), { username: elder.username, ...dates });
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject(refused);
    }
  });

  it('refuses an ordinary account with the right dates, and an unknown id, with the same answer', async () => {
    const ordinary = await createTestAccount(t.database.db, { birthDate: '1960-07-01' });
    for (const username of [ordinary.username, '1999999990']) {
      const response = await authenticate(new TestBrowser(t.app), { username, dob: toHijri('1960-07-01'), dobGeorgian: '1960-07-01' });
      expect(response.statusCode, username).toBe(400);
      const { requestId: _requestId, ...answer } = apiErrorSchema.parse(response.json());
      expect(answer, username).toEqual(refused);
    }
    const inArabic = new TestBrowser(t.app);
    const arabic = await inArabic.post(
      '/api/auth/whitelist/applicant/authenticate',
      { username: '1999999990', dob: '1380-01-01', dobGeorgian: '1960-07-01', captcha: await inArabic.captcha() },
      { 'accept-language': 'ar' },
    );
    expect(apiErrorSchema.parse(arabic.json())).toMatchObject({ code: refused.code, message: 'رقم الهوية أو تاريخ الميلاد غير صحيح.' });
  });

  it('refuses dates that do not exist, or a birth date ahead or before 1900, on their fields', async () => {
    const other = await createTestAccount(t.database.db, {
      role: 'WHITE_LISTED_APPLICANT',
      birthDate: '1950-03-15',
      account: { whiteListed: true },
    });
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const [dates, field, code] of [
      [{ dob: '1369-13-40', dobGeorgian: other.birthDate }, 'body.dob', 'date_format'],
      [{ dob: '31/05/1369', dobGeorgian: other.birthDate }, 'body.dob', 'date_format'],
      [{ dob: hijri, dobGeorgian: '1950-02-30' }, 'body.dobGeorgian', 'date_format'],
      [{ dob: hijri, dobGeorgian: nextYear }, 'body.dobGeorgian', 'birth_date_in_future'],
      [{ dob: hijri, dobGeorgian: '1899-12-31' }, 'body.dobGeorgian', 'birth_date_too_early'],
    ] as const) {
      const response = await authenticate(new TestBrowser(t.app), { username: other.username, ...dates });
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(apiErrorSchema.parse(response.json()), JSON.stringify(dates)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field, code }],
      });
    }
  });

  it('takes the national ID, dates and code in Arabic-Indic or Persian digits', async () => {
    const other = await createTestAccount(t.database.db, {
      role: 'WHITE_LISTED_APPLICANT',
      birthDate: '1950-03-15',
      account: { whiteListed: true },
    });
    const b = new TestBrowser(t.app);
    const sent = await authenticate(b, {
      username: arabicIndicDigits(other.username),
      dob: persianDigits(slashed(hijri)),
      dobGeorgian: arabicIndicDigits(other.birthDate),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const response = await confirm(b, {
      username: persianDigits(other.username),
      dob: arabicIndicDigits(hijri),
      dobGeorgian: persianDigits(other.birthDate),
      oneTimePassword: arabicIndicDigits(await b.latestCode(other.mobile)),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(currentUserSchema.parse(response.json()).user).toMatchObject({ id: other.accountId, username: other.username });
  });

  it('checks the dates again at confirm-otp, and refuses a wrong code', async () => {
    const b = new TestBrowser(t.app);
    expect((await authenticate(b, { username: elder.username, dob: hijri, dobGeorgian: elder.birthDate })).statusCode).toBe(200);
    const code = await b.latestCode(elder.mobile);
    const wrongDates = await confirm(b, { username: elder.username, dob: hijri, dobGeorgian: '1950-03-16', oneTimePassword: code });
    expect(apiErrorSchema.parse(wrongDates.json())).toMatchObject(refused);
    const wrongCode = await confirm(b, {
      username: elder.username,
      dob: hijri,
      dobGeorgian: elder.birthDate,
      oneTimePassword: code === '000000' ? '111111' : '000000',
    });
    expect(apiErrorSchema.parse(wrongCode.json()).code).toBe('OTP_INVALID');
    const malformed = await confirm(b, { username: elder.username, dob: 'yesterday', dobGeorgian: '15/03/1950', oneTimePassword: code });
    expect(malformed.statusCode).toBe(400);
    expect(
      apiErrorSchema
        .parse(malformed.json())
        .fieldErrors?.map((e) => e.field)
        .sort(),
    ).toEqual(['body.dob', 'body.dobGeorgian']);
    expect(
      (await confirm(b, { username: elder.username, dob: hijri, dobGeorgian: elder.birthDate, oneTimePassword: code })).statusCode,
    ).toBe(200);
  });

  it('accepts a code only from the browser that asked for it', async () => {
    // Another elder: the per-username limit (10 a minute) is spent on the first one by now.
    const other = await createTestAccount(t.database.db, {
      role: 'WHITE_LISTED_APPLICANT',
      birthDate: elder.birthDate,
      account: { whiteListed: true },
    });
    const dates = { username: other.username, dob: hijri, dobGeorgian: other.birthDate };
    const asked = new TestBrowser(t.app);
    expect((await authenticate(asked, dates)).statusCode).toBe(200);
    const oneTimePassword = await asked.latestCode(other.mobile);
    const withCaptcha = new TestBrowser(t.app);
    await withCaptcha.captcha();
    for (const elsewhere of [withCaptcha, new TestBrowser(t.app)]) {
      const response = await confirm(elsewhere, { ...dates, oneTimePassword });
      expect(apiErrorSchema.parse(response.json()).code).toBe('OTP_EXPIRED');
      expect(elsewhere.sessionToken).toBeUndefined();
    }
    expect((await confirm(asked, { ...dates, oneTimePassword })).statusCode).toBe(200);
  });

  it('does not accept a password sign-in code at the white-list door', async () => {
    // Another elder: the per-username limit (10 a minute) is spent on the first one by now.
    const other = await createTestAccount(t.database.db, {
      role: 'WHITE_LISTED_APPLICANT',
      birthDate: elder.birthDate,
      account: { whiteListed: true },
    });
    const b = new TestBrowser(t.app);
    await b.startPasswordSignIn(other.username, other.password);
    const response = await confirm(b, {
      username: other.username,
      dob: hijri,
      dobGeorgian: other.birthDate,
      oneTimePassword: await b.latestCode(other.mobile),
    });
    expect(apiErrorSchema.parse(response.json()).code).toBe('OTP_EXPIRED');
  });

  /** Another white-listed person (the per-username limit of 10 a minute is spent on the first one by now). */
  const anotherElder = (account: TestAccountOptions['account'] = {}) =>
    createTestAccount(t.database.db, {
      role: 'WHITE_LISTED_APPLICANT',
      birthDate: elder.birthDate,
      account: { whiteListed: true, ...account },
    });

  it('holds the address off after 5 wrong codes, answering as for wrong birth dates; another address is not held', async () => {
    const other = await anotherElder();
    const dates = { username: other.username, dob: hijri, dobGeorgian: other.birthDate };
    const fromA = new TestBrowser(t.app, { ip: '203.0.113.70' });
    expect((await authenticate(fromA, dates)).statusCode).toBe(200);
    const code = await fromA.latestCode(other.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 4; n += 1)
      expect(apiErrorSchema.parse((await confirm(fromA, { ...dates, oneTimePassword: wrong })).json()).code).toBe('OTP_INVALID');
    expect(apiErrorSchema.parse((await confirm(fromA, { ...dates, oneTimePassword: wrong })).json()).code).toBe('OTP_EXPIRED');

    clock.advance(60_000);
    const held = await authenticate(new TestBrowser(t.app, { ip: '203.0.113.70' }), dates);
    expect(held.statusCode).toBe(400);
    expect(apiErrorSchema.parse(held.json())).toMatchObject(refused);
    const fromB = new TestBrowser(t.app, { ip: '203.0.113.71' });
    expect((await authenticate(fromB, dates)).statusCode).toBe(200);
    expect((await confirm(fromB, { ...dates, oneTimePassword: await fromB.latestCode(other.mobile) })).statusCode).toBe(200);
  });

  it('sends no code to a mobile that is no longer verified, and says so only after the right dates', async () => {
    const other = await anotherElder({ mobileVerificationStatus: mobileVerificationStatus.WITHDRAW });
    const wrongDates = await authenticate(new TestBrowser(t.app), { username: other.username, dob: hijri, dobGeorgian: '1950-03-16' });
    expect(apiErrorSchema.parse(wrongDates.json())).toMatchObject(refused);
    const response = await authenticate(new TestBrowser(t.app), { username: other.username, dob: hijri, dobGeorgian: other.birthDate });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'WHITE_LIST_MOBILE_NOT_VERIFIED',
      message:
        'The mobile number on record is no longer verified, so no sign-in code can be sent to it. Sign in with the national single sign-on (Nafath), or contact the ministry to update your number.',
    });
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, other.mobile))).toEqual([]);
    expect(await t.database.db.select().from(otp).where(eq(otp.accountId, other.accountId))).toEqual([]);
  });

  it('ends the session the browser still held when it signs in again (SIGNED_IN_AGAIN)', async () => {
    const other = await anotherElder();
    const b = new TestBrowser(t.app);
    // The browser is signed in already (here as somebody else, on a shared computer).
    const previous = await b.signIn(await createTestAccount(t.database.db));
    const oldToken = b.sessionToken;
    const dates = { username: other.username, dob: hijri, dobGeorgian: other.birthDate };
    expect((await authenticate(b, dates)).statusCode).toBe(200);
    const signedIn = await confirm(b, { ...dates, oneTimePassword: await b.latestCode(other.mobile) });
    expect(signedIn.statusCode).toBe(200);
    expect(b.sessionToken).not.toBe(oldToken);

    expect((await b.get('/api/auth/currentUser', { cookie: `${sessionCookies.token}=${oldToken}` })).statusCode).toBe(401);
    expect((await b.get('/api/auth/currentUser')).statusCode).toBe(200);
    const [ended] = await t.database.db.select().from(session).where(eq(session.accountId, previous.user.id));
    expect(ended).toMatchObject({ revokedAt: expect.any(Date), revokedReason: 'SIGNED_IN_AGAIN' });
    const [signIn] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'auth.sign-in'), eq(auditEvent.actorAccountId, other.accountId)));
    expect(signIn?.after).toEqual({ method: 'white-list', replacedSession: ended?.id });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, currentUserSchema, otpSentSchema, sessionCookies, toHijri } from '@sanad/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

/** `YYYY-MM-DD` as the white-list form may also write it: `DD/MM/YYYY`. */
const slashed = (date: string) => date.split('-').reverse().join('/');

describe('white-listed applicant sign-in: authenticate, then confirm-otp with both birth dates', () => {
  let t: TestApp;
  let elder: TestAccount;
  let hijri: string;
  beforeAll(async () => {
    t = await buildTestApp();
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

  it('refuses a wrong Hijri date, a wrong Gregorian date, or dates that disagree, all alike', async () => {
    const dayAfter = '1950-03-16';
    for (const dates of [
      { dob: toHijri(dayAfter), dobGeorgian: elder.birthDate },
      { dob: hijri, dobGeorgian: dayAfter },
      { dob: toHijri(dayAfter), dobGeorgian: dayAfter },
      { dob: '1369-13-40', dobGeorgian: elder.birthDate },
    ]) {
      const response = await authenticate(new TestBrowser(t.app), { username: elder.username, ...dates });
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('refuses an ordinary account with the right dates, and an unknown id', async () => {
    const ordinary = await createTestAccount(t.database.db, { birthDate: '1960-07-01' });
    for (const username of [ordinary.username, '1999999990']) {
      const response = await authenticate(new TestBrowser(t.app), { username, dob: toHijri('1960-07-01'), dobGeorgian: '1960-07-01' });
      expect(apiErrorSchema.parse(response.json()).code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('checks the dates again at confirm-otp, and refuses a wrong code', async () => {
    const b = new TestBrowser(t.app);
    expect((await authenticate(b, { username: elder.username, dob: hijri, dobGeorgian: elder.birthDate })).statusCode).toBe(200);
    const code = await b.latestCode(elder.mobile);
    const wrongDates = await confirm(b, { username: elder.username, dob: hijri, dobGeorgian: '1950-03-16', oneTimePassword: code });
    expect(apiErrorSchema.parse(wrongDates.json()).code).toBe('INVALID_CREDENTIALS');
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
});

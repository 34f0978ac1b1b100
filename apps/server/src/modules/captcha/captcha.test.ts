import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@sanad/contract';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { captchaCookie } from './captcha-cookie.ts';

/** Every JPEG file starts with a start-of-image marker followed by another marker. */
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

describe('captcha: GET /api/captcha/image and its check on sign-in', () => {
  const clock = createManualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
  });
  afterAll(() => t.close());

  /**
   * Answers a captcha through the password sign-in of an unknown user: a good captcha gets as far as the password
   * check (INVALID_CREDENTIALS), a refused one stops at CAPTCHA_INVALID.
   */
  async function answer(b: TestBrowser, captcha: string): Promise<string> {
    const response = await b.post('/api/auth/login', { username: '1999999990', password: 'whatever', captcha });
    expect(response.statusCode).toBe(400);
    return apiErrorSchema.parse(response.json()).code;
  }

  it('serves a JPEG that is never cached and binds it to the browser with an HttpOnly, SameSite=Lax cookie', async () => {
    const b = new TestBrowser(t.app);
    const response = await b.get(`/api/captcha/image?timestamp=${Date.now()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3).equals(jpegSignature)).toBe(true);
    expect(response.rawPayload.length).toBeGreaterThan(1000);
    const cookie = response.cookies.find((c) => c.name === captchaCookie);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The next image keeps the browser's cookie and replaces the challenge.
    const again = await b.get('/api/captcha/image');
    expect(again.cookies.find((c) => c.name === captchaCookie)).toBeUndefined();
  });

  it('works without the timestamp query and refuses an over-long one', async () => {
    const b = new TestBrowser(t.app);
    expect((await b.get('/api/captcha/image')).statusCode).toBe(200);
    expect((await b.get(`/api/captcha/image?timestamp=${'9'.repeat(41)}`)).statusCode).toBe(400);
  });

  it('accepts the right answer, in any letter case and with spaces around', async () => {
    const b = new TestBrowser(t.app);
    expect(await answer(b, ` ${(await b.captcha()).toLowerCase()} `)).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a wrong answer, and the image is then spent: the right answer fails too', async () => {
    const b = new TestBrowser(t.app);
    const right = await b.captcha();
    const response = await b.post('/api/auth/login', {
      username: '1999999990',
      password: 'x',
      captcha: right === 'AAAAA' ? 'CCCCC' : 'AAAAA',
    });
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'CAPTCHA_INVALID',
      fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid' }],
    });
    expect(await answer(b, right)).toBe('CAPTCHA_INVALID');
  });

  it('is single use: a right answer works once', async () => {
    const b = new TestBrowser(t.app);
    const right = await b.captcha();
    expect(await answer(b, right)).toBe('INVALID_CREDENTIALS');
    expect(await answer(b, right)).toBe('CAPTCHA_INVALID');
  });

  it('only the newest image of a browser counts', async () => {
    const b = new TestBrowser(t.app);
    const first = await b.captcha();
    const second = await b.captcha();
    if (first !== second) expect(await answer(b, first)).toBe('CAPTCHA_INVALID');
    const third = await b.captcha();
    expect(await answer(b, third)).toBe('INVALID_CREDENTIALS');
  });

  it('belongs to the browser that fetched it: another browser cannot answer it', async () => {
    const owner = new TestBrowser(t.app);
    const right = await owner.captcha();
    const other = new TestBrowser(t.app);
    expect(await answer(other, right)).toBe('CAPTCHA_INVALID');
    await other.captcha();
    expect(await answer(other, right)).toBe('CAPTCHA_INVALID');
    expect(await answer(owner, right)).toBe('INVALID_CREDENTIALS');
  });

  it('expires 2 minutes after the image was drawn', async () => {
    const inTime = new TestBrowser(t.app);
    const late = new TestBrowser(t.app);
    const inTimeAnswer = await inTime.captcha();
    const lateAnswer = await late.captcha();
    clock.advance(119_000);
    expect(await answer(inTime, inTimeAnswer)).toBe('INVALID_CREDENTIALS');
    clock.advance(1_000);
    expect(await answer(late, lateAnswer)).toBe('CAPTCHA_INVALID');
  });

  it('guards the single sign-on and white-list doors too', async () => {
    const b = new TestBrowser(t.app);
    await b.captcha();
    const iam = await b.post('/api/iam/v2/login', { username: '1999999990', captcha: 'AAAAA' });
    expect(apiErrorSchema.parse(iam.json()).code).toBe('CAPTCHA_INVALID');
    const whiteList = await b.post('/api/auth/whitelist/applicant/authenticate', {
      username: '1999999990',
      dob: '1370-01-01',
      dobGeorgian: '1950-10-12',
      captcha: 'AAAAA',
    });
    expect(apiErrorSchema.parse(whiteList.json()).code).toBe('CAPTCHA_INVALID');
  });

  it('has no answer for a browser without a captcha (demo aid)', async () => {
    expect((await new TestBrowser(t.app).get('/api/dev/captcha-answer')).statusCode).toBe(404);
  });
});

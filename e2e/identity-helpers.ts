import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, type Page } from '@playwright/test';
import { sessionKey, waitForStartup } from './fixtures.ts';

/** The password of every demo account (apps/server seed, README). */
export const demoPassword = 'sanad-demo-2026';

/** The demo accounts, one per sign-in path; mobiles 0550000001… in this order (README "Demo accounts"). */
export const demoAccounts = {
  applicant: { nin: '1010000006', mobile: '0550000001', birthDate: '1984-06-12' },
  applicant2: { nin: '1010000014', mobile: '0550000002', birthDate: '1991-02-03' },
  changePassword: { nin: '1010000022', mobile: '0550000003', birthDate: '1979-11-20' },
  changeMobile: { nin: '1010000030', mobile: '0550000004', birthDate: '1988-08-08' },
  migrated: { nin: '1010000048', mobile: '0550000005', birthDate: '1965-04-30' },
  pendingRelation: { nin: '1010000055', mobile: '0550000006', birthDate: '2004-09-14' },
  emergency: { nin: '1010000063', mobile: '0550000007', birthDate: '2002-01-25' },
  whiteListed: { nin: '1010000071', mobile: '0550000008', birthDate: '1950-03-15' },
} as const;

export type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];

/** The check digit rule of the contract's isValidNin: digits at even positions doubled, digit sums a multiple of 10. */
export function ninCheckDigit(firstNine: string): string {
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const digit = Number(firstNine[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return String((10 - (sum % 10)) % 10);
}

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A citizen NIN nobody has registered yet (1 + 8 random digits + check digit); 10100000… is the demo range. */
export function newNin(): string {
  let prefix = '';
  do prefix = `1${randomDigits(8)}`;
  while (prefix.startsWith('10100000'));
  return prefix + ninCheckDigit(prefix);
}

/** A new national ID of a man or a woman: the civil-registry simulator reads the gender from the ninth digit. */
export function newNinOfGender(gender: 'M' | 'F'): string {
  for (;;) {
    const nin = newNin();
    if ((Number(nin[8]) % 2 === 0 ? 'M' : 'F') === gender) return nin;
  }
}

/** A Saudi mobile outside the demo range 05500000xx. */
export function newMobile(): string {
  return `059${randomDigits(7)}`;
}

/** The Hijri (Umm al-Qura) date of a Gregorian ISO date, DD/MM/YYYY, as the white-list form takes it. */
export function hijriOf(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year').replace(/\D/g, '')}`;
}

/** Headers for a state-changing call made from the test: the anti-forgery token of the browser context. */
export async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {};
}

/**
 * The answer of the captcha the page shows, from the demo-only endpoint. It asks with the page's own cookies, after
 * the image has loaded, since the server keeps the latest image of each browser.
 */
export async function captchaAnswer(page: Page): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0), {
      message: 'the captcha image should load',
    })
    .toBe(true);
  const response = await page.request.get('/api/dev/captcha-answer');
  expect(response.ok(), `GET /api/dev/captcha-answer answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { answer: string };
  return body.answer;
}

interface OutboxMessage {
  mobile: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/**
 * Puts a demo account back as seeded (demo tools). Journeys that use up an account's state (a forced password change,
 * an unverified mobile, a migrated account, a relation to confirm) start with it, so a retry finds the account as the
 * first try did.
 */
export async function resetDemoAccount(page: Page, account: { nin: string }): Promise<void> {
  const response = await page.request.post(`/api/dev/demo-accounts/${account.nin}/reset`, { headers: await xsrfHeaders(page) });
  expect(response.status(), await response.text()).toBe(200);
}

/** The code of the newest SMS to `mobile` sent at or after `since` (ms), waiting for it to arrive. */
export async function smsCode(page: Page, mobile: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
        if (!response.ok()) return `HTTP ${response.status()}`;
        const messages = (await response.json()) as OutboxMessage[];
        // One second of slack: the server stamps with its own clock, rounded.
        const fresh = messages.filter((message) => Date.parse(message.createdAt) >= since - 1000 && message.code);
        code = fresh[0]?.code ?? null;
        return code === null ? 'no code yet' : 'code';
      },
      { message: `an SMS code to ${mobile}`, timeout: 15_000 },
    )
    .toBe('code');
  return code ?? '';
}

/** Enters the code of the newest SMS into the OTP field of `form` and submits it. */
export async function confirmSmsCode(page: Page, form: string, mobile: string, since: number): Promise<void> {
  await expect(page.getByTestId(form)).toBeVisible();
  await page.getByTestId('otp-input').fill(await smsCode(page, mobile, since));
  await page.getByTestId(form).locator('button[type="submit"]').click();
}

/** The session the web app keeps in sessionStorage, or null. */
export async function storedSession(page: Page): Promise<{ principal: string; user: Record<string, unknown> } | null> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), sessionKey);
  return raw ? (JSON.parse(raw) as { principal: string; user: Record<string, unknown> }) : null;
}

/**
 * Signs in on the open login screen with username, password and captcha, then the SMS code: the whole password
 * journey of spec §2. Ends where the post-login redirect order sends the account.
 */
export async function signInWithPassword(
  page: Page,
  account: { nin: string; mobile: string },
  password: string = demoPassword,
): Promise<void> {
  await waitForStartup(page);
  const form = page.getByTestId('password-login-form');
  await expect(form).toBeVisible();
  await page.locator('#login-username').fill(account.nin);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-captcha').fill(await captchaAnswer(page));
  await oneSignInAtATime(account.nin, async () => {
    const since = Date.now();
    await form.locator('button[type="submit"]').click();
    await confirmSmsCode(page, 'login-otp-form', account.mobile, since);
    await expect
      .poll(() => storedSession(page).then((session) => session?.principal ?? null), { message: 'a stored session' })
      .toBe(account.nin);
  });
  // The session is stored before the app leaves the login screen for where the redirect order sends the person; a
  // journey that opened a route of its own in between was sent away from it again (seen under load).
  await expect(page, 'the app should leave the login screen').not.toHaveURL(/#\/login(\?|$)/);
}

/**
 * Runs a sign-in's code step for `nin` while no other worker runs one for the same account: a new sign-in code
 * replaces the account's previous one, so two journeys signing in as one demo account at once could each be sent the
 * other's code. A folder in the run's data folder is the lock (mkdir is atomic); one left by a killed worker is taken
 * after a minute.
 */
async function oneSignInAtATime(nin: string, step: () => Promise<void>): Promise<void> {
  const lock = join(process.env.SANAD_E2E_DATA_DIR ?? tmpdir(), `sign-in-${nin}.lock`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000 || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await step();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Registers a person through the API and confirms the mobile with the SMS code. It calls from a client with a cookie
 * jar of its own: registration spends a captcha (as the register screen does), and the captcha of the page, bound to
 * the page's cookie, must stay usable for the sign-in that follows.
 */
export async function registerThroughApi(
  page: Page,
  person: { nin: string; mobile: string; birthDate: string; password: string },
): Promise<void> {
  await page.goto('/#/login');
  await waitForStartup(page);
  const api = await request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    // The image sets the client's captcha cookie, and its anti-forgery cookie with it.
    expect((await api.get(`/api/captcha/image?timestamp=${Date.now()}`)).ok()).toBe(true);
    const answer = await api.get('/api/dev/captcha-answer');
    expect(answer.ok(), `GET /api/dev/captcha-answer answered ${answer.status()}`).toBe(true);
    const captcha = ((await answer.json()) as { answer: string }).answer;
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    const headers: Record<string, string> = xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) } : {};
    const since = Date.now();
    const registered = await api.post('/api/registration/register', {
      headers,
      data: { nin: person.nin, birthDate: person.birthDate, mobile: person.mobile, password: person.password, captcha },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const { id } = (await registered.json()) as { id: string };
    const confirmed = await api.post('/api/registration/confirm-mobile', {
      headers,
      data: { id, oneTimePassword: await smsCode(page, person.mobile, since) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

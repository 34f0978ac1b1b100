import type { Page } from '@playwright/test';
import { expect, languages, test, waitForStartup, type App } from './fixtures.ts';
import {
  captchaAnswer,
  confirmSmsCode,
  demoAccounts,
  demoPassword,
  hijriOf,
  newMobile,
  newNin,
  registerThroughApi,
  resetDemoAccount,
  signInWithPassword,
  smsCode,
  storedSession,
  xsrfHeaders,
} from './identity-helpers.ts';

/** Names the UI shows for the signed-in user, by language (the session holds both). */
async function displayName(page: Page, language: 'ar' | 'en'): Promise<string> {
  const session = await storedSession(page);
  return String(language === 'ar' ? session?.user.nameAr : session?.user.nameEn);
}

/** Starts a national single sign-on on the open screen and returns the number shown to the person. */
async function startNafath(page: Page, prefix: 'nafath' | 'iam', nin: string): Promise<string> {
  await page.locator(`#${prefix}-username`).fill(nin);
  await page.locator(`#${prefix}-captcha`).fill(await captchaAnswer(page));
  await page.getByTestId('nafath-login-form').locator('button[type="submit"]').click();
  const random = page.getByTestId('nafath-random');
  await expect(random).toBeVisible();
  return (await random.textContent())?.trim() ?? '';
}

/** Approves, through the demo identity-provider simulator's API, the pending request showing `random` for `nin`. */
async function approveThroughApi(page: Page, nin: string, random: string): Promise<void> {
  let transId = '';
  await expect
    .poll(async () => {
      const pending = (await (await page.request.get('/api/dev/iam/pending')).json()) as {
        transId: string;
        username: string;
        random: string;
      }[];
      transId = pending.find((request) => request.username === nin && request.random === random)?.transId ?? '';
      return transId !== '';
    })
    .toBe(true);
  const approved = await page.request.post(`/api/dev/iam/${transId}/approve`, { headers: await xsrfHeaders(page) });
  expect(approved.status(), await approved.text()).toBe(200);
}

async function openLogin(app: App, page: Page): Promise<void> {
  await app.open('/login');
  await expect(page.getByTestId('login-screen')).toBeVisible();
}

for (const language of languages) {
  test.describe(`identity (${language})`, () => {
    test.use({ language });

    test('a new person registers, confirms the mobile, then signs in with password, captcha and SMS code', async ({ page, app, axe }) => {
      test.setTimeout(90_000);
      const nin = newNin();
      const mobile = newMobile();
      // The server refuses passwords that contain the national ID or the name.
      const password = 'Palm-Harbour-47!';

      await openLogin(app, page);
      await page
        .getByTestId('login-screen')
        .getByRole('link', { name: language === 'ar' ? 'سجّل الآن' : 'Register', exact: true })
        .click();
      await expect(page).toHaveURL(/#\/register$/);
      await expect(page.getByTestId('register-form')).toBeVisible();
      await axe();

      // The browser checks first, with the contract's messages, and sends nothing.
      await page.getByTestId('register-form').locator('button[type="submit"]').click();
      await expect(page.getByTestId('error-summary')).toBeFocused();
      await axe();

      await page.locator('#register-nin').fill(nin);
      // The date field's day, month and year boxes.
      await page.locator('#register-birth-date').fill('17');
      await page.locator('#register-birth-date-month').fill('05');
      await page.locator('#register-birth-date-year').fill('1990');
      await page.locator('#register-mobile').fill(mobile);
      await page.locator('#register-password').fill(password);
      await page.locator('#register-confirm-password').fill(password);
      // Registration asks for the captcha, like sign-in.
      await page.locator('#register-captcha').fill(await captchaAnswer(page));
      await page.locator('#register-accept-terms').check();
      const since = Date.now();
      await page.getByTestId('register-form').locator('button[type="submit"]').click();

      await expect(page.getByTestId('register-otp-form')).toBeVisible();
      await expect(page.getByTestId('otp-masked-mobile')).toHaveText(`${mobile.slice(0, 2)}******${mobile.slice(-2)}`);
      await expect(page.getByTestId('otp-resend')).toBeDisabled();
      await axe();
      await confirmSmsCode(page, 'register-otp-form', mobile, since);

      await expect(page.getByTestId('register-done')).toBeVisible();
      await axe();
      await page.getByTestId('register-done').getByRole('link').click();
      await expect(page).toHaveURL(/#\/login$/);

      await signInWithPassword(page, { nin, mobile }, password);
      await expect(page).toHaveURL(/#\/home$/);
      await expect(page.getByTestId('home-greeting')).toContainText(await displayName(page, language));
      await axe();
    });

    test('national single sign-on approved in the identity-provider simulator lands home', async ({ page, app, context, axe }) => {
      // One account per language: journeys run in parallel and each waits for its own request.
      const account = language === 'ar' ? demoAccounts.applicant : demoAccounts.applicant2;
      await app.open('/iam-login');
      await expect(page.getByTestId('iam-login-screen')).toBeVisible();
      await axe();
      const random = await startNafath(page, 'iam', account.nin);
      expect(random).toMatch(/^\d{2}$/);
      await axe();

      // The simulator screen (demo mode), opened as a tester would from the footer, in a second tab.
      const simulator = await context.newPage();
      await simulator.goto('/#/dev/outbox');
      await waitForStartup(simulator);
      const request = simulator.getByTestId('dev-iam-request').filter({ hasText: account.nin }).filter({ hasText: random });
      await expect(request).toBeVisible();
      await request.getByTestId('dev-iam-approve').click();
      await simulator.close();

      // The poller checks every 3 s.
      await expect(page).toHaveURL(/#\/home$/, { timeout: 15_000 });
      expect((await storedSession(page))?.principal).toBe(account.nin);
      await expect(page.getByTestId('home-greeting')).toContainText(await displayName(page, language));
    });
  });
}

test.describe('identity', () => {
  test('the Nafath tab of the login screen: approval through the simulator API', async ({ page, app }) => {
    const person = { nin: newNin(), mobile: newMobile(), birthDate: '1994-04-04', password: 'Nafath-tab-2026' };
    await registerThroughApi(page, person);
    await openLogin(app, page);
    await page.getByRole('tab').nth(1).click();
    const random = await startNafath(page, 'nafath', person.nin);
    await approveThroughApi(page, person.nin, random);
    await expect(page).toHaveURL(/#\/home$/, { timeout: 15_000 });
  });

  test('single sign-on for a person without an account stores no session and points to registration', async ({ page, app, axe }) => {
    await app.open('/iam-login');
    const nin = newNin();
    const random = await startNafath(page, 'iam', nin);
    await approveThroughApi(page, nin, random);
    await expect(page.getByTestId('nafath-not-registered')).toBeVisible({ timeout: 15_000 });
    expect(await storedSession(page)).toBeNull();
    await expect(page.getByTestId('nafath-not-registered').getByRole('link')).toHaveAttribute('href', '#/register');
    await axe();
  });

  test('a wrong captcha shows the server message, loads a new image and keeps the username and password', async ({ page, app }) => {
    await openLogin(app, page);
    const image = page.getByTestId('captcha-image');
    await captchaAnswer(page);
    const first = await image.getAttribute('src');
    await page.locator('#login-username').fill(demoAccounts.applicant2.nin);
    await page.locator('#login-password').fill(demoPassword);
    await page.locator('#login-captcha').fill('WRONG');
    await page.getByTestId('password-login-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expect(image).not.toHaveAttribute('src', first ?? '');
    await expect(page.locator('#login-username')).toHaveValue(demoAccounts.applicant2.nin);
    await expect(page.locator('#login-password')).toHaveValue(demoPassword);
    await expect(page.locator('#login-captcha')).toHaveValue('');
  });

  test.describe('post-login redirect order (spec §4)', () => {
    test.use({ language: 'en' });

    test('a forced password change cannot be skipped, then the chain goes on home', async ({ page, app, axe }) => {
      await openLogin(app, page);
      await resetDemoAccount(page, demoAccounts.changePassword);
      await signInWithPassword(page, demoAccounts.changePassword);
      await expect(page).toHaveURL(/#\/change-password$/);
      await expect(page.getByTestId('change-password-forced')).toBeVisible();
      await axe();

      await page.goto('/#/home');
      await expect(page).toHaveURL(/#\/change-password$/);

      await page.locator('#change-password-old').fill(demoPassword);
      await page.locator('#change-password-new').fill('Olive-Garden-2026');
      await page.locator('#change-password-confirm').fill('Olive-Garden-2026');
      await page.getByTestId('change-password-screen').locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/#\/home$/);
    });

    test('an unverified mobile gets no sign-in code: Nafath signs in, then /change-mobile until a new number is verified', async ({
      page,
      app,
      axe,
    }) => {
      await openLogin(app, page);
      await resetDemoAccount(page, demoAccounts.changeMobile);
      const account = demoAccounts.changeMobile;
      const since = Date.now();
      await page.locator('#login-username').fill(account.nin);
      await page.locator('#login-password').fill(demoPassword);
      await page.locator('#login-captcha').fill(await captchaAnswer(page));
      await page.getByTestId('password-login-form').locator('button[type="submit"]').click();
      // The right password, but the number may not be theirs: no code is sent, and Nafath is offered instead.
      await expect(page.getByTestId('error-summary')).toContainText('not verified');
      await axe();
      const outbox = (await (await page.request.get(`/api/dev/sms-outbox?mobile=${account.mobile}`)).json()) as { createdAt: string }[];
      expect(outbox.filter((message) => Date.parse(message.createdAt) >= since - 1000)).toEqual([]);

      await page.getByTestId('login-use-nafath').click();
      await expect(page.locator('#nafath-username')).toHaveValue(account.nin);
      await page.locator('#nafath-captcha').fill(await captchaAnswer(page));
      await page.getByTestId('nafath-login-form').locator('button[type="submit"]').click();
      await expect(page.getByTestId('nafath-random')).toBeVisible();
      const random = (await page.getByTestId('nafath-random').textContent())?.trim() ?? '';
      await approveThroughApi(page, account.nin, random);
      await expect(page).toHaveURL(/#\/change-mobile$/, { timeout: 15_000 });
      await expect(page.getByTestId('change-mobile-forced')).toBeVisible();
      await axe();

      const mobile = newMobile();
      await page.locator('#change-mobile-number').fill(mobile);
      const sentAt = Date.now();
      await page.getByTestId('change-mobile-form').locator('button[type="submit"]').click();
      await expect(page.getByTestId('change-mobile-otp-form')).toBeVisible();
      await axe();
      await confirmSmsCode(page, 'change-mobile-otp-form', mobile, sentAt);
      await expect(page).toHaveURL(/#\/home$/);
      expect((await storedSession(page))?.user.mobileVerificationStatus).toBe(31001);
    });

    test('a migrated user goes to /confirm-migrate-users, then sets a password, then home', async ({ page, app, axe }) => {
      await openLogin(app, page);
      await resetDemoAccount(page, demoAccounts.migrated);
      await signInWithPassword(page, demoAccounts.migrated);
      await expect(page).toHaveURL(/#\/confirm-migrate-users$/);
      await expect(page.getByTestId('migrate-name')).toHaveText('Abdulrahman Ali Alshehri');
      await expect(page.getByTestId('migrate-mobile')).toHaveText('05******05');
      await axe();
      await page.getByTestId('confirm-migrate').click();

      // The old system's password was temporary: confirming the account asks for a new one (spec §4 order 2).
      await expect(page).toHaveURL(/#\/change-password$/);
      await page.locator('#change-password-old').fill(demoPassword);
      await page.locator('#change-password-new').fill('Desert-Rose-2026');
      await page.locator('#change-password-confirm').fill('Desert-Rose-2026');
      await page.getByTestId('change-password-screen').locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/#\/home$/);
    });

    test('a pending relation goes to /dependent-confirm-relation; confirming it moves on', async ({ page, app, axe }) => {
      await openLogin(app, page);
      await resetDemoAccount(page, demoAccounts.pendingRelation);
      await signInWithPassword(page, demoAccounts.pendingRelation);
      await expect(page).toHaveURL(/#\/dependent-confirm-relation$/);
      const item = page.getByTestId('relation-item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Mohammed Abdullah Alharbi');
      await axe();

      // The reject dialog checks its reason (3 to 300 characters) before sending.
      await item.getByTestId('relation-reject').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByTestId('error-summary')).toBeVisible();
      // Checked once the dialog has finished fading in; mid-transition every colour is a blend.
      await dialog.evaluate((element) => Promise.all(element.ownerDocument.getAnimations().map((animation) => animation.finished)));
      await axe();
      await page.keyboard.press('Escape');

      await item.getByTestId('relation-confirm').click();
      await expect(page).toHaveURL(/#\/home$/);
      expect((await storedSession(page))?.user.confirmRelationRequired).toBe(false);
    });

    test('a dependent who may act for an applicant chooses the account and sees who they act for', async ({ page, app, axe }) => {
      await openLogin(app, page);
      await signInWithPassword(page, demoAccounts.emergency);
      await expect(page).toHaveURL(/#\/dependent-emergency-login-selection$/);
      const applicant = page.getByTestId('emergency-applicant');
      await expect(applicant).toContainText('Mohammed Abdullah Alharbi');
      await axe();
      await applicant.getByTestId('emergency-enter').click();
      await expect(page).toHaveURL(/#\/home$/);
      await expect(page.getByTestId('acting-for-banner')).toContainText('Mohammed Abdullah Alharbi');
      expect((await storedSession(page))?.user.emergencyLogin).toBe(true);
      await axe();
      // Back to the selection by its address: home, still signed in (its list would answer 403 and sign them out).
      await page.goto('/#/dependent-emergency-login-selection');
      await expect(page).toHaveURL(/#\/home$/);
      await expect(page.getByTestId('acting-for-banner')).toBeVisible();
    });
  });

  // In Arabic only: run in both languages at once, the account's codes would void each other.
  test('a white-listed applicant signs in with both birth dates and lands on the white-list applications', async ({ page, app, axe }) => {
    await app.open('/white-list');
    await expect(page.getByTestId('white-list-form')).toBeVisible();
    await axe();
    const { nin, mobile, birthDate } = demoAccounts.whiteListed;
    await page.locator('#white-list-nin').fill(nin);
    // Typed in the Hijri calendar (the Umm al-Qura date of the demo account's birth date); the field shows the
    // Gregorian date beside it, and the request carries both.
    await page.getByTestId('white-list-form').getByText('هجري', { exact: true }).click();
    const [hijriDay = '', hijriMonth = '', hijriYear = ''] = hijriOf(birthDate).split('/');
    await page.locator('#white-list-dob').fill(hijriDay);
    await page.locator('#white-list-dob-month').fill(hijriMonth);
    await page.locator('#white-list-dob-year').fill(hijriYear);
    await expect(page.getByTestId('white-list-dob-other-calendar')).toContainText(birthDate.slice(0, 4));
    await page.locator('#white-list-captcha').fill(await captchaAnswer(page));
    const since = Date.now();
    await page.getByTestId('white-list-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('white-list-otp-form')).toBeVisible();
    await confirmSmsCode(page, 'white-list-otp-form', mobile, since);
    await expect(page).toHaveURL(/#\/white-list\/applications$/);
    await expect(page.getByTestId('white-list-name')).toContainText('حصة إبراهيم المطيري');
    await axe();

    // White-listed applicants see only their page.
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/white-list\/applications$/);
  });

  test('a 401 in the middle of a session returns to login with sessionStorage cleared, saying the session ended', async ({ page, app }) => {
    const person = { nin: newNin(), mobile: newMobile(), birthDate: '1995-05-05', password: 'Expired-test-2026' };
    await registerThroughApi(page, person);
    await openLogin(app, page);
    await signInWithPassword(page, person, person.password);
    await expect(page).toHaveURL(/#\/home$/);

    // The server forgets the session (as after a time-out); the browser still holds its copy.
    const logout = await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
    expect(logout.status()).toBe(200);
    expect(await storedSession(page)).not.toBeNull();

    // The account screen asks for the current user on arrival: that call answers 401.
    await page.getByTestId('home-account').click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByTestId('login-screen')).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    await expect(page.getByTestId('toast').filter({ hasText: 'انتهت جلستك' })).toBeVisible();
  });

  test('sign-out ends the session on the server too', async ({ page, app }) => {
    const person = { nin: newNin(), mobile: newMobile(), birthDate: '1996-06-06', password: 'Sign-out-test-2026' };
    await registerThroughApi(page, person);
    await openLogin(app, page);
    await signInWithPassword(page, person, person.password);
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/#\/login$/);
    expect(await storedSession(page)).toBeNull();
    // Leaving on purpose is no ended session to explain.
    await expect(page.getByTestId('login-screen')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    const current = await page.request.get('/api/auth/currentUser');
    expect(current.status()).toBe(401);
  });

  test('account settings: send an activation link and open it from the e-mail outbox', async ({ page, app, axe }) => {
    const person = { nin: newNin(), mobile: newMobile(), birthDate: '1993-03-03', password: 'Account-test-2026' };
    await registerThroughApi(page, person);
    await openLogin(app, page);
    await signInWithPassword(page, person, person.password);
    await app.open('/account');
    await expect(page.getByTestId('account-screen')).toBeVisible();
    await axe();

    const email = `tester.${person.nin}@example.sa`;
    await page.locator('#account-email').fill(email);
    await page.getByTestId('account-email').locator('button[type="submit"]').click();
    await expect(page.getByTestId('account-email-sent')).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`/api/dev/email-outbox?email=${encodeURIComponent(email)}`)).json()) as {
          to: string;
          link: string | null;
        }[];
        link = mails.find((mail) => mail.to === email && mail.link)?.link ?? '';
        return link !== '';
      })
      .toBe(true);
    const target = new URL(link);
    expect(target.hash).toMatch(/^#\/activate-email\?token=/);
    await page.goto(`/${target.hash}`);
    await expect(page.getByTestId('activate-email-done')).toBeVisible();
    await axe();

    await app.open('/account');
    await expect(page.getByTestId('account-email-state')).toHaveText(app.language === 'ar' ? 'موثّق' : 'Verified');
  });

  test('account deletion: password, SMS code, then signed out with a message', async ({ page, app }) => {
    const person = { nin: newNin(), mobile: newMobile(), birthDate: '1992-02-02', password: 'Delete-test-2026' };
    await registerThroughApi(page, person);
    await openLogin(app, page);
    await signInWithPassword(page, person, person.password);
    await app.open('/account');
    await page.locator('#account-delete-password').fill(person.password);
    const since = Date.now();
    await page.getByTestId('account-delete-form').locator('button[type="submit"]').click();
    await confirmSmsCode(page, 'account-delete-otp-form', person.mobile, since);
    await expect(page).toHaveURL(/#\/login$/);
    expect(await storedSession(page)).toBeNull();
  });

  test('a forgotten password is reset with national ID, birth date, captcha and the SMS code', async ({ page, app, axe }) => {
    const person = { nin: newNin(), mobile: newMobile(), birthDate: '1991-01-01', password: 'Before-reset-2026' };
    await registerThroughApi(page, person);
    await openLogin(app, page);
    await page.getByTestId('login-screen').getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(page.getByTestId('reset-password-form')).toBeVisible();
    await axe();
    await page.locator('#reset-nin').fill(person.nin);
    const [year = '', month = '', day = ''] = person.birthDate.split('-');
    await page.locator('#reset-birth-date').fill(day);
    await page.locator('#reset-birth-date-month').fill(month);
    await page.locator('#reset-birth-date-year').fill(year);
    await page.locator('#reset-captcha').fill(await captchaAnswer(page));
    const since = Date.now();
    await page.getByTestId('reset-password-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('reset-password-confirm-form')).toBeVisible();
    await page.getByTestId('otp-input').fill(await smsCode(page, person.mobile, since));
    await page.locator('#reset-new-password').fill('After-reset-2026');
    await page.locator('#reset-confirm-password').fill('After-reset-2026');
    await axe();
    await page.getByTestId('reset-password-confirm-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('reset-password-done')).toBeVisible();
    await page.getByTestId('reset-password-done').getByRole('link').click();
    await signInWithPassword(page, person, 'After-reset-2026');
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('the demo tools are linked from the footer and list the SMS sent', async ({ page, app, axe }) => {
    await app.open('/login');
    await page.getByTestId('footer-dev-outbox').click();
    await expect(page).toHaveURL(/#\/dev\/outbox$/);
    await expect(page.getByTestId('dev-outbox-screen')).toBeVisible();
    await expect(page.getByTestId('dev-accounts-table-row')).toHaveCount(9);
    await axe();

    // The case worker's account: no other journey signs in with it, so resetting it here disturbs none of them.
    await page.getByTestId('dev-reset-1010000089').click();
    const dialog = page.getByRole('dialog');
    await dialog.evaluate((element) => Promise.all(element.ownerDocument.getAnimations().map((animation) => animation.finished)));
    // The dialog brings its own stylesheets: opened on a screen that imports none of them, it still has its panel.
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await axe();
    await dialog.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'staff' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

import type { Browser, Page } from '@playwright/test';
import { expect, languages, test, type App } from './fixtures.ts';
import { confirmSmsCode, newMobile, newNin, registerThroughApi, signInWithPassword, storedSession } from './identity-helpers.ts';

/** Waits until a dialog has finished fading in: axe judges colour contrast on what is painted, half-transparent or not. */
async function opened(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
}

interface Person {
  nin: string;
  mobile: string;
  birthDate: string;
  password: string;
}

/** A new person of their own for each journey: sessions and mobiles are what the journeys change. */
const newPerson = (): Person => ({ nin: newNin(), mobile: newMobile(), birthDate: '1990-05-05', password: 'Cedar-Window-2026' });

async function signInOnLogin(app: App, page: Page, person: Person): Promise<void> {
  await app.open('/login');
  await expect(page.getByTestId('login-screen')).toBeVisible();
  await signInWithPassword(page, person, person.password);
}

/** The same person signed in from another browser (a phone, say): a context of its own, so a cookie jar of its own. */
async function secondBrowser(browser: Browser, baseURL: string | undefined, person: Person): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto('/#/login');
  await signInWithPassword(page, person, person.password);
  return page;
}

for (const language of languages) {
  test.describe(`account security (${language})`, () => {
    test.use({ language });

    test('signed-in devices: another browser is listed and ended from the account screen', async ({ page, app, browser, baseURL, axe }) => {
      test.setTimeout(90_000);
      const person = newPerson();
      await registerThroughApi(page, person);
      const phone = await secondBrowser(browser, baseURL, person);
      await signInOnLogin(app, page, person);

      await app.open('/account');
      const section = page.getByTestId('account-sessions');
      await expect(
        section.getByRole('heading', { name: language === 'ar' ? 'الأجهزة المسجَّل الدخول منها' : 'Signed-in devices' }),
      ).toBeVisible();
      const rows = section.getByTestId('sessions-table-row');
      await expect(rows).toHaveCount(2);
      await expect(section.getByTestId('sessions-current')).toHaveText(language === 'ar' ? 'هذا الجهاز' : 'This device');
      const phoneRow = rows.filter({ hasText: 'Safari 17' });
      await expect(phoneRow).toContainText(language === 'ar' ? 'Safari 17 على iOS 17' : 'Safari 17 on iOS 17');
      await axe();

      await phoneRow.getByTestId('sessions-end').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Safari 17');
      await opened(page);
      await axe();
      await dialog.getByTestId('confirm-dialog-confirm').click();
      await expect(rows).toHaveCount(1);
      await expect(page.getByTestId('sessions-only-this')).toBeVisible();

      // The phone's session is over on the server: its next call is refused and the web app returns to login.
      expect((await phone.request.get('/api/auth/currentUser')).status()).toBe(401);
      await phone.goto('/#/account');
      await expect(phone).toHaveURL(/#\/login$/);
      await phone.context().close();
      // This browser goes on.
      expect((await page.request.get('/api/auth/currentUser')).status()).toBe(200);
    });

    test('a mobile change right after signing in asks for no second proof; the old number is told and other sessions end', async ({
      page,
      app,
      browser,
      baseURL,
      axe,
    }) => {
      test.setTimeout(90_000);
      const person = newPerson();
      await registerThroughApi(page, person);
      const phone = await secondBrowser(browser, baseURL, person);
      await signInOnLogin(app, page, person);

      await app.open('/change-mobile');
      const mobile = newMobile();
      await page.locator('#change-mobile-number').fill(mobile);
      const sentAt = Date.now();
      await page.getByTestId('change-mobile-form').locator('button[type="submit"]').click();
      // A sign-in is a fresh proof: straight to the code for the new number, no "confirm it is you".
      await expect(page.getByTestId('change-mobile-otp-form')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await confirmSmsCode(page, 'change-mobile-otp-form', mobile, sentAt);
      await expect(page).toHaveURL(/#\/home$/);
      expect((await storedSession(page))?.user.maskedMobile).toBe(`${mobile.slice(0, 2)}******${mobile.slice(-2)}`);

      // The old number got a notice with no code in it.
      await expect
        .poll(async () => {
          const messages = (await (await page.request.get(`/api/dev/sms-outbox?mobile=${person.mobile}`)).json()) as {
            text: string;
            code: string | null;
          }[];
          return messages.filter((message) => message.code === null).map((message) => message.text);
        })
        .toEqual([expect.stringContaining('If this was not you')]);
      // The other browser's session ended with the change.
      expect((await phone.request.get('/api/auth/currentUser')).status()).toBe(401);
      await phone.context().close();

      await app.open('/account');
      await expect(page.getByTestId('sessions-table-row')).toHaveCount(1);
      await axe();
    });

    test('when the server asks for a fresh proof, the dialog takes the password and the change goes through', async ({
      page,
      app,
      axe,
    }) => {
      test.setTimeout(90_000);
      const person = newPerson();
      await registerThroughApi(page, person);
      await signInOnLogin(app, page, person);
      await app.open('/account');

      // The proof of the sign-in lasts security.stepUpMinutes (5), which nothing outside the server shortens: the
      // server's first answer is made stale here, the rest of the journey (the password check, the retry) is real.
      let asked = false;
      await page.route('**/api/users/send-activate-email', async (route) => {
        if (asked) return route.fallback();
        asked = true;
        return route.fulfill({
          status: 428,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'STEP_UP_REQUIRED', message: 'For your security, confirm it is you.' }),
        });
      });
      const email = `fresh.${person.nin}@example.sa`;
      await page.locator('#account-email').fill(email);
      await page.getByTestId('account-email').locator('button[type="submit"]').click();
      const dialog = page.getByRole('dialog', { name: language === 'ar' ? 'تأكيد هويتك' : 'Confirm it is you' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('step-up-use-code')).toBeVisible();
      await opened(page);
      await axe();

      await dialog.locator('#step-up-password').fill('not my password');
      await dialog.getByTestId('step-up-confirm-password').click();
      await expect(dialog.getByTestId('error-summary')).toBeVisible();
      await dialog.locator('#step-up-password').fill(person.password);
      await dialog.getByTestId('step-up-confirm-password').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('account-email-sent')).toContainText(email);
    });
  });
}

import type { Page } from '@playwright/test';
import { expect, languages, test, waitForStartup } from './fixtures.ts';

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top);
}

for (const language of languages) {
  test.describe(`shell (${language})`, () => {
    test.use({ language, viewport: { width: 390, height: 500 } });

    test.beforeEach(async ({ page, app }) => {
      await app.open('/policy');
      await expect(page.getByTestId('policy-screen')).toBeVisible();
      const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(room, 'the policy page should be long enough to scroll past 100 px in a small window').toBeGreaterThan(150);
    });

    test('the scroll-to-top button shows past 100 px and takes the page back to the top', async ({ page }) => {
      const button = page.getByTestId('scroll-top');
      await expect(button).toBeHidden();

      await scrollTo(page, 150);
      await expect(button).toBeVisible();

      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the page should scroll back to the top' }).toBe(0);
      await expect(button).toBeHidden();
    });

    test('the scroll-to-top button hides only below 10 px (spec §9)', async ({ page }) => {
      const button = page.getByTestId('scroll-top');
      await scrollTo(page, 80);
      await expect(button, 'not yet past 100 px').toBeHidden();
      await scrollTo(page, 150);
      await expect(button).toBeVisible();
      await scrollTo(page, 50);
      await expect(button, 'still above 10 px once shown').toBeVisible();
      await scrollTo(page, 5);
      await expect(button).toBeHidden();
    });
  });
}

test.describe('shell', () => {
  test('the loading overlay is not left on screen after start-up', async ({ page }) => {
    await page.goto('/#/login');
    await waitForStartup(page);
    await expect(page.getByTestId('login-screen')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
  });

  test('the document is served with a Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/#/login');
    expect(response, 'the document response').not.toBeNull();
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, 'Content-Security-Policy header').toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

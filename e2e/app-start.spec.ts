import { expect, headings, recordRequests, test, waitForStartup } from './fixtures.ts';

/** What start-up loads, in this order (spec §4 "App start"). */
const startupCalls = ['/api/lookup', '/api/config'] as const;

test.describe('app start', () => {
  test('the initial HTML carries the preloader', async ({ request }) => {
    const response = await request.get('/');
    expect(response.ok()).toBe(true);
    expect(await response.text()).toMatch(/\bid=["']?preloader\b/);
  });

  test('starts in Arabic RTL, shows the preloader while lookups then configuration load, then the login screen', async ({ page }) => {
    // Holding the lookup response keeps start-up open, so the preloader is seen on every machine, however fast.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/lookup', async (route) => {
      await held;
      await route.continue();
    });
    const calls = recordRequests(page, startupCalls);

    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#preloader')).toBeVisible();

    release();
    await waitForStartup(page);
    const login = page.getByTestId('login-screen');
    await expect(login).toBeVisible();
    await expect(login.locator('h1')).toHaveText(headings.ar.login);
    await expect(page).toHaveURL(/#\/login$/);
    expect(calls).toEqual(['GET /api/lookup', 'GET /api/config']);
  });

  test('a reload in the same tab takes lookups and configuration from sessionStorage', async ({ page }) => {
    await page.goto('/#/login');
    await waitForStartup(page);
    await expect(page.getByTestId('login-screen')).toBeVisible();

    const calls = recordRequests(page, startupCalls);
    await page.reload();
    await waitForStartup(page);
    await expect(page.getByTestId('login-screen')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls, 'no start-up call should be repeated within the tab').toEqual([]);
  });

  test('the language switch flips to English LTR, and the choice survives a reload', async ({ page, app }) => {
    await page.goto('/#/login');
    await waitForStartup(page);
    const html = page.locator('html');
    const heading = page.getByTestId('login-screen').locator('h1');
    await expect(heading).toHaveText(headings.ar.login);

    await app.switchLanguage('en');
    await expect(heading).toHaveText(headings.en.login);

    await page.reload();
    await waitForStartup(page);
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(heading).toHaveText(headings.en.login);

    await app.switchLanguage('ar');
    await expect(heading).toHaveText(headings.ar.login);
    await page.reload();
    await waitForStartup(page);
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
  });

  test('adds no maps script when no maps key is configured', async ({ page }) => {
    const mapsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('maps.googleapis.com')) mapsRequests.push(request.url());
    });
    await page.goto('/#/login');
    await waitForStartup(page);
    await expect(page.getByTestId('login-screen')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);
    expect(mapsRequests).toEqual([]);
  });

  test('when the app cannot be loaded, says so in both languages and offers to try again', async ({ page }) => {
    // A release replaced mid-visit, or the connection dropped: the shell's script does not arrive.
    await page.route(/\/assets\/shell-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/#/login');
    const failure = page.locator('#preloader-failure');
    await expect(failure).toBeVisible();
    await expect(failure.locator('p[lang="ar"]')).toHaveText(/تعذّر تحميل البوابة/);
    await expect(failure.locator('p[lang="en"]')).toHaveText(/could not load/);

    await page.unroute(/\/assets\/shell-[\w-]+\.js$/);
    await failure.getByRole('button').click();
    await waitForStartup(page);
    await expect(page.getByTestId('login-screen')).toBeVisible();
  });
});

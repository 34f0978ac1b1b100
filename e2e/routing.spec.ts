import { expect, headings, signIn, test, waitForStartup } from './fixtures.ts';

// Route guards are the same in every language, so these journeys run in the default one only.
test.describe('routing', () => {
  test('an unknown hash path lands on login', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expect(page).toHaveURL(/#\/login$/);
    await waitForStartup(page);
    await expect(page.getByTestId('login-screen').locator('h1')).toHaveText(headings.ar.login);
  });

  test('home without a session goes to login', async ({ page }) => {
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/login$/);
    await waitForStartup(page);
    await expect(page.getByTestId('login-screen')).toBeVisible();
  });

  test.describe('signed in', () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page);
    });

    test('opening login sends the user home', async ({ page }) => {
      // The server knows nothing of this session: home's own read (the applications panel) would answer 401 and end
      // it, which is right for a real session and beside the point of a guard test.
      await page.route('**/api/application/load-home-applications', (route) => route.fulfill({ json: [] }));
      await page.goto('/#/login');
      await expect(page).toHaveURL(/#\/home$/);
      await waitForStartup(page);
      await expect(page.getByTestId('home-screen')).toBeVisible();
      await expect(page.getByTestId('login-screen')).toHaveCount(0);
    });

    // Spec §2: public routes send a signed-in user home, except these.
    for (const [path, screen] of [
      ['/faqs', 'faqs-screen'],
      ['/policy', 'policy-screen'],
    ] as const) {
      test(`${path} stays open`, async ({ page }) => {
        await page.goto(`/#${path}`);
        await waitForStartup(page);
        await expect(page.getByTestId(screen)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`#${path}$`));
      });
    }
  });
});

import { expect, languages, test } from './fixtures.ts';

for (const language of languages) {
  test.describe(`public pages (${language})`, () => {
    test.use({ language });

    test('FAQs render their questions, and a question opens when clicked', async ({ page, app }) => {
      await app.open('/faqs');
      const screen = page.getByTestId('faqs-screen');
      await expect(screen).toBeVisible();
      await expect(screen.locator('h1')).toHaveText(app.headings.faqs);

      // A question is a disclosure: an accordion control (aria-expanded) or a <details> summary. The locator must not
      // depend on the state it checks, or it would move on to the next closed question after the click.
      const question = screen.locator('[aria-expanded], details > summary').first();
      await expect(question, 'the FAQ page should list questions').toBeVisible();
      const isDetails = (await question.evaluate((element) => element.tagName)) === 'SUMMARY';
      if (isDetails) {
        const details = question.locator('xpath=..');
        await expect(details, 'a question starts closed').not.toHaveAttribute('open');
        await question.click();
        await expect(details).toHaveAttribute('open', '');
      } else {
        await expect(question, 'a question starts closed').toHaveAttribute('aria-expanded', 'false');
        await question.click();
        await expect(question).toHaveAttribute('aria-expanded', 'true');
        const panelId = await question.getAttribute('aria-controls');
        if (panelId) await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
      }
    });

    test('the privacy policy renders its text', async ({ page, app }) => {
      await app.open('/policy');
      const screen = page.getByTestId('policy-screen');
      await expect(screen).toBeVisible();
      await expect(screen.locator('h1')).toHaveText(app.headings.policy);
      const text = (await screen.innerText()).replace(app.headings.policy, '').trim();
      expect(text.length, 'the policy should have more than a heading').toBeGreaterThan(200);
    });

    for (const [path, screenId] of [
      ['/login', 'login-screen'],
      ['/faqs', 'faqs-screen'],
      ['/policy', 'policy-screen'],
    ] as const) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page, app, axe }) => {
        await app.open(path);
        await expect(page.getByTestId(screenId)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await axe();
      });
    }
  });
}

import type { Page } from '@playwright/test';
import { expect, languages, test } from './fixtures.ts';
import { fillNewHouse, householdTexts as texts } from './household-helpers.ts';
import { newMobile, newNin, newNinOfGender, registerThroughApi, signInWithPassword } from './identity-helpers.ts';

/** A new applicant with a verified mobile, signed in through the login screen. */
async function newApplicant(page: Page): Promise<void> {
  const person = { nin: newNin(), mobile: newMobile(), birthDate: '1985-03-10', password: 'Palm-Harbour-47!' };
  await registerThroughApi(page, person);
  await page.goto('/#/login');
  await signInWithPassword(page, person, person.password);
  await expect(page).toHaveURL(/#\/home$/);
}

/** A child born `years` ago today (the civil-registry simulator confirms any valid national ID). */
function birthDateYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

for (const language of languages) {
  test.describe(`household (${language})`, () => {
    test.use({ language });

    test('a new applicant adds a house, adds a child living in it, then removes the child', async ({ page, app, axe }) => {
      // Registration, sign-in, two forms and three accessibility scans: longer than one screen's journey.
      test.setTimeout(90_000);
      await newApplicant(page);
      await app.open('/houses');
      await expect(page.getByRole('heading', { level: 1, name: texts[language].heading })).toBeVisible();
      await expect(page.getByTestId('houses-empty')).toBeVisible();
      await axe();

      const houseForm = await fillNewHouse(page, language, { ownership: 'RENTED', yearlyRent: '36000.50' });
      await axe();
      await houseForm.getByTestId('house-form-save').click();
      await expect(page.getByTestId('house-card')).toHaveCount(1);
      await expect(page.getByTestId('house-card')).toContainText('4321');
      await expect(page.getByTestId('house-card')).toContainText(/36.000.50/);

      await page.getByTestId('dependent-add').click();
      const dependentForm = page.getByTestId('dependent-form');
      await dependentForm.locator('#dependent-new-nin').fill(newNinOfGender('M'));
      const [year = '', month = '', day = ''] = birthDateYearsAgo(8).split('-');
      await dependentForm.locator('#dependent-new-birth-date').fill(day);
      await dependentForm.locator('#dependent-new-birth-date-month').fill(month);
      await dependentForm.locator('#dependent-new-birth-date-year').fill(year);
      await dependentForm.locator('#dependent-new-relationship').selectOption('SON');
      await dependentForm.getByTestId('dependent-form-save').click();
      const rows = page.getByTestId('dependents-table-row');
      await expect(rows).toHaveCount(1);
      await expect(page.getByTestId('house-card')).toContainText(language === 'ar' ? 'يقيم فيه تابع واحد' : '1 dependent lives here');
      await axe();

      await rows.first().getByTestId('dependent-remove').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      await expect(page.getByTestId('dependents-table-empty')).toBeVisible();
      await expect(page.getByText(texts[language].removed).first()).toBeVisible();
    });
  });
}

test.describe('household of the demo applicant', () => {
  test.use({ language: 'en' });

  test('shows the demo houses and dependents, with the pending relation of the adult daughter', async ({ page, app, axe }) => {
    await page.goto('/#/login');
    await signInWithPassword(page, { nin: '1010000006', mobile: '0550000001' });
    await app.open('/houses');
    await expect(page.getByTestId('house-card')).toHaveCount(2);
    await expect(page.getByTestId('dependents-table-row')).toHaveCount(4);
    await expect(page.getByTestId('dependents-table')).toContainText('Waiting for confirmation');
    await expect(page.getByTestId('transfer-form')).toBeVisible();
    await axe();
  });
});

import type { Page } from '@playwright/test';
import { samplePdf } from './application-helpers.ts';
import { fillDate } from './date-field-helpers.ts';
import { expect, languages, test, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword, xsrfHeaders } from './identity-helpers.ts';

/** What the tamkeen screens say, from apps/web/src/locales/{ar,en}.json (`tamkeen.*`). */
const texts = {
  ar: { ableToWork: 'قادر على العمل', employment: 'التوظيف', completed: 'مكتمل، بانتظار الاعتماد', verified: 'معتمد' },
  en: { ableToWork: 'Able to work', employment: 'Employment', completed: 'Completed, waiting for verification', verified: 'Verified' },
} as const satisfies Record<Language, Record<string, string>>;

/** Opens one tab of the able-to-work profile by its position (0–5). */
async function openTab(page: Page, index: number): Promise<void> {
  await page.getByRole('tab').nth(index).click();
}

/** The profile's status line, once the save's answer is shown. */
const statusLine = (page: Page) => page.getByTestId('tamkeen-profile-status');

// The ready applicant (1010000006) is seeded ABLE_TO_WORK with three of the six able-to-work tabs done (education,
// experience, skills). In Arabic they complete the other three (volunteering: "none", training: one course, the CV:
// an uploaded file) and write a summary: COMPLETED. In English a case worker verifies the profile (the demo hook),
// the person adds a skill, and the profile is COMPLETED again, waiting for verification. The two run in order.
test.describe('tamkeen: the ready applicant completes the able-to-work profile', () => {
  test.describe.configure({ mode: 'serial' });

  for (const language of languages) {
    test.describe(language, () => {
      test.use({ language });

      test('sees the classification and the progress, fills the open tabs and sees the status', async ({ page, app, axe }) => {
        test.setTimeout(120_000);
        const t = texts[language];
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);
        await app.open('/home');
        await page.getByTestId('home-tamkeen').click();
        await expect(page.getByTestId('tamkeen-classification')).toHaveText(t.ableToWork);
        await expect(page.getByTestId('tamkeen-track')).toHaveText(t.employment);
        await expect(page.getByTestId('tamkeen-profile-card')).toBeVisible();
        await axe();
        await page.getByTestId('tamkeen-open-profile').click();
        await expect(page.getByTestId('tamkeen-profile-screen')).toBeVisible();
        await expect(statusLine(page)).toBeVisible();
        await axe();

        if (language === 'ar') {
          // Volunteering (third tab): none.
          await openTab(page, 2);
          await page.locator('#tamkeen-volunteerExperience-none').check();
          await page.getByTestId('tamkeen-volunteerExperience-form').getByRole('button', { name: 'حفظ' }).click();
          await expect(page.getByRole('tab').nth(2)).toContainText('مكتمل');
          // Training (fourth tab): one course.
          await openTab(page, 3);
          await page.locator('#tamkeen-training-add').click();
          const row = page.getByTestId('tamkeen-training-row').first();
          await row.locator('input[id$="-title"]').fill('أساسيات الحاسب');
          await row.locator('input[id$="-provider"]').fill('المؤسسة العامة للتدريب التقني');
          const dateId = (await row.locator('input[id$="-completedOn"]').getAttribute('id')) ?? '';
          await fillDate(page, dateId, '2021-05-20');
          await axe();
          await page.getByTestId('tamkeen-training-form').getByRole('button', { name: 'حفظ' }).click();
          await expect(page.getByRole('tab').nth(3)).toContainText('مكتمل');
          // The CV (sixth tab): a file uploaded as a document of type CV.
          await openTab(page, 5);
          await page
            .getByTestId('tamkeen-cv-upload-field-input')
            .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf });
          await page.getByTestId('tamkeen-cv-upload-field-upload').click();
          await expect(page.getByTestId('tamkeen-cv-current')).toContainText('cv.pdf');
          await axe();
          // The summary.
          await page.locator('#tamkeen-summary').fill('محاسب بخبرة عشر سنوات في المحاسبة وخدمة العملاء، أبحث عن عمل بدوام كامل في الرياض.');
          await page.getByTestId('tamkeen-summary-form').getByRole('button').click();
          await expect(statusLine(page)).toContainText(t.completed);
        } else {
          // A case worker verifies the completed profile; a change sends it back for verification.
          const verified = await page.request.post(`/api/dev/tamkeen/${demoAccounts.applicant.nin}/verify`, {
            headers: await xsrfHeaders(page),
          });
          expect([200, 409]).toContain(verified.status());
          await page.reload();
          await expect(statusLine(page)).toContainText(t.verified);
          await openTab(page, 4);
          await page.locator('#tamkeen-skills-add').click();
          const row = page.getByTestId('tamkeen-skills-row').last();
          await row.locator('select[id$="-skill"]').selectOption('DRIVING');
          await row.locator('select[id$="-level"]').selectOption('GOOD');
          await page.getByTestId('tamkeen-skills-form').getByRole('button', { name: 'Save' }).click();
          await expect(statusLine(page)).toContainText(t.completed);
          await axe();
        }
      });
    });
  }
});

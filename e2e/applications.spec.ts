import type { Page } from '@playwright/test';
import { expect, languages, test, type Language } from './fixtures.ts';
import { makeReadyToApply } from './application-helpers.ts';
import { demoAccounts, newMobile, newNin, registerThroughApi, signInWithPassword } from './identity-helpers.ts';

/** What the screens say, from apps/web/src/locales/{ar,en}.json (`applicationFlow.*`, `programs.*`, the status lookup). */
const texts = {
  ar: {
    programs: 'برامج الدعم',
    submitted: 'مُقدَّم',
    withdrawn: 'مسحوب',
    supportReason: 'أسرتي بلا دخل منذ أن توقف عملي في الشركة قبل ستة أشهر.',
    banDays: 'لمدة 90 يوماً',
    banLeft: /لا يمكنك التقديم مجدداً لمدة 90 يوماً/,
  },
  en: {
    programs: 'Support programs',
    submitted: 'Submitted',
    withdrawn: 'Withdrawn',
    supportReason: 'My household has had no income since my job at the company ended six months ago.',
    banDays: 'for 90 days',
    banLeft: /You cannot apply again for 90 days/,
  },
} as const;

/** A PDF small enough to read at a glance: the server decides its type from these bytes, not from its name. */
const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new applicant, registered and signed in, with a complete profile, a house and a verified IBAN. */
async function readyApplicant(page: Page): Promise<void> {
  const person = { nin: newNin(), mobile: newMobile(), birthDate: '1986-05-04', password: 'Palm-Harbour-47!' };
  await registerThroughApi(page, person);
  await page.goto('/#/login');
  await signInWithPassword(page, person, person.password);
  await makeReadyToApply(page);
}

/** The five steps of /program/application, from the programs screen to the application page. */
async function applyToSsp(page: Page, language: Language, axe: () => Promise<void>): Promise<void> {
  const t = texts[language];
  await page.getByTestId('ssp-apply').click();
  await expect(page.getByTestId('answers-form')).toBeVisible();
  await page.locator('select[name="formAnswers.housingSituation"], [id$="housingSituation"]').first().selectOption('OWNED');
  await page.locator('[id$="supportReason"]').first().fill(t.supportReason);
  await axe();
  await page.getByTestId('answers-save').click();

  await expect(page.getByTestId('houses-choices')).toBeVisible();
  // Each change is saved at once: the box stays ticked once the server has it.
  await page.getByTestId('house-choice').first().click();
  await expect(page.getByTestId('house-choice').first()).toBeChecked();
  await page.getByTestId('houses-next').click();

  await expect(page.getByTestId('dependents-house').first()).toBeVisible();
  await page.getByTestId('dependents-next').click();

  await page.getByTestId('document-type').selectOption('NATIONAL_ID_COPY');
  await page.getByTestId('upload-field-input').setInputFiles({ name: 'national-id.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await page.getByTestId('upload-field-upload').click();
  await expect(page.getByTestId('application-documents-row')).toHaveCount(1);
  await expect(page.getByTestId('application-documents-row')).toContainText('national-id.pdf');
  await axe();
  await page.getByTestId('documents-next').click();

  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-documents')).toContainText('national-id.pdf');
  await axe();
  await page.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-page')).toBeVisible();
  await expect(page.getByTestId('application-facts').getByTestId('application-status')).toHaveText(t.submitted);
}

for (const language of languages) {
  test.describe(`applying for support (${language})`, () => {
    test.use({ language });

    test('a new applicant applies to SSP with a document, sees it on home and in their applications, then withdraws', async ({
      page,
      app,
      axe,
    }) => {
      // Registration, the profile through the API, the bank's delay, five steps, an upload and five scans.
      test.setTimeout(150_000);
      const t = texts[language];
      await readyApplicant(page);
      await app.open('/programs');
      await expect(page.getByRole('heading', { level: 1, name: t.programs })).toBeVisible();
      await axe();
      await applyToSsp(page, language, axe);
      await axe();

      await app.open('/home');
      const home = page.getByTestId('home-applications');
      await expect(home.getByTestId('application-status').first()).toHaveText(t.submitted);
      await app.open('/applications');
      await expect(page.getByTestId('application-status').first()).toHaveText(t.submitted);
      await axe();

      // Withdrawing says the ban first, then the page counts it down.
      await page
        .getByRole('link', { name: /SSP-|فتح|Open/ })
        .first()
        .click();
      await page.getByTestId('action-withdraw').click();
      await expect(page.getByTestId('withdraw-ban')).toContainText(t.banDays);
      await page.getByTestId('withdraw-reason').fill(language === 'ar' ? 'وجدت عملاً' : 'I found a job');
      await axe();
      await page.getByTestId('confirm-dialog-confirm').click();
      await expect(page.getByTestId('application-facts').getByTestId('application-status')).toHaveText(t.withdrawn);
      await expect(page.getByTestId('application-ban')).toContainText(t.banLeft);
      await expect(page.getByTestId('application-actions')).toHaveCount(0);
    });
  });
}

// One journey only may withdraw the demo application (each run starts from a fresh database), so the ready
// applicant's reading and withdrawing are one test, in Arabic on a phone-sized screen.
test.describe('the ready applicant on a phone', () => {
  test.use({ language: 'ar', viewport: { width: 390, height: 844 } });

  test('reads their submitted application and its documents, then withdraws and sees the ban', async ({ page, app, axe }) => {
    test.setTimeout(90_000);
    const t = texts.ar;
    await page.goto('/#/login');
    await signInWithPassword(page, demoAccounts.applicant);
    await app.open('/attachments');
    await expect(page.getByTestId('attachments-table-row')).toContainText('national-id-copy.pdf');
    await axe();
    await app.open('/applications');
    await expect(page.getByTestId('application-status').first()).toHaveText(t.submitted);
    await axe();
    await page.getByRole('link', { name: 'فتح' }).first().click();
    await expect(page.getByTestId('application-page')).toBeVisible();
    await expect(page.getByTestId('timeline-event')).toHaveCount(2);
    await expect(page.getByTestId('action-cancel-submit')).toBeVisible();
    await axe();

    await page.getByTestId('action-withdraw').click();
    await expect(page.getByTestId('withdraw-ban')).toContainText(t.banDays);
    await page.getByTestId('withdraw-reason').fill('تحسّن دخل الأسرة');
    await axe();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByTestId('application-facts').getByTestId('application-status')).toHaveText(t.withdrawn);
    await expect(page.getByTestId('application-ban')).toContainText(t.banLeft);
    await expect(page.getByTestId('timeline-event')).toHaveCount(3);
    await axe();
  });
});

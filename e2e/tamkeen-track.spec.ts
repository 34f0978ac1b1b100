import { readFileSync } from 'node:fs';
import { expect, languages, test, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword } from './identity-helpers.ts';

/** What the screens say, from apps/web/src/locales/{ar,en}.json (`tamkeenTrack.*`) and the contract's error table. */
const texts = {
  ar: {
    onEmployment: 'أنت في مسار التوظيف.',
    checked: 'يمكن تقديم طلبك',
    refused: 'لديك طلب تغيير مسار مفتوح',
    reason: 'أرغب في دورة تدريبية تؤهلني لسوق العمل قبل البحث عن وظيفة.',
    cvFile: 'السيرة-الذاتية.pdf',
  },
  en: {
    onEmployment: 'You are on the Employment track.',
    checked: 'Your request can be filed',
    refused: 'You already have an open change-track request',
    reason: 'I would rather start my own small business from home.',
    cvFile: 'cv.pdf',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The track each language asks for: another than Employment, which the ready applicant's classification allows. */
const wanted = { ar: 'TRAINING', en: 'SELF_EMPLOYMENT' } as const satisfies Record<Language, string>;

// The ready applicant (1010000006, ABLE_TO_WORK on Employment) downloads the generated CV from the able-to-work
// profile, then asks to change track. Both languages may run at once, and again on a retry, on the same account: the
// first request to be filed is accepted (by whichever run gets there first), and every later one is refused while it
// is open, which each run then sees for itself on a second try.
test.describe('tamkeen: the ready applicant downloads the CV and asks to change track', () => {
  for (const language of languages) {
    test.describe(language, () => {
      test.use({ language });

      test('downloads the CV, files a change-track request, and is refused a second one', async ({ page, app, axe }) => {
        test.setTimeout(120_000);
        const t = texts[language];
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);

        // The CV, built from the profile: a PDF.
        await app.open('/tamkeen/able-to-work-profile');
        await expect(page.getByTestId('tamkeen-profile-status')).toBeVisible();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tamkeen-cv-download').click()]);
        expect(download.suggestedFilename()).toBe(t.cvFile);
        const path = await download.path();
        expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

        // The dashboard's track card leads to the track screen.
        await app.open('/tamkeen');
        await expect(page.getByTestId('tamkeen-track-card')).toContainText(t.onEmployment);
        await page.getByTestId('tamkeen-open-track').click();
        await expect(page.getByTestId('tamkeen-track-screen')).toBeVisible();
        await expect(page.getByTestId('track-requests').or(page.getByTestId('track-requests-empty'))).toBeVisible();
        await axe();

        const form = page.getByTestId('track-request-form');
        const ask = async () => {
          await form.locator('#track-request-track').selectOption(wanted[language]);
          await form.locator('#track-request-reason').fill(t.reason);
          await form.getByTestId('track-request-check').click();
        };
        const refusal = page.getByTestId('error-summary');

        // The first request: checked by the server, then filed, unless another run's request is open already.
        await ask();
        await expect(form.getByTestId('track-request-checked').or(refusal)).toBeVisible();
        if (await form.getByTestId('track-request-checked').isVisible()) {
          await expect(form.getByTestId('track-request-checked')).toContainText(t.checked);
          await form.getByTestId('track-request-file').click();
          await expect(page.getByTestId('track-request-details').or(refusal)).toBeVisible();
        }
        // Read again: the open request, whichever run filed it, is announced and opens.
        await page.reload();
        await expect(page.getByTestId('tamkeen-track-open-request')).toBeVisible();
        await page.getByTestId('tamkeen-track-open-request').getByRole('link').click();
        await expect(page.getByTestId('track-request-details')).toBeVisible();
        await axe();

        // A second request while the first is open: refused, with the reason.
        await ask();
        await expect(refusal).toContainText(t.refused);
        await expect(form.getByTestId('track-request-checked')).toHaveCount(0);
      });
    });
  }
});

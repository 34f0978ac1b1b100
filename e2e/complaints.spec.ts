import type { Page } from '@playwright/test';
import { expect, languages, test, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword, xsrfHeaders } from './identity-helpers.ts';

/** What the complaint screens say, from apps/web/src/locales/{ar,en}.json (`complaints.*`, `applications.*`). */
const complaintTexts = {
  ar: {
    open: 'فتح',
    new: 'جديدة',
    needInfo: 'بانتظار ردك',
    underProcessing: 'قيد المعالجة',
    resolved: 'تمت معالجتها',
    description: 'لم تصل دفعة هذا الشهر إلى حسابي البنكي حتى الآن.',
    reply: 'راجعت البنك وأكد أنه لم يصل أي تحويل في ذلك اليوم.',
  },
  en: {
    open: 'Open',
    new: 'New',
    needInfo: 'Your answer needed',
    underProcessing: 'Under processing',
    resolved: 'Resolved',
    description: 'This month’s payment has not reached my bank account yet.',
    reply: 'My bank confirmed that no transfer arrived that day.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A complaint number as the details' heading shows it (`complaintNumberOf`, decision 062). */
const complaintNumberPattern = /PC-\d{4}-\d{6}/;

/** A case worker's step through the demo-mode hook (decision 062), as the back office will take it. */
async function caseWorker(page: Page, nbr: string, step: 'take' | 'request-info' | 'resolve', data: object = {}) {
  const response = await page.request.post(`/api/dev/complaints/${nbr}/${step}`, { headers: await xsrfHeaders(page), data });
  expect(response.status(), `${step}: ${await response.text()}`).toBe(200);
}

// The ready applicant (1010000006) complains about a payment from its row on the application's payments tab. The
// config runs this file after appeals.spec.ts and cycles.spec.ts (which withdraws the application: its payments stay).
// Each language takes its own payment row (the first, the second), and each complaint is resolved by the end, so a
// second run may complain about the same payment again (one open complaint per payment). The demo seed's resolved
// complaint stays in the list.
test.describe('the ready applicant complains about a payment', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [index, language] of languages.entries()) {
    test.describe(`(${language})`, () => {
      test.use({ language });

      test('from its row on the payments tab, answers a request for information, and reads the answer', async ({ page, app, axe }) => {
        test.setTimeout(180_000);
        const t = complaintTexts[language];
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);
        await app.open('/applications');
        await page.getByRole('link', { name: t.open }).first().click();
        await expect(page.getByTestId('application-page')).toBeVisible();
        await page.getByTestId('application-tab-payments').click();
        const row = page.getByTestId('payments-history-row').nth(index);
        await expect(row).toBeVisible();
        await row.getByTestId('payment-complain-link').click();

        const form = page.getByTestId('new-complaint-form');
        await expect(form).toBeVisible();
        await page.locator('#complaint-category').selectOption('PAYMENT_NOT_RECEIVED');
        await page.locator('#complaint-description').fill(t.description);
        await axe();
        await form.getByTestId('new-complaint-submit').click();

        const details = page.getByTestId('complaint-details');
        await expect(details).toBeVisible();
        await expect(details.getByTestId('complaint-status').first()).toHaveText(t.new);
        const nbr = ((await details.locator('#complaint-details-title').textContent()) ?? '').match(complaintNumberPattern)?.[0] ?? '';
        expect(nbr).toMatch(complaintNumberPattern);
        await axe();

        // A case worker takes it and asks for the bank's word.
        await caseWorker(page, nbr, 'take');
        await caseWorker(page, nbr, 'request-info', { comment: 'Ask your bank whether a transfer arrived on the payment day.' });
        // A reload starts the app again: on a busy two-core machine that alone can take more than the usual 10 s.
        await page.reload();
        await expect(details.getByTestId('complaint-status').first()).toHaveText(t.needInfo, { timeout: 30_000 });
        await expect(details.getByTestId('complaint-info-request')).toContainText('Ask your bank');
        await axe();
        await page.locator('#complaint-reply').fill(t.reply);
        await details.getByTestId('complaint-reply-submit').click();
        await expect(page.getByTestId('complaint-reply-form')).toHaveCount(0);
        await expect(details.getByTestId('complaint-status').first()).toHaveText(t.underProcessing);

        // Resolved: the answer shows on the complaint, and the list has it with its tag.
        await caseWorker(page, nbr, 'resolve', { comment: 'The transfer was returned by the bank; it has been sent again.' });
        await page.reload();
        await expect(details.getByTestId('complaint-status').first()).toHaveText(t.resolved, { timeout: 30_000 });
        await expect(details.getByTestId('complaint-resolution')).toContainText('sent again');
        const listed = page.getByTestId('complaints-row').filter({ hasText: nbr });
        await expect(listed.getByTestId('complaint-status')).toHaveText(t.resolved);
        await axe();
      });
    });
  }
});

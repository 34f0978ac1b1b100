import type { Page } from '@playwright/test';
import { samplePdf } from './application-helpers.ts';
import { expect, languages, test, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword, xsrfHeaders } from './identity-helpers.ts';

/** What the appeal screens say, from apps/web/src/locales/{ar,en}.json (`appeals.status.*`). */
const appealTexts = {
  ar: {
    open: 'فتح',
    new: 'جديد',
    needDocument: 'بانتظار مستندات',
    approved: 'مقبول',
    description: 'انتهى العقد المؤقت في منتصف الشهر.',
  },
  en: {
    open: 'Open',
    new: 'New',
    needDocument: 'Documents needed',
    approved: 'Approved',
    description: 'The temporary contract ended mid-month.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** An appeal number as the details' heading shows it (`appealNumberOf`, decision 060). */
const appealNumberPattern = /AP-\d{4}-\d{6}/;
/** The code of the additional payment an approved appeal makes (`appealPaymentCodeOf`). */
const paymentCodePattern = /AP-\d{6}-\d{7}/;

/** A case worker's step through the demo-mode hook (decision 060), as the back office will take it. */
async function caseWorker(page: Page, appealNbr: string, step: 'take' | 'ask-documents' | 'approve', data: object = {}) {
  const response = await page.request.post(`/api/dev/appeals/${appealNbr}/${step}`, { headers: await xsrfHeaders(page), data });
  expect(response.status(), `${step}: ${await response.text()}`).toBe(200);
}

/** Uploads one file into an appeal's document field (`appeal-document-{type}`) and waits until it is stored. */
async function uploadInto(page: Page, documentType: string, name: string): Promise<void> {
  const field = page.getByTestId(`appeal-document-${documentType}`);
  await field.getByTestId(`appeal-document-${documentType}-input`).setInputFiles({ name, mimeType: 'application/pdf', buffer: samplePdf });
  await field.getByTestId(`appeal-document-${documentType}-upload`).click();
  await expect(field.getByTestId(`appeal-document-${documentType}-file`)).toHaveAttribute('data-uploaded', 'true');
}

// The ready applicant (1010000006) appeals the one ineligible month of the demo year (the cycles seed: both houses
// INELIGIBLE for the temporary contract's income, INCOME_ABOVE_STANDARD, whose appeal needs an INCOME_PROOF). Each
// language appeals the next house of that month still without an appeal, so the two run in order in one worker; an
// approval adds an additional payment (source APPEAL). The config runs this file before cycles.spec.ts, which then
// withdraws the application: an approval pays only an application that is not withdrawn.
test.describe('the ready applicant appeals', () => {
  test.describe.configure({ mode: 'serial' });

  for (const language of languages) {
    test.describe(`an ineligible house of the month (${language})`, () => {
      test.use({ language });

      test('raises it with a document, sends the document a case worker asks for, and is paid once approved', async ({
        page,
        app,
        axe,
      }) => {
        test.setTimeout(120_000);
        const t = appealTexts[language];
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);
        await app.open('/applications');
        await page.getByRole('link', { name: t.open }).first().click();
        await expect(page.getByTestId('application-page')).toBeVisible();
        const applicationPage = new URL(page.url()).hash.slice(1);
        await page.getByTestId('application-tab-eligibility').click();

        // The month's ineligible houses, each with its appeal link; this language takes the first one left.
        const appealLink = page.getByTestId('ineligibility-history-row').getByTestId('ineligibility-appeal-link').first();
        await expect(appealLink).toBeVisible();
        await axe();
        await appealLink.click();

        await expect(page.getByTestId('raise-appeal-form')).toBeVisible();
        await page.locator('#appeal-description').fill(t.description);
        await uploadInto(page, 'INCOME_PROOF', 'end-of-contract.pdf');
        await axe();
        await page.getByTestId('raise-appeal-submit').click();

        const details = page.getByTestId('appeal-details');
        await expect(details).toBeVisible();
        await expect(details.getByTestId('appeal-status').first()).toHaveText(t.new);
        await expect(details.getByTestId('appeal-files')).toContainText('end-of-contract.pdf');
        const appealNbr = ((await details.locator('#appeal-details-title').textContent()) ?? '').match(appealNumberPattern)?.[0] ?? '';
        expect(appealNbr).toMatch(appealNumberPattern);
        await axe();

        // A case worker takes it and asks for a bank statement of the month.
        await caseWorker(page, appealNbr, 'take');
        await caseWorker(page, appealNbr, 'ask-documents', { documentTypes: ['BANK_STATEMENT'], comment: 'Bank statement' });
        await page.reload();
        await expect(details.getByTestId('appeal-status').first()).toHaveText(t.needDocument);
        await expect(page.getByTestId('appeal-reply-form')).toBeVisible();
        await axe();
        await uploadInto(page, 'BANK_STATEMENT', 'bank-statement.pdf');
        await page.getByTestId('appeal-reply-submit').click();
        await expect(page.getByTestId('appeal-reply-form')).toHaveCount(0);
        await expect(details.getByTestId('appeal-files')).toContainText('bank-statement.pdf');

        // Approved: the month is paid again for this house, once, as an additional payment.
        await caseWorker(page, appealNbr, 'approve', { comment: 'Contract ended' });
        await page.reload();
        await expect(details.getByTestId('appeal-status').first()).toHaveText(t.approved);
        const payment = details.getByTestId('appeal-payment');
        await expect(payment).toBeVisible();
        const paymentCode = ((await payment.textContent()) ?? '').match(paymentCodePattern)?.[0] ?? '';
        expect(paymentCode).toMatch(paymentCodePattern);
        await axe();

        await app.open(applicationPage);
        await page.getByTestId('application-tab-payments').click();
        await expect(page.getByTestId('payments-additional-row').filter({ hasText: paymentCode })).toHaveCount(1);
        await axe();
      });
    });
  }
});

import type { Page } from '@playwright/test';
import { samplePdf } from './application-helpers.ts';
import { expect, languages, test, type Language } from './fixtures.ts';
import { captchaAnswer, demoAccounts, newMobile, signInWithPassword, smsCode, xsrfHeaders } from './identity-helpers.ts';

/** What the ticket screens say, from apps/web/src/locales/{ar,en}.json (`tickets.*`). */
const ticketTexts = {
  ar: {
    description: 'لم يصلني دعم هذا الشهر، وأرجو معرفة السبب.',
    answer: 'أُرسلت الحوالة يوم الأحد، وقد تستغرق يومي عمل لتظهر في حسابك.',
    answered: 'تم الرد',
    closed: 'مغلقة',
    closeConfirm: 'إغلاق التذكرة',
  },
  en: {
    description: 'My support did not arrive this month, please tell me why.',
    answer: 'The transfer was sent on Sunday; it may take two working days to show in your account.',
    answered: 'Answered',
    closed: 'Closed',
    closeConfirm: 'Close the ticket',
  },
} as const satisfies Record<Language, Record<string, string>>;

const ticketNumberPattern = /TK-\d{4}-\d{6}/;

/** A case worker's step through the demo-mode hook (decision 064), as the back office will take it. */
async function caseWorker(page: Page, ticketNumber: string, step: 'take' | 'reply', data: object = {}) {
  const response = await page.request.post(`/api/dev/tickets/${ticketNumber}/${step}`, { headers: await xsrfHeaders(page), data });
  expect(response.status(), `${step}: ${await response.text()}`).toBe(200);
}

/** Chooses a category or sub-category once the configuration call has filled its options. */
async function choose(page: Page, id: string, code: string) {
  await expect(page.locator(`#${id} option[value="${code}"]`)).toHaveCount(1);
  await page.locator(`#${id}`).selectOption(code);
}

// A visitor opens a ticket with the ready applicant's national ID (1010000006) and a mobile of their own, confirmed
// by the SMS code; then signs in as that person, finds the ticket on /registered-tickets, reads a case worker's answer
// (the demo hook) and closes it. Each language opens its own ticket.
for (const language of languages) {
  test.describe(`a ticket opened as a visitor and followed once signed in (${language})`, () => {
    test.use({ language });

    test('opens it with the code and a file, then reads the answer and closes it', async ({ page, app, axe }) => {
      test.setTimeout(180_000);
      const t = ticketTexts[language];
      const mobile = newMobile();
      await app.open('/tickets');
      await expect(page.getByTestId('ticket-form')).toBeVisible();
      await page.locator('#ticket-nin').fill(demoAccounts.applicant.nin);
      await page.locator('#ticket-mobile').fill(mobile);
      await page.locator('#ticket-type').selectOption('INQUIRY');
      await choose(page, 'ticket-category', 'INQ_PAYMENTS');
      await choose(page, 'ticket-sub-category', 'INQ_PAY_DATE');
      await page.locator('#ticket-description').fill(t.description);
      const chooser = page.waitForEvent('filechooser');
      await page.locator('#ticket-file').click();
      await (await chooser).setFiles({ name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: samplePdf });
      await page.locator('#ticket-captcha').fill(await captchaAnswer(page));
      await axe();
      const since = Date.now();
      await page.getByTestId('ticket-send-code').click();

      await expect(page.getByTestId('ticket-otp-form')).toBeVisible();
      await page.getByTestId('otp-input').fill(await smsCode(page, mobile, since));
      await axe();
      await page.getByTestId('ticket-submit').click();
      const opened = page.getByTestId('ticket-opened');
      await expect(opened).toContainText(ticketNumberPattern);
      const ticketNumber = ((await opened.textContent()) ?? '').match(ticketNumberPattern)?.[0] ?? '';
      await axe();

      await page.getByTestId('ticket-sign-in').click();
      await signInWithPassword(page, demoAccounts.applicant);
      await app.open('/registered-tickets');
      const row = page.getByTestId('tickets-row').filter({ hasText: ticketNumber });
      await expect(row).toBeVisible();
      await expect(row.getByTestId('ticket-clock')).toBeVisible();
      await axe();

      await caseWorker(page, ticketNumber, 'take');
      await caseWorker(page, ticketNumber, 'reply', { comment: t.answer });
      await page.reload();
      await row.getByTestId('ticket-open').click();
      const details = page.getByTestId('ticket-details');
      // The first tag is the ticket's; the history's rows have theirs.
      const status = details.getByTestId('ticket-status').first();
      await expect(status).toHaveText(t.answered);
      await expect(details.getByTestId('ticket-message')).toContainText(t.answer);
      await expect(details.getByTestId('ticket-file')).toContainText('bank-statement.pdf');
      await axe();

      await details.getByTestId('ticket-close').click();
      await page.getByRole('dialog').getByRole('button', { name: t.closeConfirm }).click();
      await expect(status).toHaveText(t.closed);
      await expect(details.getByTestId('ticket-reply-form')).toHaveCount(0);
    });
  });
}

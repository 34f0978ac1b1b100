import type { Locator, Page } from '@playwright/test';
import { expect, languages, test, type Language } from './fixtures.ts';
import { applicationTexts } from './application-helpers.ts';
import { demoAccounts, signInWithPassword } from './identity-helpers.ts';

/**
 * What the cycle screens say, from apps/web/src/locales/{ar,en}.json (`calculator.*`, `whatIf.*`) and the demo year of
 * apps/server/src/seed/demo/cycles.seed.ts: the ready applicant's houses are paid every month but May, and a recovery
 * is deducted from the latest payments.
 */
const cycleTexts = {
  ar: {
    currency: 'ر.س.',
    age: 'العمر بالسنوات الكاملة',
    addIncome: 'أضف دخلًا',
    incomeSource: 'مصدر الدخل',
    incomeAmount: 'المبلغ الشهري',
    addPerson: 'أضف فردًا من الأسرة',
    recovery: 'استرداد',
  },
  en: {
    currency: 'SAR',
    age: 'Age in full years',
    addIncome: 'Add an income',
    incomeSource: 'Where the income comes from',
    incomeAmount: 'Amount a month',
    addPerson: 'Add a family member',
    recovery: 'Recovery',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A money text as a person reads it: direction marks and no-break spaces left out. */
async function plainText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\u00a0|\u202f/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
}

/** A whole amount in SAR, as `1,360.00`: the digits are Latin in both languages (docs/decisions/038-dates-and-digits.md). */
const amountPattern = /\d{1,3}(,\d{3})*\.\d{2}/;

async function signInAs(page: Page, account: { nin: string; mobile: string }): Promise<void> {
  await page.goto('/#/login');
  await signInWithPassword(page, account);
}

// The ready applicant's journeys run in this order, in one worker: the readings of the monthly support in each language
// expect the application as the seed left it (on a withdrawn application a what-if has no amount left to move), and
// the last one withdraws it. Only that journey may withdraw it: each run starts from a fresh database. The demo year
// (the cycles seed) decided the application: submitted, eligible, ineligible for one month, eligible again.
test.describe('the ready applicant', () => {
  test.describe.configure({ mode: 'serial' });

  for (const language of languages) {
    test.describe(`the monthly support (${language})`, () => {
      test.use({ language });

      test('reads this month on /home, why, what changed, the payments with a deduction, and tries a what-if', async ({
        page,
        app,
        axe,
      }) => {
        test.setTimeout(120_000);
        const t = cycleTexts[language];
        await signInAs(page, demoAccounts.applicant);
        await app.open('/home');

        // This month: the amount paid, with the recovery deducted from the entitlement.
        const month = page.getByTestId('home-month').first();
        await expect(month).toBeVisible();
        expect(await plainText(month.getByTestId('home-month-amount'))).toMatch(amountPattern);
        await expect(month.getByTestId('home-month-amount')).toContainText(t.currency);
        await expect(month.getByTestId('home-month-deduction').first()).toContainText(t.recovery);
        await axe();

        // Why: the month's figures and the rules with the household's own values, then what changed since the month before.
        await month.getByTestId('home-month-why').first().click();
        const detail = page.getByTestId('month-detail');
        await expect(detail).toBeVisible();
        await expect(page.getByTestId('application-tab-eligibility')).toHaveAttribute('aria-selected', 'true');
        expect(await plainText(detail.getByTestId('month-figures-standard'))).toMatch(amountPattern);
        await expect(detail.getByTestId('why-sentence').first()).toBeVisible();
        await expect(detail.getByTestId('what-changed')).toBeVisible();
        await axe();

        // The year of decisions: eligible months and the one ineligible month with its reasons.
        await expect(page.getByTestId('eligibility-history-row').first()).toBeVisible();
        await expect(page.getByTestId('ineligibility-history-row').first()).toBeVisible();

        // Payments: the chart of the last twelve months, and the history with the recovery deducted.
        await page.getByTestId('application-tab-payments').click();
        await expect(page.getByTestId('payments-tab')).toBeVisible();
        await expect(page.getByTestId('payments-summary')).toBeVisible();
        await expect(page.getByTestId('payments-chart')).toBeVisible();
        await expect(page.getByTestId('payments-history-row').first()).toBeVisible();
        await expect(page.getByTestId('deduction-message').first()).toContainText(t.recovery);
        await expect(page.getByTestId('payments-refunds-row').first()).toBeVisible();
        await expect(page.getByTestId('payments-additional-row').first()).toBeVisible();
        await axe();

        // What if: the first counted member after the head would leave the home. Nothing is saved.
        await page.getByTestId('application-tab-whatif').click();
        await expect(page.getByTestId('whatif-form')).toBeVisible();
        const today = await plainText(page.getByTestId('whatif-today-summary'));
        await page.getByTestId('whatif-leaves').first().check();
        await page.getByTestId('whatif-submit').click();
        const answer = page.getByTestId('whatif-answer');
        await expect(answer).toBeVisible();
        await expect(answer.getByTestId('whatif-nothing-saved')).toBeVisible();
        await expect(answer.getByTestId('whatif-moved-rule').first()).toBeVisible();
        await axe();
        // Saving nothing: the page read again says what it said before.
        await page.reload();
        await expect(page.getByTestId('whatif-today-summary')).toBeVisible();
        expect(await plainText(page.getByTestId('whatif-today-summary'))).toBe(today);
      });
    });
  }

  test.describe('on a phone', () => {
    test.use({ language: 'ar', viewport: { width: 390, height: 844 } });

    test('reads their eligible application, its documents and its year of decisions, then withdraws and sees the ban', async ({
      page,
      app,
      axe,
    }) => {
      test.setTimeout(90_000);
      const t = applicationTexts.ar;
      await page.goto('/#/login');
      await signInWithPassword(page, demoAccounts.applicant);
      await app.open('/attachments');
      // The seed attaches two documents to the demo application (apps/server/src/seed/demo/attachment.seed.ts); the
      // appeals journey, run before this one (playwright.config.ts), adds its own.
      const attachments = page.getByTestId('attachments-table-row');
      await expect(attachments.filter({ hasText: 'national-id-copy.pdf' })).toHaveCount(1);
      await expect(attachments.filter({ hasText: 'family-record.pdf' })).toHaveCount(1);
      await axe();
      await app.open('/applications');
      await expect(page.getByTestId('application-status').first()).toHaveText(t.eligible);
      await axe();
      await page.getByRole('link', { name: 'فتح' }).first().click();
      await expect(page.getByTestId('application-page')).toBeVisible();
      // Created, submitted, then the cycles' decisions: eligible, ineligible (May), eligible again.
      await expect(page.getByTestId('timeline-event')).toHaveCount(5);
      await expect(page.getByTestId('action-cancel-submit')).toHaveCount(0);
      await axe();

      await page.getByTestId('action-withdraw').click();
      await expect(page.getByTestId('withdraw-ban')).toContainText(t.banDays);
      await page.getByTestId('withdraw-reason').fill('تحسّن دخل الأسرة');
      await axe();
      await page.getByTestId('confirm-dialog-confirm').click();
      await expect(page.getByTestId('application-facts').getByTestId('application-status')).toHaveText(t.withdrawn);
      await expect(page.getByTestId('application-ban')).toContainText(t.banLeft);
      await expect(page.getByTestId('timeline-event')).toHaveCount(6);
      await axe();
    });
  });
});

for (const language of languages) {
  test.describe(`the monthly support of others (${language})`, () => {
    test.use({ language });

    test('the confirmed adult dependent sees only their own share of each payment', async ({ page, app, axe }) => {
      test.setTimeout(90_000);
      await signInAs(page, demoAccounts.emergency);
      await app.open('/home');
      await page.getByTestId('home-dependent-details').click();
      await expect(page.getByTestId('dependent-eligibility')).toBeVisible();
      const payments = page.getByTestId('dependent-payments');
      await expect(payments).toBeVisible();
      expect(await plainText(payments.getByTestId('dependent-latest-share'))).toMatch(amountPattern);
      await expect(page.getByTestId('dependent-shares-row').first()).toBeVisible();
      await axe();
    });

    test('a visitor estimates a household with the public support calculator', async ({ page, app, axe }) => {
      const t = cycleTexts[language];
      await app.open('/support-calculator');
      await expect(page.getByTestId('support-calculator-form')).toBeVisible();
      await axe();
      await page.locator('#calc-houseOwnership').selectOption('RENTED');
      const head = page.getByTestId('calc-head');
      await head.getByRole('textbox', { name: t.age }).fill('40');
      await head.getByRole('button', { name: t.addIncome }).click();
      await head.getByRole('combobox', { name: t.incomeSource }).selectOption('SALARY');
      await head.getByRole('textbox', { name: t.incomeAmount }).fill('2000');
      for (const age of ['36', '10']) {
        await page.getByTestId('calc-add-person').click();
        await page.getByTestId('calc-person').last().getByRole('textbox', { name: t.age }).fill(age);
      }
      await page.getByTestId('calc-submit').click();
      const answer = page.getByTestId('estimate-answer');
      await expect(answer).toBeVisible();
      expect(await plainText(answer.getByTestId('estimate-headline'))).toMatch(amountPattern);
      await expect(answer.getByTestId('estimate-why')).toBeVisible();
      await axe();
    });
  });
}

import type { Page } from '@playwright/test';
import { expect, languages, test, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword, smsCode, xsrfHeaders } from './identity-helpers.ts';

/** What the job offers screen says, from apps/web/src/locales/{ar,en}.json (`tamkeen.offers.*`). */
const texts = {
  ar: { employer: 'شركة النخبة للتجزئة', accepted: 'مقبول', declined: 'معتذر عنه', reason: 'موقع العمل بعيد جداً عن مسكني.' },
  en: {
    employer: 'Al-Nukhba Retail Company',
    accepted: 'Accepted',
    declined: 'Declined',
    reason: 'The workplace is too far from my home.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The employer TP-0001 offers the ready applicant a job of its own for this run (the demo hook), so each run answers
 * an open offer whatever the runs before it answered; the title names the run.
 */
async function freshOffer(page: Page, title: string): Promise<void> {
  const response = await page.request.post(`/api/dev/tamkeen/${demoAccounts.applicant.nin}/offer`, {
    headers: await xsrfHeaders(page),
    data: {
      partnerCode: 'TP-0001',
      titleAr: title,
      titleEn: title,
      opportunityType: 'FULL_TIME',
      city: '0101',
      monthlySalary: 5500,
      deadline: inDays(20),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the offer of `title` from the list of open offers, and waits for its details. */
async function openOffer(page: Page, title: string): Promise<void> {
  await page.locator('#offers-filter-status').selectOption('OFFERED');
  await page.getByTestId('offers-filter-apply').click();
  await page.getByTestId('offers-row').filter({ hasText: title }).getByTestId('offer-open').click();
  await expect(page.getByTestId('offer-details').getByRole('heading', { level: 2 })).toHaveText(title);
}

/** The self-assessment of the answer form. */
async function assess(page: Page): Promise<void> {
  await page.locator('#offer-skills-rate').selectOption('ADVANCED');
  await page.locator('#offer-qualification-fit').selectOption('MATCHING');
}

// The ready applicant (1010000006) is seeded with three open offers (decision 071). Each run gets offers of its own
// from the demo hook, so the two languages, run in order, and a retry never answer the same offer: in Arabic the
// person accepts one with the code sent to the mobile; in English they decline one with a reason, then accept another.
test.describe('tamkeen: the ready applicant answers job offers', () => {
  test.describe.configure({ mode: 'serial' });

  for (const language of languages) {
    test.describe(language, () => {
      test.use({ language });

      test('sees the offers, filters them, and accepts one with the code sent to the mobile', async ({ page, app, axe }) => {
        test.setTimeout(120_000);
        const t = texts[language];
        const run = `${language}-${Date.now()}`;
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);
        await freshOffer(page, `Offer ${run}`);
        if (language === 'en') await freshOffer(page, `Declined ${run}`);

        await app.open('/tamkeen');
        await expect(page.getByTestId('tamkeen-open-offers')).toBeVisible();
        await page.getByTestId('tamkeen-open-job-offers').click();
        await expect(page.getByTestId('offers-screen')).toBeVisible();
        // The demo offers of the employer are listed.
        await expect(page.getByTestId('offers-row').filter({ hasText: t.employer }).first()).toBeVisible();
        await axe();

        if (language === 'en') {
          await openOffer(page, `Declined ${run}`);
          await assess(page);
          await page.locator('#offer-decision-decline').check();
          await page.locator('#offer-decline-reason').fill(t.reason);
          await page.getByTestId('offer-answer-submit').click();
          await expect(page.getByTestId('offer-decline-reason')).toHaveText(t.reason);
          await expect(page.getByTestId('offer-details').getByTestId('offer-status')).toHaveText(t.declined);
        }

        await openOffer(page, `Offer ${run}`);
        await assess(page);
        const since = Date.now();
        await page.getByTestId('offer-answer-submit').click();
        await expect(page.getByTestId('otp-input')).toBeVisible();
        await axe();
        await page.getByTestId('otp-input').fill(await smsCode(page, demoAccounts.applicant.mobile, since));
        await page.getByTestId('offer-answer-submit').click();
        await expect(page.getByTestId('offer-details').getByTestId('offer-status')).toHaveText(t.accepted);
        await expect(page.getByTestId('offer-answer-form')).toHaveCount(0);
        await expect(page.getByTestId('offer-answered-at')).toBeVisible();
      });
    });
  }
});

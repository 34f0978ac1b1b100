import type { Page } from '@playwright/test';
import { expect, languages, test, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword, xsrfHeaders } from './identity-helpers.ts';

/** What the visits screen says, from apps/web/src/locales/{ar,en}.json (`visits.*`). */
const visitTexts = {
  ar: {
    scheduled: 'مجدولة',
    done: 'تمت',
    housingCheck: 'التحقق من السكن',
    periodicReview: 'مراجعة دورية',
    matched: 'تطابقت بياناتك مع ما صرّحت به',
    asked: 'طلبت تغيير الموعد',
    reason: 'سنكون خارج الرياض لحضور زواج في الأسرة ذلك الأسبوع.',
  },
  en: {
    scheduled: 'Scheduled',
    done: 'Done',
    housingCheck: 'Check of the house',
    periodicReview: 'Periodic review',
    matched: 'Your data matched what you declared',
    asked: 'You asked to move it',
    reason: 'We will be away from Riyadh that week for a family wedding.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A case worker schedules another visit to the house of the demo's upcoming one, through the demo-mode hook
 * (decision 065), `days` days from now: each language answers its own visit, so a second run finds one to answer.
 */
async function caseWorkerSchedules(page: Page, days: number): Promise<string> {
  const listed = await page.request.get('/api/visits/visits-list/0/50');
  expect(listed.status()).toBe(200);
  const { items } = (await listed.json()) as { items: Array<{ status: string; purpose: string; house: { id: string } }> };
  const houseId = items.find((item) => item.status === 'SCHEDULED' && item.purpose === 'HOUSING_CHECK')?.house.id ?? '';
  const startsAt = Math.floor((Date.now() + days * dayMs) / 3_600_000) * 3_600_000;
  const response = await page.request.post('/api/dev/visits/schedule', {
    headers: await xsrfHeaders(page),
    data: {
      houseId,
      purpose: 'HOUSING_CHECK',
      officeCode: 'RUH1',
      visitorName: 'عبدالله بن فهد الشهري',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 2 * 3_600_000).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

// The ready applicant (1010000006) has, from the demo seed, a check of the rented flat a week ahead (scheduled) and a
// periodic review of the family home twelve days ago (done, its data confirmed). Visits do not touch the application,
// so this journey runs beside the others.
test.describe('the ready applicant’s field visits', () => {
  for (const [index, language] of languages.entries()) {
    test.describe(`(${language})`, () => {
      test.use({ language });

      test('sees the coming visit and the done one with its result, and asks to move a coming visit', async ({ page, app, axe }) => {
        test.setTimeout(180_000);
        const t = visitTexts[language];
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);
        const visitId = await caseWorkerSchedules(page, 10 + index * 2);

        await app.open('/home');
        await page.getByTestId('home-visits').click();
        const rows = page.getByTestId('visits-row');
        await expect(rows.first()).toBeVisible();
        // Scheduled ones first: the demo's check of the flat is the soonest.
        await expect(rows.first().getByTestId('visit-status')).toHaveText(t.scheduled);
        await expect(rows.first()).toContainText(t.housingCheck);
        const done = rows.filter({ hasText: t.periodicReview });
        await expect(done.getByTestId('visit-status')).toHaveText(t.done);
        await axe();

        await done.getByTestId('visit-open').click();
        const details = page.getByTestId('visit-details');
        await expect(details.getByTestId('visit-result')).toContainText(t.matched);
        await expect(details.getByTestId('visit-answer-forms')).toHaveCount(0);
        await axe();

        // The visit the case worker has just scheduled: ask to move it, once.
        await page.locator(`a[data-testid="visit-open"][href*="id=${visitId}"]`).click();
        const form = page.getByTestId('visit-reschedule-form');
        await expect(form).toBeVisible();
        await page.locator('#visit-reschedule-reason').fill(t.reason);
        await axe();
        await form.getByTestId('visit-reschedule-submit').click();
        await expect(details.getByTestId('visit-answer')).toContainText(t.asked);
        await expect(details.getByTestId('visit-answer')).toContainText(t.reason);
        await expect(page.getByTestId('visit-answer-forms')).toHaveCount(0);
        await expect(page.getByTestId('visit-reschedule-pending')).toBeVisible();
        await axe();
      });
    });
  }
});

import { fillDate } from './date-field-helpers.ts';
import { expect, languages, test, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword } from './identity-helpers.ts';

/**
 * What each language's journey works on, so the two may run side by side and again on a retry on the one demo
 * account (decision 072's demo): its own plan step, its own answer to the scheduled follow-up, its own partner.
 */
const own = {
  ar: {
    step: 'تحديث السيرة الذاتية مع المرشد',
    done: 'منجزة',
    partner: 'TP-0003',
    rating: '5 من 5',
    ratedAs: 'تقييمك: 5 من 5',
    route: '/tamkeen/partner',
  },
  en: {
    step: 'Apply for three job openings',
    done: 'Done',
    partner: 'TP-0002',
    rating: '4 of 5',
    ratedAs: 'Your rating: 4 of 5',
    route: '/tamkeen/evaluation',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The Riyadh day `days` from now, `YYYY-MM-DD`. */
const riyadhDayIn = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

// The ready applicant (1010000006) has a back-to-work plan of five steps (one done, one accepted, three waiting), a
// follow-up scheduled in five days and two attended appointments. Arabic finishes one waiting step, confirms the
// follow-up and rates the counselling centre; English finishes another step, asks for a new time and rates the
// training institute. Each reads the state first, so a retry (or the other language first) finds its work done.
test.describe('tamkeen: the ready applicant follows the plan, keeps an appointment and rates a partner', () => {
  for (const language of languages) {
    test.describe(language, () => {
      test.use({ language });

      test('completes a plan step, downloads the report, answers the follow-up and rates a partner', async ({ page, app, axe }) => {
        test.setTimeout(120_000);
        const t = own[language];
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);
        await app.open('/tamkeen');
        await expect(page.getByTestId('tamkeen-plan-dashboard-progress')).toBeVisible();
        await expect(page.getByTestId('tamkeen-next-appointment')).toBeVisible();
        await axe();

        // The plan: accept the step, then mark it done (as far as it has not gone yet).
        await page.getByTestId('tamkeen-open-plan').click();
        const step = page.getByTestId('plan-step').filter({ hasText: t.step });
        await expect(step).toBeVisible();
        await axe();
        if ((await step.getAttribute('data-status')) === 'PENDING') {
          await step.getByTestId('plan-step-accept').click();
          await expect(step).toHaveAttribute('data-status', 'ACCEPTED');
        }
        if ((await step.getAttribute('data-status')) === 'ACCEPTED') {
          await step.getByTestId('plan-step-done').click();
        }
        await expect(step).toHaveAttribute('data-status', 'DONE');
        await expect(step.getByTestId('plan-step-status')).toHaveText(t.done);
        const download = page.waitForEvent('download');
        await page.getByTestId('tamkeen-plan-report').click();
        expect((await download).suggestedFilename()).toBe('tamkeen-plan.pdf');

        // The appointments: open the scheduled follow-up; Arabic confirms it, English asks for a new time.
        await app.open('/tamkeen/appointment');
        await page.getByTestId('appointment-open').first().click();
        const details = page.getByTestId('appointment-details');
        await expect(details).toBeVisible();
        await axe();
        if (language === 'ar') {
          const confirm = details.getByTestId('appointment-confirm');
          if (await confirm.isVisible()) await confirm.click();
          await expect(details.getByTestId('appointment-confirmed')).toBeVisible();
        } else {
          const form = details.getByTestId('appointment-new-time-form');
          if (await form.isVisible()) {
            await fillDate(page, 'appointment-new-date', riyadhDayIn(8));
            await form.getByLabel('Afternoon').check();
            await form.getByLabel(/Why do you need a new time/).fill('I have a training class that morning.');
            await form.getByTestId('appointment-new-time-submit').click();
          }
          await expect(details.getByTestId('appointment-new-time')).toBeVisible();
        }

        // The partners met: rate this language's one (a second rating replaces the first).
        await app.open(t.route);
        const card = page.getByTestId('partner-card').and(page.locator(`[data-code="${t.partner}"]`));
        await expect(card).toBeVisible();
        await axe();
        await card.getByLabel(t.rating).check();
        await card.getByTestId('partner-rating-submit').click();
        await expect(card.getByTestId('partner-current-rating')).toHaveText(t.ratedAs);
      });
    });
  }
});

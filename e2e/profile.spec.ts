import type { Page } from '@playwright/test';
import { expect, languages, test } from './fixtures.ts';
import { newMobile, newNin, newNinOfGender, registerThroughApi, signInWithPassword } from './identity-helpers.ts';
import {
  applicantTabs,
  completeProfile,
  expectTabBadge,
  fillProfileTab,
  newIban,
  openTab,
  profileTexts as texts,
  sendIban,
  tabOf,
  waitForVerifiedIban,
} from './profile-helpers.ts';

/** A new applicant with a verified mobile, signed in through the login screen. */
async function newApplicant(page: Page): Promise<void> {
  const person = { nin: newNin(), mobile: newMobile(), birthDate: '1985-03-10', password: 'Palm-Harbour-47!' };
  await registerThroughApi(page, person);
  await page.goto('/#/login');
  await signInWithPassword(page, person, person.password);
  await expect(page).toHaveURL(/#\/home$/);
}

for (const language of languages) {
  test.describe(`unified profile (${language})`, () => {
    test.use({ language });
    const t = texts[language];

    test('a new applicant fills the eight tabs, accepts the declaration and completes the profile', async ({ page, app, axe }) => {
      test.setTimeout(120_000);
      await newApplicant(page);
      await app.open('/unified-profile');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const statusBadge = page.getByTestId('profile-status-badge');
      const progress = page.getByTestId('profile-status-progress');
      await expect(statusBadge).toHaveText(t.status.initiated);
      await expect(progress).toHaveText(t.progress(0, 8));
      for (const step of applicantTabs) await expectTabBadge(page, language, step, false);
      await expectTabBadge(page, language, 'summary', false);
      // The personal tab opens first, with the civil-registry facts read only.
      await expect(tabOf(page, language, 'personal')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('profile-civil')).toBeVisible();
      await expect(page.getByTestId('profile-iban-none')).toBeVisible();
      await axe();

      // The eight tabs in screen order; the first one already counts towards the status.
      await fillProfileTab.personal(page, language, axe);
      await expect(statusBadge).toHaveText(t.status.incompleted);
      await expect(progress).toHaveText(t.progress(1, 8));
      for (const step of applicantTabs.slice(1)) await fillProfileTab[step](page, language, axe);

      // Every tab is done, but the profile is complete only once the declaration is accepted.
      await expect(progress).toHaveText(t.progress(8, 8));
      await expect(statusBadge).toHaveText(t.status.incompleted);
      await expectTabBadge(page, language, 'summary', false);

      const summary = await openTab(page, language, 'summary');
      const summaryTabs = summary.getByTestId('profile-summary-tabs');
      await expect(summaryTabs.getByTestId('completion-badge')).toHaveCount(8);
      for (const badge of await summaryTabs.getByTestId('completion-badge').all()) {
        await expect(badge).toHaveAttribute('data-done', 'true');
        await expect(badge).toHaveText(t.badge.done);
      }
      const household = summary.getByTestId('profile-summary-household');
      await expect(household).toContainText(/4.500.50/);
      await expect(household).toContainText(t.summary.ibanMissing);
      await axe();

      await completeProfile(page, language);
      await expect(statusBadge).toHaveText(t.status.completed);
      for (const step of applicantTabs) await expectTabBadge(page, language, step, true);
      await axe();

      // The server keeps it: a reload shows the profile complete.
      await page.reload();
      await expect(page.getByTestId('profile-summary-complete')).toBeVisible();
      await expect(statusBadge).toHaveText(t.status.completed);
      await expect(progress).toHaveText(t.progress(8, 8));
    });

    test('an adult dependent with an account keeps their profile closed until they confirm the relation', async ({ page, app, axe }) => {
      test.setTimeout(90_000);
      // Somebody who registered on their own; the applicant knows their national ID and birth date.
      const brother = { nin: newNinOfGender('M'), mobile: newMobile(), birthDate: '1990-06-15', password: 'Cedar-Valley-58!' };
      await registerThroughApi(page, brother);
      await newApplicant(page);
      await app.open('/houses');
      await page.getByTestId('dependent-add').click();
      const dependentForm = page.getByTestId('dependent-form');
      await dependentForm.locator('#dependent-new-nin').fill(brother.nin);
      const [year = '', month = '', day = ''] = brother.birthDate.split('-');
      await dependentForm.locator('#dependent-new-birth-date').fill(day);
      await dependentForm.locator('#dependent-new-birth-date-month').fill(month);
      await dependentForm.locator('#dependent-new-birth-date-year').fill(year);
      await dependentForm.locator('#dependent-new-relationship').selectOption('BROTHER');
      await dependentForm.getByTestId('dependent-form-save').click();
      await expect(page.getByTestId('dependents-table-row')).toHaveCount(1);

      // The dependents tab names him, says why his profile is closed, and offers no way into it.
      await app.open('/unified-profile?tab=dependents');
      const card = page.getByTestId('profile-dependent-card');
      await expect(card.getByTestId('profile-dependent-relation')).toHaveText(t.closed.badge);
      await expect(card.getByTestId('profile-dependent-closed')).toContainText(t.closed.text);
      await expect(card.getByRole('link')).toHaveCount(0);
      await expect(page.getByTestId('profile-dependents-closed')).toBeVisible();
      await expectTabBadge(page, language, 'dependents', false);
      await axe();

      // His profile's own address shows the reason where the tabs would be, and asks the server for none of them.
      const listed = await page.request.get('/api/unified-profile/dependent/load');
      const [dependent] = (await listed.json()) as Array<{ id: string }>;
      const tabRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/dependent\/[a-z-]+\/load\/|\/disabilities-data\//.test(request.url())) tabRequests.push(request.url());
      });
      await app.open(`/unified-profile?dependent=${dependent?.id ?? ''}`);
      const notice = page.getByTestId('profile-dependent-closed');
      await expect(notice).toContainText(t.closed.title);
      await expect(notice).toContainText(t.closed.text);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await axe();
      expect(tabRequests).toEqual([]);
      // Still signed in: the refusal is not an authorisation failure.
      await expect(page.getByTestId('profile-dependent-back')).toBeVisible();
    });

    test('a new IBAN waits for the bank, then the bank simulator verifies it', async ({ page, app, axe }) => {
      // The simulated bank answers after bank.simulatorDelaySeconds (5 s).
      test.setTimeout(90_000);
      const iban = newIban();
      await newApplicant(page);
      await app.open('/unified-profile');
      const section = page.getByTestId('profile-iban');
      await expect(section.getByTestId('profile-iban-none')).toBeVisible();

      // Typed as on a bank statement, in groups of four.
      await sendIban(page, language, iban);

      const pending = section.getByTestId('profile-iban-pending');
      await expect(pending).toContainText(t.iban.pendingTitle);
      await expect(pending).toContainText(iban.slice(-4));
      await expect(section.getByTestId('profile-iban-current')).toHaveCount(0);
      // Asking at once: the bank has not answered yet.
      await pending.getByTestId('profile-iban-check').click();
      await expect(page.getByText(t.iban.stillPending)).toBeVisible();
      await expect(pending).toBeVisible();
      await axe();

      // "Check again" until the bank's answer is in (about five seconds after sending).
      const current = await waitForVerifiedIban(page);
      await expect(current).toContainText(iban.slice(-4));
      await expect(current).toContainText(t.iban.verified);
      await expect(current).toContainText(t.iban.bank);
      await expect(section.getByRole('textbox', { name: t.iban.newLabel })).toBeVisible();
      await axe();

      // The summary counts it, and so does a fresh load of the page.
      const summary = await openTab(page, language, 'summary');
      await expect(summary.getByTestId('profile-summary-household')).toContainText(t.summary.ibanVerified);
      await openTab(page, language, 'personal');
      await page.reload();
      await expect(page.getByTestId('profile-iban-current')).toContainText(iban.slice(-4));
    });
  });
}

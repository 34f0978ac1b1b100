import type { Page } from '@playwright/test';
import { expect, languages, test } from './fixtures.ts';
import { applicationTexts as texts, applyToSsp, completeSspSteps, makeReadyToApply } from './application-helpers.ts';
import { fillNewHouse, householdTexts } from './household-helpers.ts';
import { demoAccounts, newMobile, newNin, registerThroughApi, signInWithPassword } from './identity-helpers.ts';
import {
  applicantTabs,
  completeProfile,
  fillProfileTab,
  isTabDone,
  newIban,
  profileTexts,
  sendIban,
  waitForVerifiedIban,
} from './profile-helpers.ts';

/** A new applicant, registered and signed in, with a complete profile, a house and a verified IBAN. */
async function readyApplicant(page: Page): Promise<void> {
  const person = { nin: newNin(), mobile: newMobile(), birthDate: '1986-05-04', password: 'Palm-Harbour-47!' };
  await registerThroughApi(page, person);
  await page.goto('/#/login');
  await signInWithPassword(page, person, person.password);
  await makeReadyToApply(page);
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

/** What the new applicant reads in English: the contract's blocker messages (applicationBlockerMessages) and en.json. */
const newApplicantTexts = {
  noApplications: 'You have no applications yet.',
  canApply: 'You can apply to this program.',
  blockers: {
    PROFILE_INCOMPLETE: {
      reason: 'Complete your unified profile first.',
      fix: 'Complete your unified profile',
      href: '#/unified-profile?tab=summary',
    },
    IBAN_NOT_VERIFIED: {
      reason: 'Add a bank account (IBAN) and wait for the bank to verify it.',
      fix: 'Add your bank account (IBAN)',
      href: '#/unified-profile?tab=personal',
    },
    NO_HOUSE: {
      reason: 'Add the house your household lives in: an application counts the people of its houses.',
      fix: 'Add your house',
      href: '#/houses',
    },
  },
} as const;

// The demo new applicant (1010000014, whose profile the seed leaves empty) is written to by this journey only:
// identity.spec.ts signs in as her through single sign-on and types her national ID with a wrong captcha, neither of
// which touches her profile, applications or password. CI retries once, from what the first try saved: every part below is
// skipped once it is done (the tabs already complete, the IBAN verified or waiting, the house, the draft's house and
// document), and only the first try expects the seed's empty profile.
test.describe('the new demo applicant on a phone', () => {
  test.use({ language: 'en', viewport: { width: 390, height: 844 } });

  test('follows the reasons of /programs, completes the profile, adds an IBAN and a house, applies to SSP and sees it submitted', async ({
    page,
    app,
    axe,
  }) => {
    // Eight tabs through the screens, the bank's delay, a house, five steps with an upload and some twenty scans.
    test.setTimeout(300_000);
    const language = 'en';
    const t = texts[language];
    const n = newApplicantTexts;
    const firstTry = test.info().retry === 0;
    await app.open('/login');
    await signInWithPassword(page, demoAccounts.applicant2);
    await expect(page).toHaveURL(/#\/home$/);
    const homePanel = page.getByTestId('home-applications-panel');
    if (firstTry) await expect(homePanel).toContainText(n.noApplications);
    await axe();

    // /programs says what stops her from applying, each reason with a link to the screen that fixes it.
    await homePanel.getByTestId('home-programs').click();
    await expect(page.getByRole('heading', { level: 1, name: t.programs })).toBeVisible();
    const sspState = page.getByTestId('apply-blockers').or(page.getByTestId('ssp-apply')).or(page.getByTestId('ssp-open'));
    const blockers = page.getByTestId('apply-blocker');
    const blocker = (code: keyof typeof n.blockers) => page.locator(`[data-testid="apply-blocker"][data-code="${code}"]`);
    await expect(sspState).toBeVisible();
    if (firstTry) {
      await expect(blockers).toHaveCount(3);
      for (const code of ['PROFILE_INCOMPLETE', 'IBAN_NOT_VERIFIED', 'NO_HOUSE'] as const) {
        await expect(blocker(code)).toContainText(n.blockers[code].reason);
        await expect(blocker(code).getByRole('link', { name: n.blockers[code].fix })).toHaveAttribute('href', n.blockers[code].href);
      }
    }
    await axe();

    // The profile, through its screens, from the first reason's link (to the summary, which lists what is missing).
    if (await blocker('PROFILE_INCOMPLETE').isVisible()) {
      await blocker('PROFILE_INCOMPLETE').getByRole('link', { name: n.blockers.PROFILE_INCOMPLETE.fix }).click();
      await expect(page).toHaveURL(/#\/unified-profile\?tab=summary$/);
      await expect(page.getByRole('heading', { level: 1, name: profileTexts[language].title })).toBeVisible();
      await expect(page.getByTestId('profile-summary-form')).toBeVisible();
      await axe();
      for (const step of applicantTabs) {
        if (!(await isTabDone(page, language, step))) await fillProfileTab[step](page, language, axe);
      }
      await completeProfile(page, language);
      await expect(page.getByTestId('profile-status-badge')).toHaveText(profileTexts[language].status.completed);
      await axe();
    }

    // Back on /programs the IBAN and the house are left; the IBAN's link opens the personal tab, where it is sent.
    await app.open('/programs');
    await expect(sspState).toBeVisible();
    if (firstTry) {
      await expect(blockers).toHaveCount(2);
      await expect(blocker('IBAN_NOT_VERIFIED')).toContainText(n.blockers.IBAN_NOT_VERIFIED.reason);
    }
    if (await blocker('IBAN_NOT_VERIFIED').isVisible()) {
      await blocker('IBAN_NOT_VERIFIED').getByRole('link', { name: n.blockers.IBAN_NOT_VERIFIED.fix }).click();
      await expect(page).toHaveURL(/#\/unified-profile\?tab=personal$/);
      const section = page.getByTestId('profile-iban');
      const none = section.getByTestId('profile-iban-none');
      const pending = section.getByTestId('profile-iban-pending');
      // A retry may find the first try's IBAN waiting for the bank, or verified by the bank as the tab read it.
      await expect(none.or(pending).or(section.getByTestId('profile-iban-current'))).toBeVisible();
      if (await none.isVisible()) {
        await sendIban(page, language, newIban());
        await expect(pending).toContainText(profileTexts[language].iban.pendingTitle);
        await axe();
      }
      const current = await waitForVerifiedIban(page);
      await expect(current).toContainText(profileTexts[language].iban.verified);
      await axe();
    }

    // Last, the house the application will count, from the reason's link.
    await app.open('/programs');
    await expect(sspState).toBeVisible();
    if (await blocker('NO_HOUSE').isVisible()) {
      await blocker('NO_HOUSE').getByRole('link', { name: n.blockers.NO_HOUSE.fix }).click();
      await expect(page).toHaveURL(/#\/houses$/);
    } else {
      await app.open('/houses');
    }
    await expect(page.getByRole('heading', { level: 1, name: householdTexts[language].heading })).toBeVisible();
    const houseCards = page.getByTestId('house-card');
    await expect(page.getByTestId('houses-empty').or(houseCards.first())).toBeVisible();
    if ((await houseCards.count()) === 0) {
      await axe();
      const houseForm = await fillNewHouse(page, language, { ownership: 'OWNED' });
      await axe();
      await houseForm.getByTestId('house-form-save').click();
      await expect(page.getByText(householdTexts[language].houseAdded)).toBeVisible();
    }
    await expect(houseCards).toHaveCount(1);
    await expect(houseCards).toContainText('4321');

    // Nothing stands in the way now: the five steps, with a national ID copy uploaded.
    await app.open('/programs');
    await expect(sspState).toBeVisible();
    await expect(page.getByTestId('apply-blockers')).toHaveCount(0);
    const applicationStatus = page.getByTestId('application-facts').getByTestId('application-status');
    if (await page.getByTestId('ssp-apply').isVisible()) {
      await expect(page.getByText(n.canApply)).toBeVisible();
      await axe();
      await applyToSsp(page, language, axe);
    } else {
      // A retry after the first try had started (a draft) or sent (submitted) the application.
      await page.getByTestId('ssp-open-link').click();
      await expect(applicationStatus).toBeVisible();
      if (await page.getByTestId('action-edit-draft').isVisible()) {
        await page.getByTestId('action-edit-draft').click();
        await completeSspSteps(page, language, axe);
      }
    }
    await expect(applicationStatus).toHaveText(t.submitted);
    await expect(page.getByTestId('action-withdraw')).toBeVisible();
    await axe();

    // Home and the list of applications both show it submitted.
    await app.open('/home');
    await expect(page.getByTestId('home-applications').getByTestId('application-status')).toHaveText([t.submitted]);
    await axe();
    await page.getByTestId('home-all-applications').click();
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    await expect(page.getByTestId('application-status')).toHaveText([t.submitted]);
    await axe();
  });
});

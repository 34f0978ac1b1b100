import type { Locator, Page } from '@playwright/test';
import { expect, languages, test, type Language } from './fixtures.ts';
import { newMobile, newNin, newNinOfGender, registerThroughApi, signInWithPassword } from './identity-helpers.ts';

/** The applicant's eight tabs and the summary step, in screen order (the `?tab=` values). */
const applicantTabs = ['personal', 'address', 'dependents', 'education', 'income', 'labor', 'license', 'properties'] as const;
type Step = (typeof applicantTabs)[number] | 'summary';

/** What the screen says, from apps/web/src/locales/{ar,en}.json (`profile.*`, `common.*`). */
const texts = {
  ar: {
    title: 'الملف الموحد',
    tabs: {
      personal: 'البيانات الشخصية',
      address: 'العنوان الوطني',
      dependents: 'التابعون',
      education: 'التعليم',
      income: 'الدخل',
      labor: 'العمل',
      license: 'الرخص',
      properties: 'الممتلكات',
      summary: 'الملخص',
    },
    status: { initiated: 'لم يبدأ', incompleted: 'غير مكتمل', completed: 'مكتمل' },
    badge: { done: 'مكتمل', open: 'غير مكتمل' },
    closed: { badge: 'بانتظار التأكيد', text: 'ولم يؤكّد صلة القرابة بعد', title: 'هذا الملف غير متاح لك' },
    progress: (done: number, total: number) => `اكتمل ${done} من ${total} أقسام`,
    save: 'حفظ',
    no: 'لا',
    income: { add: 'إضافة مصدر دخل', source: 'المصدر', monthlyAmount: 'المبلغ الشهري', payer: 'الجهة الدافعة' },
    district: 'حي الملقا',
    street: 'طريق أنس بن مالك',
    institution: 'جامعة الملك سعود',
    employer: 'شركة الرياض للتجارة',
    jobTitle: 'محاسب',
    summary: { completeTitle: 'ملفك مكتمل', ibanVerified: 'موثّق', ibanMissing: 'لا يوجد آيبان موثّق بعد' },
    iban: {
      send: 'إرسال للتحقق',
      sent: 'أُرسل الآيبان إلى البنك للتحقق.',
      pendingTitle: 'بانتظار رد البنك',
      stillPending: 'لم يرد البنك بعد. تحقّق مرة أخرى لاحقاً.',
      verified: 'موثّق',
      bank: 'مصرف الراجحي',
      newLabel: 'آيبان جديد',
    },
  },
  en: {
    title: 'Unified profile',
    tabs: {
      personal: 'Personal information',
      address: 'National address',
      dependents: 'Dependents',
      education: 'Education',
      income: 'Income',
      labor: 'Work',
      license: 'Licenses',
      properties: 'Properties',
      summary: 'Summary',
    },
    status: { initiated: 'Not started', incompleted: 'Incomplete', completed: 'Complete' },
    badge: { done: 'Complete', open: 'To do' },
    closed: { badge: 'Waiting for confirmation', text: 'has not confirmed the relation yet', title: 'This profile is not open to you' },
    progress: (done: number, total: number) => `${done} of ${total} sections complete`,
    save: 'Save',
    no: 'No',
    income: { add: 'Add an income source', source: 'Source', monthlyAmount: 'Monthly amount', payer: 'Paid by' },
    district: 'Al Malqa',
    street: 'Anas Bin Malik Road',
    institution: 'King Saud University',
    employer: 'Riyadh Trading Co.',
    jobTitle: 'Accountant',
    summary: { completeTitle: 'Your profile is complete', ibanVerified: 'Verified', ibanMissing: 'No verified IBAN yet' },
    iban: {
      send: 'Send for verification',
      sent: 'The IBAN was sent to the bank for verification.',
      pendingTitle: 'Waiting for the bank',
      stillPending: 'The bank has not answered yet. Check again later.',
      verified: 'Verified',
      bank: 'Al Rajhi Bank',
      newLabel: 'New IBAN',
    },
  },
} as const satisfies Record<Language, unknown>;

/** A new applicant with a verified mobile, signed in through the login screen. */
async function newApplicant(page: Page): Promise<void> {
  const person = { nin: newNin(), mobile: newMobile(), birthDate: '1985-03-10', password: 'Palm-Harbour-47!' };
  await registerThroughApi(page, person);
  await page.goto('/#/login');
  await signInWithPassword(page, person, person.password);
  await expect(page).toHaveURL(/#\/home$/);
}

/**
 * A Saudi IBAN of Al Rajhi (bank code 80) nobody has used yet, with valid ISO 13616 check digits, built as the server
 * factory's buildIban does. The account never ends in 0000, which the bank simulator treats as unknown.
 */
function newIban(): string {
  const account = `${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}0017`;
  const bban = `80${account}`;
  // SA = 28 10; the check digits make the rearranged number leave 1 modulo 97.
  const check = 98n - (BigInt(`${bban}281000`) % 97n);
  return `SA${String(check).padStart(2, '0')}${bban}`;
}

/** The tab of a step, named by its label (its completion badge follows the label in the accessible name). */
function tabOf(page: Page, language: Language, step: Step): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${texts[language].tabs[step]}`) });
}

async function openTab(page: Page, language: Language, step: Step): Promise<Locator> {
  const tab = tabOf(page, language, step);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${step}`));
  const panel = page.getByRole('tabpanel', { name: new RegExp(`^${texts[language].tabs[step]}`) });
  await expect(panel).toBeVisible();
  return panel;
}

/** The completion badge in a tab, in the test's language. */
async function expectTabBadge(page: Page, language: Language, step: Step, done: boolean): Promise<void> {
  const badge = tabOf(page, language, step).getByTestId('completion-badge');
  await expect(badge).toHaveAttribute('data-done', String(done));
  await expect(badge).toHaveText(done ? texts[language].badge.done : texts[language].badge.open);
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

      // 1. Personal information: social status, no disability.
      const personal = page.getByTestId('profile-personal-form');
      await personal.locator('#profile-personal-social-status').selectOption('MARRIED');
      await personal.getByRole('radio', { name: t.no, exact: true }).check();
      await personal.getByRole('button', { name: t.save, exact: true }).click();
      await expectTabBadge(page, language, 'personal', true);
      await expect(statusBadge).toHaveText(t.status.incompleted);
      await expect(progress).toHaveText(t.progress(1, 8));

      // 2. National address: the cities follow the region, and a new region empties the city.
      await openTab(page, language, 'address');
      const address = page.getByTestId('profile-address-form');
      const region = address.locator('#profile-address-regionCode');
      const city = address.locator('#profile-address-cityCode');
      await expect(region.locator('option')).toHaveCount(14);
      await expect(city).toBeDisabled();
      await region.selectOption('02');
      await expect(city).toBeEnabled();
      await city.selectOption({ index: 1 });
      await expect(city).toHaveValue(/^02\d\d$/);
      await region.selectOption('01');
      await expect(city).toHaveValue('');
      await expect(city.locator('option[value^="02"]')).toHaveCount(0);
      await expect(city.locator('option[value="0101"]')).toHaveCount(1);
      await city.selectOption('0102');
      await address.locator('#profile-address-district').fill(t.district);
      await address.locator('#profile-address-street').fill(t.street);
      await address.locator('#profile-address-buildingNumber').fill('4321');
      await address.locator('#profile-address-postalCode').fill('13521');
      await address.locator('#profile-address-additionalNumber').fill('8765');
      await axe();
      await address.getByRole('button', { name: t.save, exact: true }).click();
      await expectTabBadge(page, language, 'address', true);
      await expect(city).toHaveValue('0102');

      // 3. Dependents: none declared; the applicant confirms the empty list.
      const dependents = await openTab(page, language, 'dependents');
      await expect(dependents.getByTestId('profile-dependents-empty')).toBeVisible();
      await dependents.getByTestId('profile-dependents-confirm').click();
      await expect(dependents.getByTestId('profile-dependents-done')).toBeVisible();
      await expectTabBadge(page, language, 'dependents', true);
      await axe();

      // 4. Education: a bachelor's degree asks for the major.
      await openTab(page, language, 'education');
      const education = page.getByTestId('profile-education-form');
      await expect(education.locator('#profile-education-major')).toHaveCount(0);
      await education.locator('#profile-education-level').selectOption('BACHELOR');
      await education.locator('#profile-education-major').selectOption('ACCOUNTING');
      await education.locator('#profile-education-institution').fill(t.institution);
      await education.locator('#profile-education-year').fill('2008');
      await education.getByRole('button', { name: t.save, exact: true }).click();
      await expectTabBadge(page, language, 'education', true);
      await axe();

      // 5. Income: one salary.
      await openTab(page, language, 'income');
      const income = page.getByTestId('profile-income-form');
      await expect(income.getByTestId('profile-income-undeclared')).toBeVisible();
      await income.getByRole('button', { name: t.income.add }).click();
      const row = income.getByTestId('profile-income-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('combobox', { name: t.income.source })).toBeFocused();
      await row.getByRole('combobox', { name: t.income.source }).selectOption('SALARY');
      await row.getByRole('textbox', { name: t.income.monthlyAmount }).fill('4500.50');
      await row.getByRole('textbox', { name: t.income.payer }).fill(t.employer);
      await axe();
      await income.getByRole('button', { name: t.save, exact: true }).click();
      await expectTabBadge(page, language, 'income', true);
      await expect(income.getByTestId('profile-income-total')).toContainText(/4.500.50/);
      await expect(row.getByRole('textbox', { name: t.income.monthlyAmount })).toHaveValue('4500.50');

      // 6. Work: a private-sector employee gives employer, job title and start date.
      await openTab(page, language, 'labor');
      const labor = page.getByTestId('profile-labor-form');
      await labor.locator('#profile-labor-status').selectOption('PRIVATE_EMPLOYEE');
      await labor.locator('#profile-labor-employer').fill(t.employer);
      await labor.locator('#profile-labor-job-title').fill(t.jobTitle);
      await labor.locator('#profile-labor-start-date').fill('01');
      await labor.locator('#profile-labor-start-date-month').fill('09');
      await labor.locator('#profile-labor-start-date-year').fill('2012');
      await labor.getByRole('button', { name: t.save, exact: true }).click();
      await expectTabBadge(page, language, 'labor', true);
      await axe();

      // 7. Licenses: none.
      await openTab(page, language, 'license');
      const license = page.getByTestId('profile-license-form');
      await license.getByRole('radio', { name: t.no, exact: true }).check();
      await license.getByRole('button', { name: t.save, exact: true }).click();
      await expectTabBadge(page, language, 'license', true);

      // 8. Properties: none.
      await openTab(page, language, 'properties');
      const properties = page.getByTestId('profile-properties-form');
      await properties.getByRole('radio', { name: t.no, exact: true }).check();
      await properties.getByRole('button', { name: t.save, exact: true }).click();
      await expectTabBadge(page, language, 'properties', true);
      await axe();

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

      await summary.locator('#profile-summary-declaration').check();
      await summary.getByTestId('profile-summary-complete-button').click();
      await expect(summary.getByTestId('profile-summary-complete')).toContainText(t.summary.completeTitle);
      await expect(summary.getByTestId('profile-summary-form')).toHaveCount(0);
      await expect(statusBadge).toHaveText(t.status.completed);
      await expectTabBadge(page, language, 'summary', true);
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
      await section.locator('#profile-iban-new').fill(iban.replace(/(.{4})(?=.)/g, '$1 '));
      await section.getByRole('button', { name: t.iban.send }).click();
      await expect(page.getByText(t.iban.sent)).toBeVisible();

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
      const current = section.getByTestId('profile-iban-current');
      await expect(async () => {
        if (await pending.isVisible()) await pending.getByTestId('profile-iban-check').click({ timeout: 1_000 });
        await expect(current).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000, intervals: [1_000] });
      await expect(pending).toHaveCount(0);
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

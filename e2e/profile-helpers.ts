import type { Locator, Page } from '@playwright/test';
import { expect, type Language } from './fixtures.ts';
import { demoPassword } from './identity-helpers.ts';

/**
 * The unified profile as a person fills it through its screens (profile.spec.ts; the demo new applicant's journey in
 * applications.spec.ts): the tabs, what each says, the steps that fill each tab, and the payment IBAN.
 */

/** The applicant's eight tabs and the summary step, in screen order (the `?tab=` values). */
export const applicantTabs = ['personal', 'address', 'dependents', 'education', 'income', 'labor', 'license', 'properties'] as const;
export type ApplicantTab = (typeof applicantTabs)[number];
export type ProfileStep = ApplicantTab | 'summary';

/** What the screen says, from apps/web/src/locales/{ar,en}.json (`profile.*`, `common.*`). */
export const profileTexts = {
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

/** An accessibility scan of the page as it is now (the `axe` fixture). */
type Scan = () => Promise<void>;

/**
 * A Saudi IBAN of Al Rajhi (bank code 80) nobody has used yet, with valid ISO 13616 check digits, built as the server
 * factory's buildIban does. The account never ends in 0000, which the bank simulator treats as unknown; the local
 * bank simulator verifies it.
 */
export function newIban(): string {
  const account = `${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}0017`;
  const bban = `80${account}`;
  // SA = 28 10; the check digits make the rearranged number leave 1 modulo 97.
  const check = 98n - (BigInt(`${bban}281000`) % 97n);
  return `SA${String(check).padStart(2, '0')}${bban}`;
}

/** The tab of a step, named by its label (its completion badge follows the label in the accessible name). */
export function tabOf(page: Page, language: Language, step: ProfileStep): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${profileTexts[language].tabs[step]}`) });
}

/** Opens a step's tab (unless it is open already, as the first tab is on arrival) and answers its panel. */
export async function openTab(page: Page, language: Language, step: ProfileStep): Promise<Locator> {
  const tab = tabOf(page, language, step);
  if ((await tab.getAttribute('aria-selected')) !== 'true') {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${step}`));
  }
  const panel = page.getByRole('tabpanel', { name: new RegExp(`^${profileTexts[language].tabs[step]}`) });
  await expect(panel).toBeVisible();
  return panel;
}

/** The completion badge in a tab, in the test's language. */
export async function expectTabBadge(page: Page, language: Language, step: ProfileStep, done: boolean): Promise<void> {
  const badge = tabOf(page, language, step).getByTestId('completion-badge');
  await expect(badge).toHaveAttribute('data-done', String(done));
  await expect(badge).toHaveText(done ? profileTexts[language].badge.done : profileTexts[language].badge.open);
}

/** Whether a tab's badge says complete, once the profile's status is in (a tab shows no badge before). */
export async function isTabDone(page: Page, language: Language, step: ProfileStep): Promise<boolean> {
  const badge = tabOf(page, language, step).getByTestId('completion-badge');
  await expect(badge).toBeVisible();
  return (await badge.getAttribute('data-done')) === 'true';
}

/**
 * The steps that fill each of the applicant's eight tabs through the screen as a new applicant would, with a scan where
 * a tab shows something new. Each opens its tab, saves it, and ends once the tab's badge says complete; each expects
 * the tab as a new applicant finds it (nothing saved in it yet).
 */
export const fillProfileTab: Record<ApplicantTab, (page: Page, language: Language, axe: Scan) => Promise<void>> = {
  // 1. Personal information: social status, no disability.
  async personal(page, language) {
    const t = profileTexts[language];
    await openTab(page, language, 'personal');
    const personal = page.getByTestId('profile-personal-form');
    await personal.locator('#profile-personal-social-status').selectOption('MARRIED');
    await personal.getByRole('radio', { name: t.no, exact: true }).check();
    await personal.getByRole('button', { name: t.save, exact: true }).click();
    await expectTabBadge(page, language, 'personal', true);
  },

  // 2. National address: the cities follow the region, and a new region empties the city.
  async address(page, language, axe) {
    const t = profileTexts[language];
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
  },

  // 3. Dependents: none declared; the applicant confirms the empty list.
  async dependents(page, language, axe) {
    const dependents = await openTab(page, language, 'dependents');
    await expect(dependents.getByTestId('profile-dependents-empty')).toBeVisible();
    await dependents.getByTestId('profile-dependents-confirm').click();
    await expect(dependents.getByTestId('profile-dependents-done')).toBeVisible();
    await expectTabBadge(page, language, 'dependents', true);
    await axe();
  },

  // 4. Education: a bachelor's degree asks for the major.
  async education(page, language, axe) {
    const t = profileTexts[language];
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
  },

  // 5. Income: one salary.
  async income(page, language, axe) {
    const t = profileTexts[language];
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
  },

  // 6. Work: a private-sector employee gives employer, job title and start date.
  async labor(page, language, axe) {
    const t = profileTexts[language];
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
  },

  // 7. Licenses: none.
  async license(page, language) {
    const t = profileTexts[language];
    await openTab(page, language, 'license');
    const license = page.getByTestId('profile-license-form');
    await license.getByRole('radio', { name: t.no, exact: true }).check();
    await license.getByRole('button', { name: t.save, exact: true }).click();
    await expectTabBadge(page, language, 'license', true);
  },

  // 8. Properties: none.
  async properties(page, language, axe) {
    const t = profileTexts[language];
    await openTab(page, language, 'properties');
    const properties = page.getByTestId('profile-properties-form');
    await properties.getByRole('radio', { name: t.no, exact: true }).check();
    await properties.getByRole('button', { name: t.save, exact: true }).click();
    await expectTabBadge(page, language, 'properties', true);
    await axe();
  },
};

/** Accepts the declaration on the summary (every tab being complete) and completes the profile. */
export async function completeProfile(page: Page, language: Language): Promise<void> {
  const summary = await openTab(page, language, 'summary');
  await summary.locator('#profile-summary-declaration').check();
  await summary.getByTestId('profile-summary-complete-button').click();
  await expect(summary.getByTestId('profile-summary-complete')).toContainText(profileTexts[language].summary.completeTitle);
  await expect(summary.getByTestId('profile-summary-form')).toHaveCount(0);
  await expectTabBadge(page, language, 'summary', true);
}

/**
 * Sends a new payment IBAN from the personal tab, typed as on a bank statement (in groups of four). A new IBAN needs a
 * proof of identity of the last security.stepUpMinutes (5): the sign-in is one, and a journey that signed in longer
 * ago confirms it is them with the password when the server asks.
 */
export async function sendIban(page: Page, language: Language, iban: string, password: string = demoPassword): Promise<void> {
  const t = profileTexts[language];
  const section = page.getByTestId('profile-iban');
  await section.locator('#profile-iban-new').fill(iban.replace(/(.{4})(?=.)/g, '$1 '));
  await section.getByRole('button', { name: t.iban.send }).click();
  const sent = page.getByText(t.iban.sent);
  const stepUp = page.locator('#step-up-password');
  await expect(sent.or(stepUp)).toBeVisible();
  if (await stepUp.isVisible()) {
    await stepUp.fill(password);
    await page.getByTestId('step-up-confirm-password').click();
  }
  await expect(sent).toBeVisible();
}

/** "Check again" until the bank simulator's answer is in (bank.simulatorDelaySeconds, 5 s, after sending). */
export async function waitForVerifiedIban(page: Page): Promise<Locator> {
  const section = page.getByTestId('profile-iban');
  const pending = section.getByTestId('profile-iban-pending');
  const current = section.getByTestId('profile-iban-current');
  await expect(async () => {
    if (await pending.isVisible()) await pending.getByTestId('profile-iban-check').click({ timeout: 1_000 });
    await expect(current).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  await expect(pending).toHaveCount(0);
  return current;
}

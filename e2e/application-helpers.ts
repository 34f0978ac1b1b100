import type { Page } from '@playwright/test';
import { expect, type Language } from './fixtures.ts';
import { xsrfHeaders } from './identity-helpers.ts';
import { newIban } from './profile-helpers.ts';

/** What the screens say, from apps/web/src/locales/{ar,en}.json (`applicationFlow.*`, `programs.*`, the status lookup). */
export const applicationTexts = {
  ar: {
    programs: 'برامج الدعم',
    submitted: 'مُقدَّم',
    eligible: 'مستحق',
    withdrawn: 'مسحوب',
    supportReason: 'أسرتي بلا دخل منذ أن توقف عملي في الشركة قبل ستة أشهر.',
    banDays: 'لمدة 90 يوماً',
    banLeft: /لا يمكنك التقديم مجدداً لمدة 90 يوماً/,
  },
  en: {
    programs: 'Support programs',
    submitted: 'Submitted',
    eligible: 'Eligible',
    withdrawn: 'Withdrawn',
    supportReason: 'My household has had no income since my job at the company ended six months ago.',
    banDays: 'for 90 days',
    banLeft: /You cannot apply again for 90 days/,
  },
} as const;

/** A PDF small enough to read at a glance: the server decides its type from these bytes, not from its name. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The five steps of /program/application, from the programs screen (its apply button) to the application page. */
export async function applyToSsp(page: Page, language: Language, axe: () => Promise<void>): Promise<void> {
  await page.getByTestId('ssp-apply').click();
  await completeSspSteps(page, language, axe);
}

/**
 * The five steps of an SSP application, from step 1 (a new application, or a draft's "continue") to the submitted
 * application's page: the answers, the first house, no dependents, a national ID copy, the review. A draft left
 * half-way (a retried journey) keeps what it has: a ticked house stays ticked and an attached copy is not sent twice.
 */
export async function completeSspSteps(page: Page, language: Language, axe: () => Promise<void>): Promise<void> {
  const t = applicationTexts[language];
  await expect(page.getByTestId('answers-form')).toBeVisible();
  await page.locator('select[name="formAnswers.housingSituation"], [id$="housingSituation"]').first().selectOption('OWNED');
  await page.locator('[id$="supportReason"]').first().fill(t.supportReason);
  await axe();
  await page.getByTestId('answers-save').click();

  await expect(page.getByTestId('houses-choices')).toBeVisible();
  // Each change is saved at once: the box stays ticked once the server has it.
  const house = page.getByTestId('house-choice').first();
  if (!(await house.isChecked())) await house.click();
  await expect(house).toBeChecked();
  await page.getByTestId('houses-next').click();

  await expect(page.getByTestId('dependents-house').first()).toBeVisible();
  await page.getByTestId('dependents-next').click();

  const documents = page.getByTestId('application-documents-row');
  // The list is read from the server: "no documents" or the rows, before deciding whether to upload.
  await expect(page.getByTestId('application-documents-empty').or(documents.first())).toBeVisible();
  if ((await documents.filter({ hasText: 'national-id.pdf' }).count()) === 0) {
    await page.getByTestId('document-type').selectOption('NATIONAL_ID_COPY');
    await page.getByTestId('upload-field-input').setInputFiles({ name: 'national-id.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    await page.getByTestId('upload-field-upload').click();
  }
  await expect(documents).toHaveCount(1);
  await expect(documents).toContainText('national-id.pdf');
  await axe();
  await page.getByTestId('documents-next').click();

  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-documents')).toContainText('national-id.pdf');
  await axe();
  await page.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-page')).toBeVisible();
  await expect(page.getByTestId('application-facts').getByTestId('application-status')).toHaveText(t.submitted);
}

/** A state-changing call from the signed-in page, as the web app makes it (its cookies and anti-forgery header). */
async function post(page: Page, path: string, data: unknown): Promise<unknown> {
  const response = await page.request.post(path, { headers: await xsrfHeaders(page), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

const profileApi = '/api/unified-profile';

/**
 * Brings a newly registered, signed-in applicant to where applying is possible through the same API the profile
 * screens use (the profile journey itself is profile.spec.ts): the eight tabs, one house, the declaration, the
 * completion and a payment IBAN the bank simulator verifies (bank.simulatorDelaySeconds, 5 s).
 */
export async function makeReadyToApply(page: Page): Promise<void> {
  const address = {
    regionCode: '01',
    cityCode: '0101',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: String(1000 + Math.floor(Math.random() * 8999)),
    postalCode: '12211',
    additionalNumber: '5678',
    unitNumber: null,
    latitude: null,
    longitude: null,
  };
  await post(page, `${profileApi}/personal-info-tab/save`, { socialStatus: 'SINGLE', hasDisability: false, disabilities: [] });
  await post(page, `${profileApi}/address/save`, address);
  await post(page, `${profileApi}/education-tab/save`, {
    educationLevel: 'SECONDARY',
    major: null,
    institution: null,
    graduationYear: null,
    currentlyStudying: false,
  });
  await post(page, `${profileApi}/labor-info-tab/save`, {
    laborStatus: 'JOB_SEEKER',
    employerName: null,
    jobTitle: null,
    workStartDate: null,
    professionSkill: null,
  });
  await post(page, `${profileApi}/license-tab/save`, { hasLicenses: false, licenses: [] });
  await post(page, `${profileApi}/income-tab/save`, { income: [], deletedIncome: [] });
  await post(page, `${profileApi}/property-tab/save-sts`, { hasProperties: false });
  await post(page, `${profileApi}/house/create`, { label: null, ...address, ownership: 'OWNED', yearlyRent: null });
  await post(page, `${profileApi}/dependent/dependent-tab/save`, { confirmed: true });
  await post(page, `${profileApi}/personal-info-tab/updateIban`, { interimIban: newIban() });
  await post(page, `${profileApi}/summary-tab/save`, { declarationAccepted: true });
  const status = (await (await page.request.get(`${profileApi}/load-profile-sts`)).json()) as { profileId: string };
  await post(page, `${profileApi}/complete/${status.profileId}`, {});
  // The simulated bank answers after a few seconds; reading the IBAN asks it again.
  await expect(async () => {
    const info = (await (await page.request.get(`${profileApi}/personal-info-tab/loadIbanInfo`)).json()) as { current: unknown };
    expect(info.current).toBeTruthy();
  }).toPass({ timeout: 30_000, intervals: [2_000] });
}

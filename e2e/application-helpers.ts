import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { xsrfHeaders } from './identity-helpers.ts';

/** A Saudi IBAN with a valid ISO 13616 check at Al Rajhi (80), which the local bank simulator verifies. */
export function newIban(): string {
  const account = `${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}0017`;
  const bban = `80${account}`;
  // SA = 28 10; the check digits make the rearranged number leave 1 modulo 97.
  const check = 98n - (BigInt(`${bban}281000`) % 97n);
  return `SA${String(check).padStart(2, '0')}${bban}`;
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

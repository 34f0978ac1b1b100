import type { Locator, Page } from '@playwright/test';
import type { Language } from './fixtures.ts';

/** What the household screen says, from apps/web/src/locales/{ar,en}.json (`household.*`). */
export const householdTexts = {
  ar: { heading: 'أسرتي', houseAdded: 'أُضيف المسكن.', removed: 'أُزيل', district: 'حي الملقا', street: 'طريق أنس بن مالك' },
  en: {
    heading: 'My household',
    houseAdded: 'The house was added.',
    removed: 'was removed from your household',
    district: 'Al Malqa',
    street: 'Anas Bin Malik Road',
  },
} as const satisfies Record<Language, unknown>;

/** How the household holds a house: a rented one has its yearly rent, typed in riyals. */
export type Holding = { ownership: 'OWNED' } | { ownership: 'RENTED'; yearlyRent: string };

/**
 * Opens the add-house form of /houses and fills it: a national address in Riyadh (region 01, its first city, building
 * 4321) held as `holding`. The form is left for the caller to scan and save (`house-form-save`).
 */
export async function fillNewHouse(page: Page, language: Language, holding: Holding): Promise<Locator> {
  const t = householdTexts[language];
  await page.getByTestId('house-add').click();
  const houseForm = page.getByTestId('house-form');
  await houseForm.locator('#house-new-regionCode').selectOption('01');
  await houseForm.locator('#house-new-cityCode').selectOption({ index: 1 });
  await houseForm.locator('#house-new-district').fill(t.district);
  await houseForm.locator('#house-new-street').fill(t.street);
  await houseForm.locator('#house-new-buildingNumber').fill('4321');
  await houseForm.locator('#house-new-postalCode').fill('13521');
  await houseForm.locator('#house-new-additionalNumber').fill('8765');
  await houseForm.locator('#house-new-ownership').selectOption(holding.ownership);
  if (holding.ownership === 'RENTED') await houseForm.locator('#house-new-rent').pressSequentially(holding.yearlyRent);
  return houseForm;
}

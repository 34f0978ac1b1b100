import type { Page } from '@playwright/test';

/** Fills a three-part date field (day, month, year) by the id of its day box. */
export async function fillDate(page: Page, id: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  await page.locator(`#${id}`).fill(day);
  await page.locator(`#${id}-month`).fill(month);
  await page.locator(`#${id}-year`).fill(year);
}

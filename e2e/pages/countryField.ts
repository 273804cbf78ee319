import type { Page } from '@playwright/test';

/** Picks a country in the 'Country' combobox by its ISO code (typed as a search, then clicked). */
export async function pickCountry(page: Page, code: string) {
  const field = page.getByRole('combobox', { name: 'Country' });
  await field.click();
  await field.fill(code);
  // Each option ends with its code (after the flag and the name).
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`${code}$`) })
    .click();
}

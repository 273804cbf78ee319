import { expect, type Page } from '@playwright/test';

/** The Create New Campaign wizard: 1 basic info, 2 prompt setup, 3 preview. */
export class NewCampaignPage {
  constructor(private readonly page: Page) {}

  async fillBasics(values: { name: string; website: string; keywords: string[] }) {
    await this.page.getByLabel('Campaign Name').fill(values.name);
    await this.page.getByLabel('Website URL').fill(values.website);
    for (const k of values.keywords) {
      await this.page.getByLabel('Keywords').fill(k);
      await this.page.getByLabel('Keywords').press('Enter');
    }
  }

  /** Leaves only these platforms checked. */
  async choosePlatforms(labels: string[]) {
    for (const box of await this.page.getByRole('checkbox').all()) {
      const name =
        (await box.getAttribute('aria-label')) ??
        (await box.evaluate((el) => el.closest('label')?.textContent ?? ''));
      const wanted = labels.some((l) => name.includes(l));
      if ((await box.isChecked()) !== wanted) await box.click();
    }
  }

  next() {
    return this.page.getByRole('button', { name: 'Next' }).click();
  }

  async addPromptsManually(lines: string[]) {
    await this.page.getByRole('radio', { name: /Add manually/ }).check();
    await this.page.getByLabel('Prompts (one per line)').fill(lines.join('\n'));
    await this.page.getByRole('button', { name: 'Add prompts' }).click();
  }

  async create() {
    await this.page.getByRole('button', { name: 'Create Campaign' }).click();
  }

  async expectStep(title: string) {
    await expect(this.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
}

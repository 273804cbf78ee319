import { expect, type Page } from '@playwright/test';

/** /campaigns/{id}/settings: the campaign's settings form and its delete section. */
export class CampaignSettingsPage {
  constructor(private readonly page: Page) {}

  async expectLoaded(name: string) {
    await expect(this.page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}\/settings$/);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  async editPrompt(from: string, to: string) {
    await this.page.getByRole('button', { name: `Edit prompt "${from}"` }).click();
    const input = this.page.getByRole('textbox', { name: 'Edit prompt' });
    await input.fill(to);
    await input.press('Enter');
  }
  async addPrompts(prompts: string[]) {
    await this.page.getByLabel('Prompts (one per line)').fill(prompts.join('\n'));
    await this.page.getByRole('button', { name: 'Add prompts' }).click();
  }
  async addCompetitor(values: { name: string; aliases?: string; domains?: string }) {
    await this.page.getByRole('button', { name: 'Add competitor' }).click();
    const names = this.page.getByLabel(/^Competitor \d+ name$/);
    const n = await names.count();
    await expect(names.nth(n - 1)).toBeFocused();
    await names.nth(n - 1).fill(values.name);
    if (values.aliases) await this.page.getByLabel(`Competitor ${n} aliases`).fill(values.aliases);
    if (values.domains) await this.page.getByLabel(`Competitor ${n} domains`).fill(values.domains);
  }
  async save() {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
  }
  async deleteCampaign(name: string) {
    await this.page.getByRole('button', { name: 'Delete campaign' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toContainText('every run and every stored answer');
    await dialog.getByRole('button', { name: 'Delete campaign' }).click();
  }
}

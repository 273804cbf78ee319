import { expect, type Page } from '@playwright/test';

/** The dashboard's campaign list: status cards, toolbar, chips, summary, table and paging. */
export class CampaignListPage {
  constructor(private readonly page: Page) {}

  readonly summary = () => this.page.getByText(/^Showing \d+ of/);
  readonly search = () => this.page.getByPlaceholder('Search campaigns...');
  readonly statusFilter = () => this.page.getByLabel('Status', { exact: true });
  readonly sortBy = () => this.page.getByLabel('Sort by');
  readonly direction = () => this.page.getByRole('button', { name: /switch to (ascending|descending)/ });
  readonly pageSize = () => this.page.getByLabel('Rows per page');
  readonly nextPage = () => this.page.getByRole('button', { name: 'Next page' });
  readonly statusCard = (label: string) =>
    this.page
      .getByRole('group', { name: 'Campaigns by status' })
      .getByRole('button', { name: new RegExp(`${label}$`) });
  readonly table = () => this.page.getByRole('table', { name: 'Campaigns' });
  readonly rows = () => this.table().locator('tbody tr');
  readonly campaignLink = (name: string) => this.table().getByRole('link', { name, exact: true });
  readonly chip = (label: string) => this.page.getByRole('button', { name: `Remove ${label}` });

  async expectSummary(text: string) {
    await expect(this.summary()).toHaveText(text);
  }
  /** The campaign names shown, in order. */
  async names(): Promise<string[]> {
    return this.table()
      .locator('tbody tr td:first-child a:not([aria-label^="Settings of"])')
      .allTextContents();
  }
}

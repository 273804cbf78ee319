import { expect, type Page } from '@playwright/test';

/** /select-organization: a user of several organizations picks one and continues. */
export class SelectOrganizationPage {
  constructor(private readonly page: Page) {}
  readonly organizations = () => this.page.getByRole('group', { name: 'Your organizations' });
  readonly organization = (name: string) => this.organizations().getByRole('radio', { name });
  readonly continue = () => this.page.getByRole('button', { name: 'Continue' });

  async expectLoaded(orgNames: string[]) {
    await expect(this.page).toHaveURL(/\/select-organization$/);
    await expect(this.page.getByRole('heading', { name: 'Select an organization' })).toBeVisible();
    await expect(this.organizations().getByRole('radio')).toHaveCount(orgNames.length);
    for (const name of orgNames) await expect(this.organization(name)).toBeVisible();
    await expect(this.continue()).toBeDisabled();
  }
  async choose(name: string) {
    await this.organization(name).check();
    await this.continue().click();
  }
}

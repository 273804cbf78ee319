import { expect, type Page } from '@playwright/test';

/** /profile: the user card, the fields and Account Management. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  readonly refreshButton = () => this.page.getByRole('button', { name: /^Refresh(ing\.\.\.)?$/ });
  readonly createAccountButton = () => this.page.getByRole('button', { name: 'Create Account' });
  /** The focusable wrapper of the disabled Create Account button, which shows why it is disabled. */
  async showCreateAccountReason() {
    await this.createAccountButton().locator('xpath=..').focus();
  }
  readonly accountsTable = () => this.page.getByRole('table', { name: 'Accounts of the organization' });
  readonly row = (accountName: string) =>
    this.accountsTable().getByRole('row').filter({ hasText: accountName });
  readonly dialog = () => this.page.getByRole('dialog');

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  }

  async createAccount(name: string, description = '') {
    await this.createAccountButton().click();
    const dialog = this.dialog();
    await expect(dialog.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
    await dialog.getByLabel('Account Name').fill(name);
    if (description) await dialog.getByLabel('Description (Optional)').fill(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  async editAccount(current: string, name: string) {
    await this.page.getByRole('button', { name: `Edit ${current}` }).click();
    const dialog = this.dialog();
    await expect(dialog.getByRole('heading', { name: 'Edit Account' })).toBeVisible();
    await dialog.getByLabel('Account Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
}

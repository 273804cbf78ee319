import { expect, type Page } from '@playwright/test';
import { accountPath } from './AppShell';

/** /security: the Access tab (members, dialogs) and the Activity tab (log, filters, drawer). */
export class SecurityPage {
  /** `origin` points at another instance of the app; '' = baseURL. */
  constructor(
    private readonly page: Page,
    private readonly origin = '',
  ) {}

  async open(orgId: string, accountId: string, query = '') {
    await this.page.goto(`${this.origin}${accountPath(orgId, accountId, 'security')}${query}`);
  }

  readonly tab = (name: 'Access' | 'Activity') => this.page.getByRole('tab', { name, exact: true });
  readonly inviteButton = () => this.page.getByRole('button', { name: 'Invite Team Member' });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });
  readonly row = (text: string) => this.page.getByRole('row').filter({ hasText: text });
  readonly tooltip = () => this.page.getByRole('tooltip');

  async expectAccessLoaded() {
    await expect(this.page.getByRole('heading', { name: 'Team Access Management' })).toBeVisible();
    await expect(
      this.page.getByRole('table', { name: 'Team members' }).getByRole('row').nth(1),
    ).toBeVisible();
  }

  async invite(email: string, role: 'Admin' | 'User' | 'Viewer') {
    await this.inviteButton().click();
    const dialog = this.dialog('Invite Team Member');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Role').selectOption({ label: role });
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
  }

  async resend(name: string) {
    await this.page.getByRole('button', { name: `Resend invite to ${name}` }).click();
  }

  async changeRole(name: string, role: 'Admin' | 'User' | 'Viewer') {
    await this.page.getByRole('button', { name: `Change role of ${name}` }).click();
    const dialog = this.dialog('Change User Role');
    await dialog.getByLabel('New role').selectOption({ label: role });
    await dialog.getByRole('button', { name: 'Update Role' }).click();
  }

  async remove(name: string) {
    await this.page.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = this.dialog('Remove team member');
    await expect(dialog).toContainText(`Remove ${name}`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
  }

  // Activity tab
  readonly activityTable = () => this.page.getByRole('table', { name: 'Activity log' });
  readonly activityRows = () => this.activityTable().locator('tbody tr');
  readonly range = () => this.page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-live]');

  async expectActivityLoaded() {
    await expect(this.page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
    await expect(this.range()).toHaveText(/^\d/);
  }

  async filterActivityTypes(...labels: string[]) {
    if ((await this.page.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')) !== 'true')
      await this.page.getByRole('button', { name: 'Filters' }).click();
    await this.page.getByRole('button', { name: /^Activity Types/ }).click();
    for (const label of labels) {
      // The box follows the URL, which the router updates in a transition: click, then wait for it.
      const box = this.page.getByRole('checkbox', { name: label, exact: true });
      await box.click();
      await expect(box).toBeChecked();
    }
    await this.page.keyboard.press('Escape');
  }

  async openActivity(text: string) {
    await this.activityRows().filter({ hasText: text }).first().click();
    return this.dialog('Activity Details');
  }
}

import { expect, type Page } from '@playwright/test';

/** Ids of the protected area: /org/{orgId}/account/{accountId}/{section}. */
export const accountPath = (orgId: string, accountId: string, section = 'dashboard') =>
  `/org/${orgId}/account/${accountId}/${section}`;

/** A URL matcher for a section of one account (any origin). */
export const accountUrl = (orgId: string, accountId: string, section = 'dashboard') =>
  new RegExp(`/org/${orgId}/account/${accountId}/${section}$`);

/** The app shell around the protected pages: header (account switcher, profile menu) and sidebar. */
export class AppShell {
  constructor(private readonly page: Page) {}

  // Header
  readonly accountSwitcher = () => this.page.getByRole('combobox', { name: 'Account', exact: true });
  readonly profileButton = (fullName: string) => this.page.getByRole('button', { name: fullName });
  readonly profileMenu = () => this.page.getByRole('dialog', { name: 'Profile menu' });

  // Sidebar
  readonly sidebar = () => this.page.getByRole('complementary', { name: 'Sidebar' });
  readonly mainNav = () => this.page.getByRole('navigation', { name: 'Main' });
  readonly navLink = (label: string) => this.mainNav().getByRole('link', { name: label, exact: true });
  readonly contactSupportLink = () => this.sidebar().getByRole('link', { name: 'Contact Support' });

  /** A toast (success and info are status, error and warning alert). */
  readonly toast = (text: string | RegExp) =>
    this.page.getByRole('status').or(this.page.getByRole('alert')).filter({ hasText: text });

  async openProfileMenu(fullName: string) {
    await this.profileButton(fullName).click();
    await expect(this.profileMenu()).toBeVisible();
    return this.profileMenu();
  }
  async signOut(fullName: string) {
    const menu = await this.openProfileMenu(fullName);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
  }

  /** Picks another account in the switcher; the confirmation dialog opens. */
  async chooseAccount(name: string) {
    await this.accountSwitcher().selectOption({ label: name });
    return this.page.getByRole('dialog', { name: 'Switch account' });
  }
}

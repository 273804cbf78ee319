import { expect, type Page } from '@playwright/test';
import { pickCountry } from './countryField';

export interface NewMemberInput {
  firstName: string;
  lastName: string;
  /** ISO code, e.g. 'DE'. */
  country: string;
  password: string;
}

/** /accept-invite?token=...&email=...&alreadyExists=...: the page the invite mail links to. */
export class AcceptInvitePage {
  constructor(private readonly page: Page) {}
  readonly email = () => this.page.getByLabel('Email');
  readonly firstName = () => this.page.getByLabel('First Name');
  readonly lastName = () => this.page.getByLabel('Last Name');
  readonly country = () => this.page.getByLabel('Country');
  readonly password = () => this.page.getByLabel('Password', { exact: true });

  /** Opens a full URL (the mail's link). */
  async open(url: string) {
    await this.page.goto(url);
  }
  async expectNewUserForm(email: string) {
    await expect(this.page.getByRole('heading', { name: 'Join your team' })).toBeVisible();
    await expect(this.email()).toHaveValue(email);
    await expect(this.email()).not.toBeEditable();
  }
  async createAccount(input: NewMemberInput) {
    await this.firstName().fill(input.firstName);
    await this.lastName().fill(input.lastName);
    await pickCountry(this.page, input.country);
    await this.password().fill(input.password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }
  /** An existing user sees only the read-only email. */
  async expectExistingUserForm(email: string) {
    await expect(this.page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    await expect(this.email()).toHaveValue(email);
    await expect(this.email()).not.toBeEditable();
    await expect(this.firstName()).toHaveCount(0);
    await expect(this.lastName()).toHaveCount(0);
    await expect(this.country()).toHaveCount(0);
    await expect(this.password()).toHaveCount(0);
  }
  async accept() {
    await this.page.getByRole('button', { name: 'Accept Invite' }).click();
  }
  async expectInvalidLink() {
    await expect(this.page.getByRole('heading', { name: 'Invalid Invite Link' })).toBeVisible();
    await expect(
      this.page.getByText(
        'This invite link is invalid or has expired. Please contact the person who invited you.',
      ),
    ).toBeVisible();
    await expect(this.email()).toHaveCount(0);
  }
}

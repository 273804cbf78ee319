import { expect, type Page } from '@playwright/test';
import { pickCountry } from './countryField';

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName?: string;
  country?: string;
}

export class SignupPage {
  constructor(private readonly page: Page) {}
  readonly submit = () => this.page.getByRole('button', { name: 'Create Account' });

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/signup$/);
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }
  async fill(input: SignupInput) {
    await this.page.getByLabel('First Name').fill(input.firstName);
    await this.page.getByLabel('Last Name').fill(input.lastName);
    await this.page.getByLabel('Email').fill(input.email);
    if (input.companyName) {
      await this.page.getByLabel('Company Name (optional)').fill(input.companyName);
      // Close any suggestions so they cannot cover the fields below.
      await this.page.getByLabel('Company Name (optional)').press('Escape');
    }
    if (input.country) await pickCountry(this.page, input.country);
    await this.page.getByLabel('Password', { exact: true }).fill(input.password);
  }
}

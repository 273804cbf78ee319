import { expect, type Page } from '@playwright/test';

/** /billing (Usage & Billing): current plan, usage meters, plan comparison and the way to change plan. */
export class BillingPage {
  constructor(private readonly page: Page) {}

  readonly planComparison = () => this.page.getByRole('region', { name: 'Plan comparison' });
  readonly currentPlanHeader = (plan: string) =>
    this.planComparison().getByRole('columnheader', { name: `${plan} Current plan` });
  readonly switchButton = (plan: string) =>
    this.page.getByRole('button', { name: `Switch to ${plan}`, exact: true });
  /** Every plan switch button (not the theme's 'Switch to dark theme'). */
  readonly switchButtons = () =>
    this.page.getByRole('button', { name: /^Switch to (Free|Starter|Business|Enterprise)$/ });

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { name: 'Current plan' })).toBeVisible();
    await expect(this.page.getByRole('list', { name: 'Usage' })).toBeVisible();
  }

  /** Switches the plan and confirms; `plan` is the short name, e.g. 'Business'. */
  async switchTo(plan: string) {
    await this.switchButton(plan).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Switch to ${plan} Plan` }).click();
    await expect(dialog).toBeHidden();
  }
}

import { screen, within } from '@testing-library/react';
import { ACCOUNT, makeUser, mockApi, ORG, renderWithProviders, signIn } from '../../test-utils';
import BillingPage from './BillingPage';

const usage = (planChanges: 'self-serve' | 'contact', contactUrl: string | null = null) => ({
  body: {
    organizationId: ORG,
    accountId: ACCOUNT,
    tier: 'free',
    items: [
      {
        key: 'max_accounts_per_organization',
        label: 'Accounts in the organization',
        used: 1,
        limit: 1,
        reached: true,
      },
      {
        key: 'prompt_limit_per_campaign',
        label: 'Prompts in the largest campaign',
        used: 4,
        limit: 10,
        reached: false,
      },
    ],
    billing: { planChanges, contactUrl, planAdmins: [{ name: 'Grace Hopper', email: 'grace@example.com' }] },
  },
});

describe('Usage & Billing', () => {
  it('shows the usage meters with the reached state and marks the current plan', async () => {
    signIn(makeUser('super_admin'));
    mockApi({ 'GET /usage/organization': usage('self-serve') });
    renderWithProviders(<BillingPage />);
    expect(await screen.findByText('1 / 1')).toBeTruthy();
    expect(screen.getByText('Limit reached: a higher plan raises it')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Prompts in the largest campaign' })
        .getAttribute('aria-valuenow'),
    ).toBe('4');
    expect(screen.getByRole('columnheader', { name: /Free Plan Current plan/ })).toBeTruthy();
  });

  it('lets a super_admin switch the plan after confirming, then refreshes the session', async () => {
    signIn(makeUser('super_admin'));
    const calls = mockApi({
      'GET /usage/organization': usage('self-serve'),
      [`PATCH /organizations/${ORG}/tier`]: { body: { id: ORG, tier: 'business' } },
      'POST /auth/context_login': { body: makeUser('super_admin', 'business') },
    });
    const { user } = renderWithProviders(<BillingPage />);
    await user.click(await screen.findByRole('button', { name: 'Switch to Business' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Switch Acme from the Free Plan to the Business Plan?');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Business Plan' }));
    expect(await screen.findByText('Plan changed to Business Plan')).toBeTruthy();
    expect(calls.find((c) => c.route === `PATCH /organizations/${ORG}/tier`)?.body).toEqual({
      tier: 'business',
    });
    expect(calls.some((c) => c.route === 'POST /auth/context_login')).toBe(true);
    expect(await screen.findByRole('columnheader', { name: /Business Plan Current plan/ })).toBeTruthy();
  });

  it('tells others who can change the plan, without switch buttons', async () => {
    signIn(makeUser('admin'));
    mockApi({ 'GET /usage/organization': usage('self-serve') });
    renderWithProviders(<BillingPage />);
    expect(
      await screen.findByText('Only a super admin can change the plan: Grace Hopper (grace@example.com).'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('in contact mode offers Contact sales to the configured URL instead of switching', async () => {
    signIn(makeUser('super_admin'));
    mockApi({ 'GET /usage/organization': usage('contact', 'https://sales.example.com') });
    renderWithProviders(<BillingPage />);
    const links = await screen.findAllByRole('link', { name: 'Contact sales' });
    expect(links).toHaveLength(3);
    expect(links[0]!.getAttribute('href')).toBe('https://sales.example.com');
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('in contact mode without a URL leads to Contact Support', async () => {
    signIn(makeUser('viewer'));
    mockApi({ 'GET /usage/organization': usage('contact') });
    renderWithProviders(<BillingPage />);
    const links = await screen.findAllByRole('link', { name: 'Contact sales' });
    expect(links[0]!.getAttribute('href')).toBe(`/org/${ORG}/account/${ACCOUNT}/contact-support`);
  });

  it('shows an error with Try Again when the usage does not load', async () => {
    signIn(makeUser('super_admin'));
    mockApi({ 'GET /usage/organization': { status: 500, body: { message: 'Database down' } } });
    renderWithProviders(<BillingPage />);
    expect(await screen.findByText('The usage could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

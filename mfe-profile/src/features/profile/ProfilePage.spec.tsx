import type { User } from '@lantern/contracts';
import { screen, within } from '@testing-library/react';
import {
  ACCOUNT,
  holdRoute,
  makeUser,
  mockApi,
  ORG,
  renderWithProviders,
  signIn,
  toastVariant as toast,
} from '../../test-utils';
import ProfilePage from './ProfilePage';

const permissions = {
  body: {
    permissions: { account: ['view', 'create', 'update', 'delete', 'switch'] },
    limits: { is_user_invite_allowed: true, is_account_creation_allowed: true },
    features: ['account_creation'],
    user_info: { role: 'admin', tier: 'business' },
  },
};

/** The value shown next to a field label of the details card. */
const field = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Profile', () => {
  it('shows the user card with initials, full name and email, and the details', async () => {
    signIn(makeUser('admin', 'business'));
    mockApi({ 'GET /permissions/user': permissions });
    renderWithProviders(<ProfilePage />);
    const who = screen.getByRole('heading', { name: 'Ada Lovelace' }).parentElement!;
    expect(within(who).getByText('ada@example.com')).toBeTruthy();
    expect(within(who.parentElement!).getByText('AL')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(field('Full Name').textContent).toBe('Ada Lovelace');
    expect(field('Email Address').textContent).toBe('ada@example.com');
    expect(within(field('Email Address')).getByRole('button', { name: 'Copy Email' })).toBeTruthy();
    expect(field('Country').textContent).toContain('United Kingdom');
    expect(field('Country').querySelector('[data-flag="GB"]')).not.toBeNull();
    expect(field('Organization').textContent).toBe('Acme');
    expect(field('Organization ID').textContent).toBe(ORG);
    expect(
      within(field('Organization ID')).getByRole('button', { name: 'Copy Organization ID' }),
    ).toBeTruthy();
    expect(field('Account Status').textContent).toBe('Active');
    expect(field('Plan Tier').textContent).toBe('Business Plan');
    expect(await screen.findByRole('heading', { name: 'Account Management' })).toBeTruthy();
  });

  it("says 'Not specified' for a missing or unknown country, and shows other states and plans", () => {
    signIn({ ...makeUser('admin', 'free'), country: null, state: 'pending' } as unknown as User);
    mockApi({ 'GET /permissions/user': permissions });
    renderWithProviders(<ProfilePage />);
    expect(field('Country').textContent).toBe('Not specified');
    expect(field('Country').querySelector('[data-flag]')).toBeNull();
    expect(field('Account Status').textContent).toBe('Pending');
    expect(field('Plan Tier').textContent).toBe('Free Plan');
  });

  it("says 'Not specified' for a country code that is not in the list", () => {
    signIn({ ...makeUser('admin'), country: 'ZZ' } as unknown as User);
    mockApi({ 'GET /permissions/user': permissions });
    renderWithProviders(<ProfilePage />);
    expect(field('Country').textContent).toBe('Not specified');
  });

  it("refreshes through context login: 'Refreshing...' while busy, then the new details and a toast", async () => {
    signIn(makeUser('admin'));
    const refreshed = { ...makeUser('admin', 'business'), firstName: 'Augusta', lastName: 'King' } as User;
    const calls = mockApi({
      'GET /permissions/user': permissions,
      'POST /auth/context_login': { body: refreshed },
    });
    const release = holdRoute('POST /auth/context_login');
    const { user } = renderWithProviders(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const busy = await screen.findByRole('button', { name: 'Refreshing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await toast('Profile refreshed successfully')).toBe('success');
    expect(calls.find((c) => c.route === 'POST /auth/context_login')?.body).toEqual({
      organization_id: ORG,
    });
    expect(screen.getByRole('heading', { name: 'Augusta King' })).toBeTruthy();
    expect(screen.getByText('AK')).toBeTruthy();
    expect(field('Plan Tier').textContent).toBe('Business Plan');
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'Failed to refresh profile' when the refresh fails, and keeps the details", async () => {
    signIn(makeUser('admin'));
    mockApi({
      'GET /permissions/user': permissions,
      'POST /auth/context_login': { status: 500, body: { message: 'Database down' } },
    });
    const { user } = renderWithProviders(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await toast('Failed to refresh profile')).toBe('error');
    expect(screen.queryByText('Profile refreshed successfully')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('copies the email, the organization ID and an account ID with a toast each', async () => {
    signIn(makeUser('admin'));
    mockApi({ 'GET /permissions/user': permissions });
    const { user } = renderWithProviders(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Copy Email' }));
    expect(await toast('Email copied to clipboard')).toBe('success');
    expect(await navigator.clipboard.readText()).toBe('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Copy Organization ID' }));
    expect(await toast('Organization ID copied to clipboard')).toBe('success');
    expect(await navigator.clipboard.readText()).toBe(ORG);
    await user.click(screen.getByRole('button', { name: 'Copy Account ID' }));
    expect(await toast('Account ID copied to clipboard')).toBe('success');
    expect(await navigator.clipboard.readText()).toBe(ACCOUNT);
  });
});

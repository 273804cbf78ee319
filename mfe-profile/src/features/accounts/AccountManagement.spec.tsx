import type { PermissionAction, User } from '@lantern/contracts';
import { useSessionStore } from '@lantern/session';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  ACCOUNT,
  makeUser,
  mockApi,
  ORG,
  OTHER_ACCOUNT,
  renderWithProviders,
  signIn,
  holdRoute,
  toastVariant as toast,
} from '../../test-utils';
import { AccountManagement } from './AccountManagement';

const ACCOUNTS = `/accounts/organizations/${ORG}`;
const ALL: PermissionAction[] = ['view', 'create', 'update', 'delete', 'switch'];
const NO_PERMISSION =
  "You don't have permission to create/edit/delete accounts. Contact your administrator for access.";
const NO_TIER =
  'Creating more accounts is only available for Business and Enterprise plans. Upgrade your plan to add accounts.';

/** GET /permissions/user: the account actions, and whether the plan allows account_creation. */
const permissions = (
  role: string,
  account: PermissionAction[],
  { feature = true, allowed = true }: { feature?: boolean; allowed?: boolean } = {},
) => ({
  body: {
    permissions: { account },
    limits: { is_user_invite_allowed: true, is_account_creation_allowed: allowed },
    features: feature ? ['account_creation'] : [],
    user_info: { role, tier: feature ? 'business' : 'free' },
  },
});

/** The page with the routes the account actions lead to. */
const page = (
  <Routes>
    <Route path="/" element={<AccountManagement />} />
    <Route path="/org/:orgId/account/:accountId/billing" element={<p>Billing page</p>} />
    <Route path="/org/:orgId/account/:accountId/dashboard" element={<p>Dashboard page</p>} />
  </Routes>
);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const row = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!;

/** A user whose context login answers with a renamed or an added account. */
const withAccounts = (accounts: { id: string; name: string; description: string | null }[]) => {
  const user = makeUser('admin', 'business', 2);
  const role = user.organizations[0]!.accounts[0]!.role;
  user.organizations[0]!.accounts = accounts.map((a) => ({
    ...a,
    createdAt: '2026-01-01T00:00:00.000Z',
    role,
  })) as User['organizations'][number]['accounts'];
  return user;
};

describe('Account Management', () => {
  it('lists the accounts with copyable IDs, descriptions and roles, marking the current one', async () => {
    signIn(makeUser('super_admin', 'business', 2));
    mockApi({ 'GET /permissions/user': permissions('super_admin', ALL) });
    renderWithProviders(page);
    expect(screen.getByRole('heading', { name: 'Account Management' })).toBeTruthy();
    expect(screen.getByText('Manage your organization accounts and switch between them')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Account',
      'Description',
      'Role',
      'Actions',
    ]);
    const main = row('Main');
    expect(within(main).getByText('Current')).toBeTruthy();
    expect(within(main).getByText(ACCOUNT)).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Copy Account ID' })).toBeTruthy();
    expect(within(main).getByText('The main account')).toBeTruthy();
    expect(within(main).getByText('Super Admin')).toBeTruthy();
    const second = row('Second');
    expect(within(second).queryByText('Current')).toBeNull();
    expect(within(second).getByText(OTHER_ACCOUNT)).toBeTruthy();
    expect(within(second).getByText('—')).toBeTruthy();
    expect(button('Switch to Main').disabled).toBe(true);
    expect(button('Switch to Second').disabled).toBe(false);
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it("creates an account: 'Create New Account', Save only with a non-blank name, 'Saving...', a toast", async () => {
    const me = makeUser('admin', 'business');
    signIn(me);
    const calls = mockApi({
      'GET /permissions/user': permissions('admin', ALL),
      [`POST ${ACCOUNTS}`]: { status: 201, body: { id: OTHER_ACCOUNT, name: 'Team' } },
      'POST /auth/context_login': {
        body: withAccounts([
          { id: ACCOUNT, name: 'Main', description: 'The main account' },
          { id: OTHER_ACCOUNT, name: 'Team', description: 'For the team' },
        ]),
      },
    });
    const release = holdRoute(`POST ${ACCOUNTS}`);
    const { user } = renderWithProviders(page);
    await user.click(button('Create Account'));
    const dialog = screen.getByRole('dialog', { name: 'Create New Account' });
    const name = within(dialog).getByLabelText('Account Name') as HTMLInputElement;
    const description = within(dialog).getByLabelText('Description (Optional)') as HTMLInputElement;
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(name.value).toBe('');
    expect(description.value).toBe('');
    expect(save.disabled).toBe(true);
    await user.type(name, '   ');
    expect(save.disabled).toBe(true);
    await user.type(name, 'Team ');
    expect(save.disabled).toBe(false);
    await user.type(description, ' For the team ');
    await user.click(save);
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    release();
    expect(await toast('Account created successfully')).toBe('success');
    expect(calls.find((c) => c.route === `POST ${ACCOUNTS}`)?.body).toEqual({
      name: 'Team',
      description: 'For the team',
      actor_account_id: ACCOUNT,
      user_id: me.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.route === 'POST /auth/context_login')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Edit Team' })).toBeTruthy();
  });

  it.each([
    [403, { message: 'Forbidden' }, "You don't have permission to create accounts"],
    [500, { message: 'Database down' }, 'Server error. Please try again later.'],
    [
      409,
      { message: 'An account with this name already exists in this organization' },
      'An account with this name already exists in this organization',
    ],
    [400, {}, 'Failed to create account. Please try again.'],
  ])('a failed create (%s) shows its error toast and keeps the dialog open', async (status, body, text) => {
    signIn(makeUser('admin', 'business'));
    const calls = mockApi({
      'GET /permissions/user': permissions('admin', ALL),
      [`POST ${ACCOUNTS}`]: { status, body },
    });
    const { user } = renderWithProviders(page);
    await user.click(button('Create Account'));
    const dialog = screen.getByRole('dialog', { name: 'Create New Account' });
    await user.type(within(dialog).getByLabelText('Account Name'), 'Team');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast(text)).toBe('error');
    expect(screen.queryByText('Account created successfully')).toBeNull();
    expect(calls.some((c) => c.route === 'POST /auth/context_login')).toBe(false);
    expect((within(dialog).getByLabelText('Account Name') as HTMLInputElement).value).toBe('Team');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('a create that cannot reach the server shows the create failure', async () => {
    signIn(makeUser('admin', 'business'));
    mockApi({ 'GET /permissions/user': permissions('admin', ALL) });
    const answer = globalThis.fetch;
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return answer(url, init);
    }) as typeof fetch;
    const { user } = renderWithProviders(page);
    await user.click(button('Create Account'));
    await user.type(screen.getByLabelText('Account Name'), 'Team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Failed to create account. Please try again.')).toBe('error');
  });

  it("edits an account: 'Edit Account' filled in, Save disabled for a blank name, then a toast", async () => {
    signIn(makeUser('admin', 'business', 2));
    const calls = mockApi({
      'GET /permissions/user': permissions('admin', ALL),
      [`PATCH ${ACCOUNTS}/${OTHER_ACCOUNT}`]: { body: { id: OTHER_ACCOUNT, name: 'Renamed' } },
      'POST /auth/context_login': {
        body: withAccounts([
          { id: ACCOUNT, name: 'Main', description: 'The main account' },
          { id: OTHER_ACCOUNT, name: 'Renamed', description: 'Now described' },
        ]),
      },
    });
    const { user } = renderWithProviders(page);
    await user.click(button('Edit Second'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Account' });
    const name = within(dialog).getByLabelText('Account Name') as HTMLInputElement;
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(name.value).toBe('Second');
    expect((within(dialog).getByLabelText('Description (Optional)') as HTMLInputElement).value).toBe('');
    expect(save.disabled).toBe(false);
    await user.clear(name);
    expect(save.disabled).toBe(true);
    await user.type(name, '  ');
    expect(save.disabled).toBe(true);
    await user.type(name, 'Renamed');
    await user.type(within(dialog).getByLabelText('Description (Optional)'), 'Now described');
    await user.click(save);
    expect(await toast('Account updated successfully')).toBe('success');
    expect(calls.find((c) => c.route === `PATCH ${ACCOUNTS}/${OTHER_ACCOUNT}`)?.body).toEqual({
      name: 'Renamed',
      description: 'Now described',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Now described')).toBeTruthy();
  });

  it('Cancel closes the dialog without saving, and the next Create starts empty', async () => {
    signIn(makeUser('admin', 'business', 2));
    const calls = mockApi({ 'GET /permissions/user': permissions('admin', ALL) });
    const { user } = renderWithProviders(page);
    await user.click(button('Edit Main'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Account' });
    expect((within(dialog).getByLabelText('Description (Optional)') as HTMLInputElement).value).toBe(
      'The main account',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button('Create Account'));
    const create = screen.getByRole('dialog', { name: 'Create New Account' });
    expect((within(create).getByLabelText('Account Name') as HTMLInputElement).value).toBe('');
    expect(calls.filter((c) => c.route !== 'GET /permissions/user')).toHaveLength(0);
  });

  it.each([
    [403, "You don't have permission to update accounts"],
    [404, 'Account not found'],
    [503, 'Server error. Please try again later.'],
    [400, 'Failed to update account. Please try again.'],
  ])('a failed update (%s) shows its error toast', async (status, text) => {
    signIn(makeUser('admin', 'business', 2));
    mockApi({
      'GET /permissions/user': permissions('admin', ALL),
      [`PATCH ${ACCOUNTS}/${OTHER_ACCOUNT}`]: { status, body: {} },
    });
    const { user } = renderWithProviders(page);
    await user.click(button('Edit Second'));
    await user.type(screen.getByLabelText('Account Name'), ' B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast(text)).toBe('error');
    expect(screen.queryByText('Account updated successfully')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Account' })).toBeTruthy();
  });

  it("asks before deleting ('This action cannot be undone.'), deletes, and says so", async () => {
    signIn(makeUser('admin', 'business', 2));
    const calls = mockApi({
      'GET /permissions/user': permissions('admin', ALL),
      [`DELETE ${ACCOUNTS}/${OTHER_ACCOUNT}`]: { body: { message: 'Account deleted successfully' } },
      'POST /auth/context_login': { body: makeUser('admin', 'business', 1) },
    });
    const { user } = renderWithProviders(page);
    await user.click(button('Delete Second'));
    let dialog = screen.getByRole('dialog', { name: 'Delete Second?' });
    expect(dialog.textContent).toContain('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.route.startsWith('DELETE'))).toBe(false);

    await user.click(button('Delete Second'));
    dialog = screen.getByRole('dialog', { name: 'Delete Second?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Successfully deleted Second')).toBe('success');
    expect(calls.filter((c) => c.route === `DELETE ${ACCOUNTS}/${OTHER_ACCOUNT}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Second' })).toBeNull());
    // The remaining account is the current and the last one: it cannot be deleted.
    expect(button('Delete Main').disabled).toBe(true);
  });

  it.each([
    [403, "You don't have permission to delete accounts"],
    [404, 'Account not found'],
    [500, 'Server error. Please try again later.'],
    [400, 'Failed to delete account. Please try again.'],
  ])('a failed delete (%s) shows its error toast and keeps the account', async (status, text) => {
    signIn(makeUser('admin', 'business', 2));
    const calls = mockApi({
      'GET /permissions/user': permissions('admin', ALL),
      [`DELETE ${ACCOUNTS}/${OTHER_ACCOUNT}`]: { status, body: {} },
    });
    const { user } = renderWithProviders(page);
    await user.click(button('Delete Second'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Second?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await toast(text)).toBe('error');
    expect(screen.queryByText('Successfully deleted Second')).toBeNull();
    expect(calls.some((c) => c.route === 'POST /auth/context_login')).toBe(false);
    expect(button('Delete Second')).toBeTruthy();
  });

  it('does not let the current account be deleted, and says why', async () => {
    signIn(makeUser('admin', 'business', 2));
    mockApi({ 'GET /permissions/user': permissions('admin', ALL) });
    const { user } = renderWithProviders(page);
    const remove = button('Delete Main');
    expect(remove.disabled).toBe(true);
    expect(button('Delete Second').disabled).toBe(false);
    await user.hover(remove.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Cannot delete');
    expect(tooltip.textContent).toContain('The account you are using cannot be deleted. Switch first.');
    await user.click(remove.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not let the last account of the organization be deleted, and says why', async () => {
    // One listed account that is not the one in use: only the last-account rule applies.
    signIn(makeUser('admin', 'business', 1));
    useSessionStore.getState().selectContext({ organizationId: ORG, accountId: OTHER_ACCOUNT });
    mockApi({ 'GET /permissions/user': permissions('admin', ALL) });
    const { user } = renderWithProviders(page);
    const remove = button('Delete Main');
    expect(remove.disabled).toBe(true);
    await user.hover(remove.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('The last account of an organization cannot be deleted.');
  });

  it('switches account after confirming, then opens its dashboard with a toast', async () => {
    signIn(makeUser('viewer', 'business', 2));
    const calls = mockApi({
      'GET /permissions/user': permissions('viewer', ['view', 'switch']),
      'POST /auth/switch_account': { body: makeUser('viewer', 'business', 2) },
    });
    const { user } = renderWithProviders(page);
    await user.click(button('Switch to Second'));
    const dialog = screen.getByRole('dialog', { name: 'Switch account' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to switch to Second? You will be redirected to the dashboard.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(await toast('Switched to account: Second')).toBe('success');
    expect(calls.find((c) => c.route === 'POST /auth/switch_account')?.body).toEqual({
      organization_id: ORG,
      account_id: OTHER_ACCOUNT,
    });
    expect(useSessionStore.getState().context).toEqual({ organizationId: ORG, accountId: OTHER_ACCOUNT });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('cancelling the switch stays on the account', async () => {
    signIn(makeUser('admin', 'business', 2));
    const calls = mockApi({ 'GET /permissions/user': permissions('admin', ALL) });
    const { user } = renderWithProviders(page);
    await user.click(button('Switch to Second'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Switch account' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.route === 'POST /auth/switch_account')).toBe(false);
    expect(useSessionStore.getState().context?.accountId).toBe(ACCOUNT);
  });

  it("without the account permissions, Create, Edit and Delete are disabled with 'Permission Required'", async () => {
    signIn(makeUser('viewer', 'business', 2));
    mockApi({ 'GET /permissions/user': permissions('viewer', ['view', 'switch']) });
    const { user } = renderWithProviders(page);
    await waitFor(() => expect(button('Create Account').disabled).toBe(true));
    expect(button('Edit Main').disabled).toBe(true);
    expect(button('Edit Second').disabled).toBe(true);
    expect(button('Delete Second').disabled).toBe(true);
    expect(button('Switch to Second').disabled).toBe(false);
    await user.hover(button('Create Account').parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Permission Required');
    expect(tooltip.textContent).toContain(NO_PERMISSION);
    // The missing permission is what the user is told, not the plan.
    expect(tooltip.textContent).not.toContain('Upgrade Required');
    await user.unhover(button('Create Account').parentElement!);
    await user.hover(button('Delete Second').parentElement!);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toContain(NO_PERMISSION));
  });

  it('each action needs its own permission on the account resource', async () => {
    signIn(makeUser('user', 'business', 2));
    mockApi({ 'GET /permissions/user': permissions('user', ['view', 'update', 'switch']) });
    const { user } = renderWithProviders(page);
    await waitFor(() => expect(button('Create Account').disabled).toBe(true));
    expect(button('Delete Second').disabled).toBe(true);
    expect(button('Edit Second').disabled).toBe(false);
    await user.click(button('Edit Second'));
    expect(screen.getByRole('dialog', { name: 'Edit Account' })).toBeTruthy();
  });

  it("outside the plan's account_creation, Create is disabled with the upgrade message and View Plans", async () => {
    signIn(makeUser('admin', 'free', 2));
    mockApi({ 'GET /permissions/user': permissions('admin', ALL, { feature: false }) });
    const { user } = renderWithProviders(page);
    await waitFor(() => expect(button('Create Account').disabled).toBe(true));
    // Editing and deleting are not tier-gated.
    expect(button('Edit Second').disabled).toBe(false);
    expect(button('Delete Second').disabled).toBe(false);
    await user.hover(button('Create Account').parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Upgrade Required');
    expect(tooltip.textContent).toContain(NO_TIER);
    expect(tooltip.textContent).not.toContain('Permission Required');
    await user.click(within(tooltip).getByRole('button', { name: 'View Plans' }));
    expect(await screen.findByText('Billing page')).toBeTruthy();
  });

  it('the account creation flag off (limit reached) also gates Create', async () => {
    signIn(makeUser('admin', 'business', 2));
    mockApi({ 'GET /permissions/user': permissions('admin', ALL, { allowed: false }) });
    const { user } = renderWithProviders(page);
    await waitFor(() => expect(button('Create Account').disabled).toBe(true));
    await user.click(button('Create Account').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.hover(button('Create Account').parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toContain(NO_TIER);
  });
});

import { limitsFor, permissionsFor, TIER_FEATURES, type Tier } from '@lantern/contracts';
import { useSessionStore } from '@lantern/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT, type Call, mockApi, ORG, renderAt, SECURITY } from '../test-utils';
import SecurityPage from './SecurityPage';

const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const role = (name: string) => ({
  id: `r-${name}`,
  name,
  displayName: name === 'super_admin' ? 'Super Admin' : name[0]!.toUpperCase() + name.slice(1),
  description: '',
});
const ROLES = ['super_admin', 'admin', 'user', 'viewer'].map((n) => ({
  ...role(n),
  isDefault: n === 'user',
}));
const member = (id: string, first: string, status: string, roleName: string) => ({
  id,
  email: `${first.toLowerCase()}@example.com`,
  firstName: first,
  lastName: 'Doe',
  status,
  createdAt: '2026-01-02T10:00:00.000Z',
  role: role(roleName),
});
const USERS = [
  member(ME, 'Olivia', 'active', 'admin'),
  member('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Ben', 'active', 'user'),
  member('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Pia', 'pending', 'viewer'),
];
const perms = (roleName: string, tier: Tier = 'business') => ({
  body: {
    permissions: permissionsFor(roleName),
    limits: limitsFor(tier),
    features: TIER_FEATURES[tier],
    user_info: { role: roleName, tier },
  },
});
const usage = (used: number, limit: number | null) => ({
  body: { items: [{ key: 'user_invite_limit_per_account', label: '', used, limit, reached: false }] },
});
const USERS_ROUTE = `GET /accounts/${ACCOUNT}/users`;
const ACTIVITIES_ROUTE = `POST /activities/account/${ACCOUNT}/organization/${ORG}/list`;

function api(
  overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {},
  roleName = 'admin',
  tier: Tier = 'business',
) {
  return mockApi({
    'GET /permissions/user': perms(roleName, tier),
    [USERS_ROUTE]: { body: USERS },
    'GET /roles/': { body: ROLES },
    'GET /usage/organization': usage(1, 10),
    ...overrides,
  });
}

jest.setTimeout(20_000);

beforeEach(() => {
  useSessionStore.setState({ user: { id: ME } as never, token: 't' });
});

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Access tab', () => {
  it('lists members with initials, a status badge, the You chip and only the allowed actions', async () => {
    api();
    renderAt(<SecurityPage />, SECURITY);
    expect(await screen.findByText('Ben Doe')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Team Access Management' })).toBeTruthy();
    expect(within(row('Olivia Doe')).getByText('You')).toBeTruthy();
    expect(within(row('Olivia Doe')).queryByRole('button')).toBeNull();
    expect(within(row('Ben Doe')).getByRole('button', { name: 'Change role of Ben Doe' })).toBeTruthy();
    expect(within(row('Pia Doe')).getByText('PENDING')).toBeTruthy();
    expect(within(row('Pia Doe')).queryByRole('button', { name: /Change role/ })).toBeNull();
    expect(within(row('Pia Doe')).getByRole('button', { name: 'Resend invite to Pia Doe' })).toBeTruthy();
    expect(screen.getByText('1 of 10 invitations used')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    api({ [USERS_ROUTE]: { body: [] } });
    renderAt(<SecurityPage />, SECURITY);
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.getByText('Once users are added to this account, they will appear here.')).toBeTruthy();
  });

  it('validates the invite on blur, never offers super_admin, sends and refreshes the list', async () => {
    const calls = api({ [`POST /organizations/${ORG}/invites`]: { status: 201, body: { message: 'ok' } } });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await user.click(await screen.findByRole('button', { name: 'Invite Team Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Team Member' });
    expect(within(dialog).getByText('Send an invitation to join your organization')).toBeTruthy();
    const email = within(dialog).getByLabelText('Email address');
    await user.click(email);
    await user.tab();
    expect(within(dialog).getByText('Email address is required')).toBeTruthy();
    await user.type(email, 'new@');
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    await user.type(email, 'example.com');
    expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull();
    const select = within(dialog).getByLabelText('Role');
    await user.click(select);
    await user.tab();
    expect(within(dialog).getByText('Please select a role')).toBeTruthy();
    const options = within(select as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Select a role', 'Admin', 'User', 'Viewer']);
    await user.selectOptions(select, 'r-user');
    const usersBefore = calls.filter((c) => c.route === USERS_ROUTE).length;
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite sent successfully')).toBeTruthy();
    expect(calls.find((c) => c.route === `POST /organizations/${ORG}/invites`)?.body).toEqual({
      email: 'new@example.com',
      roleId: 'r-user',
      accountId: ACCOUNT,
    });
    await waitFor(() => expect(calls.filter((c) => c.route === USERS_ROUTE).length).toBe(usersBefore + 1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [403, { code: 'FORBIDDEN', message: 'x' }, "You don't have permission to send invites"],
    [503, { message: 'down' }, 'Server error. Please try again later.'],
    [400, { message: 'bad' }, 'Failed to send invite. Please try again.'],
    [
      403,
      { code: 'LIMIT_REACHED', message: 'This account has reached its limit of 10 invited users.' },
      'This account has reached its limit of 10 invited users.',
    ],
  ])('says why a send failed (%s)', async (status, body, text) => {
    api({ [`POST /organizations/${ORG}/invites`]: { status, body } });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await user.click(await screen.findByRole('button', { name: 'Invite Team Member' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email address'), 'a@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'r-viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('changes a role: the current role and super_admin are not offered, a choice is required', async () => {
    const route = `PATCH /accounts/${ACCOUNT}/users/${USERS[1]!.id}/role`;
    const calls = api({ [route]: { body: { message: 'ok', user: USERS[1] } } });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await user.click(await screen.findByRole('button', { name: 'Change role of Ben Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'Change User Role' });
    const select = within(dialog).getByLabelText('New role');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a role', 'Admin', 'Viewer']);
    expect((within(dialog).getByRole('button', { name: 'Update Role' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(select);
    await user.tab();
    expect(within(dialog).getByText('Please select a role')).toBeTruthy();
    await user.selectOptions(select, 'r-viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText('User role updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.route === route)?.body).toEqual({ roleId: 'r-viewer' });
  });

  it("says 'No other roles available' when nothing is left", async () => {
    api({ 'GET /roles/': { body: [ROLES[0], ROLES[2]] } });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await user.click(await screen.findByRole('button', { name: 'Change role of Ben Doe' }));
    expect(await within(screen.getByRole('dialog')).findByText('No other roles available')).toBeTruthy();
  });

  it("shows a failed role change's message", async () => {
    const route = `PATCH /accounts/${ACCOUNT}/users/${USERS[1]!.id}/role`;
    api({ [route]: { status: 409, body: { message: 'You cannot change your own role' } } });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await user.click(await screen.findByRole('button', { name: 'Change role of Ben Doe' }));
    await user.selectOptions(within(screen.getByRole('dialog')).getByLabelText('New role'), 'r-admin');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText('You cannot change your own role')).toBeTruthy();
  });

  it('resends an invite with the response message, and maps resend errors', async () => {
    const route = `POST /organizations/${ORG}/invites/${USERS[2]!.id}/resend`;
    const calls = api({ [route]: { body: { message: 'Invitation resent to pia@example.com' } } });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await user.click(await screen.findByRole('button', { name: 'Resend invite to Pia Doe' }));
    expect(await screen.findByText('Invitation resent to pia@example.com')).toBeTruthy();
    expect(calls.find((c) => c.route === route)?.body).toEqual({ invitation_id: USERS[2]!.id });
    api({ [route]: { status: 404, body: { message: 'gone' } } });
    await user.click(screen.getByRole('button', { name: 'Resend invite to Pia Doe' }));
    expect(await screen.findByText('Invite not found or has expired')).toBeTruthy();
  });

  it('removes a member after a confirmation that names them', async () => {
    const route = `DELETE /accounts/${ACCOUNT}/users/${USERS[1]!.id}`;
    const calls = api({ [route]: { body: { message: 'removed' } } });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await user.click(await screen.findByRole('button', { name: 'Remove Ben Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove team member' });
    expect(within(dialog).getByText(/Remove Ben Doe \(ben@example.com\) from this account\?/)).toBeTruthy();
    expect(calls.some((c) => c.route === route)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Successfully deleted Ben Doe')).toBeTruthy();
    expect(calls.filter((c) => c.route === route)).toHaveLength(1);
  });

  it('disables every action of a viewer with the Permission Required tooltip', async () => {
    api({}, 'viewer');
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await screen.findByText('Ben Doe');
    const invite = (await screen.findByRole('button', { name: 'Invite Team Member' })) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Change role of Ben Doe' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove Ben Doe' }) as HTMLButtonElement).disabled).toBe(true);
    await user.hover(invite.parentElement!);
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText('Permission Required')).toBeTruthy();
    expect(
      within(tip).getByText('You need permission to invite users. Contact your administrator.'),
    ).toBeTruthy();
  });

  it('gates inviting on the plan with View Plans to billing, and on the invite limit before a try', async () => {
    api({}, 'admin', 'starter');
    const { user } = renderAt(<SecurityPage />, SECURITY);
    const invite = (await screen.findByRole('button', { name: 'Invite Team Member' })) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    await user.hover(invite.parentElement!);
    const tip = await screen.findByRole('tooltip');
    expect(
      within(tip).getByText(/User invitations are only available for Business and Enterprise plans/),
    ).toBeTruthy();
    await user.click(within(tip).getByRole('button', { name: 'View Plans' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('shows the invite limit reached before the user tries', async () => {
    api({ 'GET /usage/organization': usage(10, 10) });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    expect(await screen.findByText('10 of 10 invitations used')).toBeTruthy();
    const invite = screen.getByRole('button', { name: 'Invite Team Member' }) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    await user.hover(invite.parentElement!);
    expect(await screen.findByText(/reached its limit of 10 invited users/)).toBeTruthy();
  });
});

const activity = (i: number, extra: object = {}) => ({
  id: `act-${i}`,
  activityType: 'user_invite_sent',
  entityType: 'invite',
  description: `Invited person ${i}`,
  userId: ME,
  userName: 'Olivia Doe',
  userEmail: 'olivia@example.com',
  ipAddress: '203.0.113.7',
  userAgent: 'Chromium',
  accountId: ACCOUNT,
  entityId: `inv-${i}`,
  activityMetadata: { role: 'viewer' },
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const pageOf = (call: Call, total = 10_000, capped = true) => {
  const b = call.body as { limit: number; offset: number };
  return {
    body: {
      activities: Array.from({ length: b.limit }, (_, i) => activity(b.offset + i)),
      pagination: {
        total,
        totalCapped: capped,
        limit: b.limit,
        offset: b.offset,
        nextCursor: `next-${b.offset}`,
        prevCursor: null,
      },
    },
  };
};

describe('Activity tab', () => {
  const ACTIVITY = `${SECURITY}?tab=activity`;

  it('is behind the admin gate, with the message for what is missing', async () => {
    api({}, 'user');
    renderAt(<SecurityPage />, ACTIVITY);
    expect(await screen.findByText('Admin Access Required')).toBeTruthy();
    expect(
      screen.getByText("You don't have the required permissions and role to access this feature."),
    ).toBeTruthy();
  });

  it('tells a non-admin who holds the view permission that the role is missing', async () => {
    const granted = perms('user');
    granted.body.permissions = { ...granted.body.permissions, 'user-activity': ['view'] };
    api({ 'GET /permissions/user': granted }, 'user');
    renderAt(<SecurityPage />, ACTIVITY);
    expect(await screen.findByText('This feature is only available to admin users.')).toBeTruthy();
  });

  it('opens from the URL, lists activities with the user rules and a capped total, and pages with the cursor', async () => {
    const calls = api({
      [ACTIVITIES_ROUTE]: (call) => {
        const r = pageOf(call);
        r.body.activities[1] = activity(1, { userName: null, userEmail: null, ipAddress: null });
        return r;
      },
    });
    const { user } = renderAt(<SecurityPage />, ACTIVITY);
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('1-20 of 10,000+')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activity Log' })).toBeTruthy();
    expect(screen.getByText('Unknown User')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(calls.find((c) => c.route === ACTIVITIES_ROUTE)?.body).toEqual({
      limit: 20,
      offset: 0,
      sortBy: 'created_at',
      sortOrder: 'desc',
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21-40 of 10,000+')).toBeTruthy();
    expect(calls.filter((c) => c.route === ACTIVITIES_ROUTE).at(-1)?.body).toMatchObject({
      offset: 20,
      cursor: 'next-0',
    });
  });

  it('opens the Activity Details drawer with metadata as JSON', async () => {
    api({ [ACTIVITIES_ROUTE]: (call) => pageOf(call, 3, false) });
    const { user } = renderAt(<SecurityPage />, `${ACTIVITY}&limit=10`);
    await user.click((await screen.findAllByText('203.0.113.7'))[0]!);
    const drawer = screen.getByRole('dialog', { name: 'Activity Details' });
    expect(within(drawer).getByText('Invited person 0')).toBeTruthy();
    expect(within(drawer).getByText('act-0')).toBeTruthy();
    expect(within(drawer).getByText('inv-0')).toBeTruthy();
    expect(within(drawer).getByText('Chromium')).toBeTruthy();
    expect(within(drawer).getByLabelText('Metadata (JSON)').textContent).toBe('{\n  "role": "viewer"\n}');
  });

  it('debounces search by 500 ms, highlights a quick range, resets the offset and clears to defaults', async () => {
    jest.useFakeTimers();
    try {
      const calls = api({ [ACTIVITIES_ROUTE]: (call) => pageOf(call) });
      const { user } = renderAt(<SecurityPage />, `${ACTIVITY}&offset=40`, { fakeTimers: true });
      await screen.findByText('41-60 of 10,000+');
      const lists = () =>
        calls.filter((c) => c.route === ACTIVITIES_ROUTE).map((c) => c.body as Record<string, unknown>);
      await user.type(screen.getByPlaceholderText('Search activities...'), 'invite');
      act(() => jest.advanceTimersByTime(400));
      expect(lists().some((b) => b.search)).toBe(false);
      act(() => jest.advanceTimersByTime(200));
      await waitFor(() => expect(lists().at(-1)).toMatchObject({ search: 'invite', offset: 0 }));
      await user.click(screen.getByRole('button', { name: '7d' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: '7d' }).getAttribute('aria-pressed')).toBe('true'),
      );
      const body = lists().at(-1)!;
      expect(body.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(body.endDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      await waitFor(() =>
        expect(lists().at(-1)).toEqual({ limit: 20, offset: 0, sortBy: 'created_at', sortOrder: 'desc' }),
      );
      expect((screen.getByPlaceholderText('Search activities...') as HTMLInputElement).value).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by activity types with at most two chips, then +N more', async () => {
    const calls = api({ [ACTIVITIES_ROUTE]: (call) => pageOf(call) });
    const { user } = renderAt(<SecurityPage />, ACTIVITY);
    await screen.findByText('1-20 of 10,000+');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: /Activity Types/ }));
    for (const name of ['Campaign Created', 'User Login', 'Role Changed'])
      await user.click(screen.getByLabelText(name));
    expect(screen.getByText('+1 more')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Campaign Created' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.route === ACTIVITIES_ROUTE).at(-1)?.body).toMatchObject({
        activityTypes: ['campaign_created', 'user_login', 'role_changed'],
        offset: 0,
      }),
    );
  });

  it('shows the load failure texts', async () => {
    api({ [ACTIVITIES_ROUTE]: { status: 500, body: {} } });
    renderAt(<SecurityPage />, ACTIVITY);
    expect(await screen.findByText('Error loading activities.')).toBeTruthy();
    expect(screen.getByText('Please try again or contact support if the issue persists.')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    api({ [ACTIVITIES_ROUTE]: (call) => pageOf(call) });
    const { user } = renderAt(<SecurityPage />, SECURITY);
    await screen.findByText('Ben Doe');
    screen.getByRole('tab', { name: 'Access' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByRole('heading', { name: 'Activity Log' })).toBeTruthy();
  });
});

import { useSessionStore } from '@lantern/session';
import { screen, within } from '@testing-library/react';
import {
  currentPath,
  deferred,
  makeUser,
  mockApi,
  pickCountry,
  renderPage,
  resetSession,
  type Answer,
} from '../test-utils';
import AcceptInvitePage from './AcceptInvitePage';

const TOKEN = 'b'.repeat(64);
const NEW_USER_LINK = `/accept-invite?token=${TOKEN}&email=new%40example.com&alreadyExists=false`;
const EXISTING_LINK = `/accept-invite?token=${TOKEN}&email=ada%40example.com&alreadyExists=true`;
const render = (route: string) => renderPage(<AcceptInvitePage />, route);
const toasts = () => screen.queryAllByRole('status').concat(screen.queryAllByRole('alert'));
const toastTexts = () => toasts().map((t) => t.textContent);

async function fillNewUser(user: ReturnType<typeof render>['user']) {
  await user.type(screen.getByLabelText('First Name'), 'Grace');
  await user.type(screen.getByLabelText('Last Name'), 'Hopper');
  await pickCountry(user, 'united st', 'United States');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
}

describe('accept invite page', () => {
  beforeEach(resetSession);

  it('shows the invalid link screen without a token', () => {
    mockApi({});
    render('/accept-invite?email=ada%40example.com');
    expect(screen.getByRole('heading', { name: 'Invalid Invite Link' })).toBeTruthy();
    expect(
      screen.getByText(
        'This invite link is invalid or has expired. Please contact the person who invited you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks an existing user only to accept, with the email read-only', async () => {
    const answer = deferred<Answer>();
    const calls = mockApi({
      'POST /invites/accept': () => answer.promise,
      'POST /auth/context_login': { body: makeUser([{ id: 'o1' }]) },
    });
    const { user } = render(EXISTING_LINK);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect(await screen.findByRole('button', { name: 'Accepting Invite...' })).toBeTruthy();
    answer.resolve({ body: { accessToken: 'jwt', user: makeUser([{ id: 'o1' }]) } });
    await screen.findByTestId('location');
    expect(calls[0]).toEqual({
      route: 'POST /invites/accept',
      body: { token: TOKEN, email: 'ada@example.com' },
      authorization: undefined,
    });
  });

  it('validates the new user fields with the invite messages', async () => {
    const calls = mockApi({});
    const { user } = render(NEW_USER_LINK);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Country is required',
      'Password must be at least 8 characters',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'alllowercase1');
    expect(
      screen.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter and one number',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('creates the account, enters the only organization and opens its first account dashboard', async () => {
    const answer = deferred<Answer>();
    const invited = makeUser([{ id: 'o1', accounts: ['a1', 'a2'] }]);
    const calls = mockApi({
      'POST /invites/accept': () => answer.promise,
      'POST /auth/context_login': { body: invited },
    });
    const { user } = render(NEW_USER_LINK);
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeTruthy();
    answer.resolve({ body: { accessToken: 'jwt', user: invited } });

    await screen.findByTestId('location');
    expect(currentPath()).toBe('/org/o1/account/a1/dashboard');
    expect(calls).toEqual([
      {
        route: 'POST /invites/accept',
        body: {
          token: TOKEN,
          email: 'new@example.com',
          firstName: 'Grace',
          lastName: 'Hopper',
          country: 'US',
          password: 'Secret123',
        },
        authorization: undefined,
      },
      { route: 'POST /auth/context_login', body: { organization_id: 'o1' }, authorization: 'Bearer jwt' },
    ]);
    expect(toastTexts()).toEqual(['Invite accepted successfully! Welcome to the team.']);
    expect(useSessionStore.getState()).toMatchObject({
      token: 'jwt',
      context: { organizationId: 'o1', accountId: 'a1' },
    });
  });

  it('sends a user of several organizations to /select-organization', async () => {
    const invited = makeUser([{ id: 'o1' }, { id: 'o2' }]);
    const calls = mockApi({ 'POST /invites/accept': { body: { accessToken: 'jwt', user: invited } } });
    const { user } = render(EXISTING_LINK);
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    await screen.findByTestId('location');
    expect(currentPath()).toBe('/select-organization');
    expect(toastTexts()).toEqual(['Invite accepted successfully! Please select an organization.']);
    expect(calls.map((c) => c.route)).toEqual(['POST /invites/accept']);
    expect(useSessionStore.getState()).toMatchObject({ token: 'jwt', context: null });
  });

  it('warns and goes to /resolve when the user has no organization', async () => {
    mockApi({ 'POST /invites/accept': { body: { accessToken: 'jwt', user: makeUser([]) } } });
    const { user } = render(EXISTING_LINK);
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    await screen.findByTestId('location');
    expect(currentPath()).toBe('/resolve');
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toBe(
      'Invite accepted, but no organizations found. Contact support if needed.',
    );
    expect(useSessionStore.getState().token).toBe('jwt');
  });

  it('warns and goes to /resolve when the context cannot be set up', async () => {
    mockApi({
      'POST /invites/accept': { body: { accessToken: 'jwt', user: makeUser([{ id: 'o1' }]) } },
      'POST /auth/context_login': { status: 500, body: { message: 'down' } },
    });
    const { user } = render(EXISTING_LINK);
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    await screen.findByTestId('location');
    expect(currentPath()).toBe('/resolve');
    expect(screen.getByRole('alert').textContent).toBe('Failed to set up user context. Redirecting...');
    expect(useSessionStore.getState().token).toBe('jwt');
  });

  it.each([
    [404, 'Invite not found or has expired'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
    [409, 'Failed to accept invite. Please try again.'],
    [400, 'Failed to accept invite. Please try again.'],
  ])('maps a %i answer to its message', async (status, message) => {
    mockApi({ 'POST /invites/accept': { status, body: { message: 'server text' } } });
    const { user } = render(EXISTING_LINK);
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('puts the field errors of a 400 on their fields', async () => {
    mockApi({
      'POST /invites/accept': {
        status: 400,
        body: {
          message: 'Password must be at least 8 characters',
          errors: { password: 'Password must be at least 8 characters', lastName: 'Last name is required' },
        },
      },
    });
    const { user } = render(NEW_USER_LINK);
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await screen.findByText('Password must be at least 8 characters');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Last Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Failed to accept invite. Please try again.')).toBeNull();
    expect(within(document.body).queryByText('server text')).toBeNull();
  });

  it('rejects an answer without a token', async () => {
    mockApi({ 'POST /invites/accept': { body: { user: makeUser([{ id: 'o1' }]) } } });
    const { user } = render(EXISTING_LINK);
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid accept invite response');
  });
});

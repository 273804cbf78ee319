import { useSessionStore } from '@lantern/session';
import { screen } from '@testing-library/react';
import {
  currentPath,
  deferred,
  makeUser,
  mockApi,
  renderPage,
  resetSession,
  type Answer,
} from '../test-utils';
import LoginPage from './LoginPage';

const render = () => renderPage(<LoginPage />, '/login');

async function signIn(user: ReturnType<typeof render>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page and the sign-in flow', () => {
  beforeEach(resetSession);

  it('validates email and password', async () => {
    const calls = mockApi({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('one organization: context login with the new token, then its first account dashboard', async () => {
    const context = deferred<Answer>();
    const one = makeUser([{ id: 'o1', accounts: ['a1', 'a2'] }]);
    const calls = mockApi({
      'POST /auth/login': { body: { accessToken: 'jwt', user: one } },
      'POST /auth/context_login': () => context.promise,
    });
    const { user } = render();
    await signIn(user);
    // Still busy while the context login runs; nothing stored yet.
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    context.resolve({ body: one });

    await screen.findByTestId('location');
    expect(currentPath()).toBe('/org/o1/account/a1/dashboard');
    expect(calls.map((c) => [c.route, c.body, c.authorization])).toEqual([
      ['POST /auth/login', { email: 'ada@example.com', password: 'Secret123' }, undefined],
      ['POST /auth/context_login', { organization_id: 'o1' }, 'Bearer jwt'],
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      token: 'jwt',
      user: { id: 'user-1' },
      context: { organizationId: 'o1', accountId: 'a1' },
    });
  });

  it('several organizations: /select-organization, no context chosen yet', async () => {
    const calls = mockApi({
      'POST /auth/login': { body: { accessToken: 'jwt', user: makeUser([{ id: 'o1' }, { id: 'o2' }]) } },
    });
    const { user } = render();
    await signIn(user);
    await screen.findByTestId('location');
    expect(currentPath()).toBe('/select-organization');
    expect(calls.map((c) => c.route)).toEqual(['POST /auth/login']);
    expect(useSessionStore.getState()).toMatchObject({ token: 'jwt', context: null });
  });

  it('no organization: the error, and no session', async () => {
    mockApi({ 'POST /auth/login': { body: { accessToken: 'jwt', user: makeUser([]) } } });
    const { user } = render();
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('No organizations found for this user');
    expect(currentPath()).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it.each([
    [401, 'Invalid organization context'],
    [500, 'Context login failed. Please try again.'],
  ])('a context login %i shows its message and stores nothing', async (status, message) => {
    mockApi({
      'POST /auth/login': { body: { accessToken: 'jwt', user: makeUser([{ id: 'o1' }]) } },
      'POST /auth/context_login': { status, body: { message: 'no' } },
    });
    const { user } = render();
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it.each([
    [401, 'Invalid email or password'],
    [500, 'Server error. Please try again later.'],
  ])('a login %i shows its message', async (status, message) => {
    mockApi({ 'POST /auth/login': { status, body: { message: 'no' } } });
    const { user } = render();
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

import type { User } from '@lantern/contracts';
import { planSignIn, resolvePath } from './signInFlow';
import { useSessionStore } from './store';

const account = (id: string) => ({
  id,
  name: id,
  description: null,
  createdAt: '',
  role: { id: 'r', name: 'user', displayName: 'User', description: '' },
});
const userWith = (orgs: Record<string, string[]>): User => ({
  id: 'u1',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  country: 'IN',
  state: 'active',
  loginType: 'email',
  createdAt: '',
  currentOrganizationId: null,
  currentAccountId: null,
  organizations: Object.entries(orgs).map(([id, accounts]) => ({
    id,
    name: id,
    description: null,
    tier: 'free',
    createdAt: '',
    accounts: accounts.map(account),
  })),
});

/** fetch answering every call with `status` and `body`; returns the calls. */
function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; body: unknown; authorization?: string }> = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      body: JSON.parse(String(init.body)),
      authorization: (init.headers as Record<string, string>).authorization,
    });
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return calls;
}

describe('sign-in flow (spec section 4)', () => {
  beforeEach(() => useSessionStore.getState().clear());

  it('one organization: context login with the new token, then the first account dashboard', async () => {
    const fresh = userWith({ o1: ['a1', 'a2'] });
    const calls = answer(200, fresh);
    const outcome = await planSignIn({ accessToken: 'new', user: userWith({ o1: ['a1'] }) });
    expect(outcome).toEqual({
      kind: 'dashboard',
      user: fresh,
      context: { organizationId: 'o1', accountId: 'a1' },
      path: '/org/o1/account/a1/dashboard',
    });
    expect(calls).toEqual([
      { url: '/api/auth/context_login', body: { organization_id: 'o1' }, authorization: 'Bearer new' },
    ]);
    // Nothing is stored by the plan itself.
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('one organization without an account goes to /resolve', async () => {
    answer(200, userWith({ o1: [] }));
    await expect(planSignIn({ accessToken: 't', user: userWith({ o1: [] }) })).resolves.toMatchObject({
      kind: 'no-account',
      path: '/resolve',
    });
  });

  it('several organizations go to /select-organization without a context login', async () => {
    const calls = answer(500, {});
    await expect(
      planSignIn({ accessToken: 't', user: userWith({ o1: ['a1'], o2: ['b1'] }) }),
    ).resolves.toMatchObject({ kind: 'select-organization', path: '/select-organization', context: null });
    expect(calls).toEqual([]);
  });

  it('no organization, and a failed context login, are outcomes (never thrown)', async () => {
    await expect(planSignIn({ accessToken: 't', user: userWith({}) })).resolves.toEqual({
      kind: 'no-organizations',
    });
    answer(200, { email: 'no id' });
    const failed = await planSignIn({ accessToken: 't', user: userWith({ o1: ['a1'] }) });
    expect(failed).toMatchObject({ kind: 'context-failed' });
    expect((failed as { error: Error }).error.message).toBe('Invalid context data received');
  });

  it('resolve: selected context, else several organizations pick one, one or none sign in again', () => {
    const two = userWith({ o1: ['a1'], o2: ['b1'] });
    expect(resolvePath(two, { organizationId: 'o2', accountId: 'b1' })).toBe('/org/o2/account/b1/dashboard');
    expect(resolvePath(two, { organizationId: 'o2', accountId: 'gone' })).toBe('/select-organization');
    expect(resolvePath(two, null)).toBe('/select-organization');
    expect(resolvePath(userWith({ o1: ['a1'] }), null)).toBe('/login');
    expect(resolvePath(userWith({}), null)).toBe('/login');
    expect(resolvePath(null, null)).toBe('/login');
  });

  it('signIn selects the first organization and account by default, or the context given', () => {
    const two = userWith({ o1: ['a1'], o2: ['b1'] });
    useSessionStore.getState().signIn('t', two);
    expect(useSessionStore.getState().context).toEqual({ organizationId: 'o1', accountId: 'a1' });
    useSessionStore.getState().signIn('t', two, null);
    expect(useSessionStore.getState().context).toBeNull();
  });
});

import { ERRORS } from '@lantern/contracts';
import { createApiClient } from './client';
import { authApi } from './endpoints';
import { ApiRequestError } from './errors';

type Call = { url: string; method: string; body: unknown; authorization?: string };

/** An auth API over a fake fetch that answers every call with `status` and `body`. */
function setup(status: number, body: unknown) {
  const calls: Call[] = [];
  const client = createApiClient({
    baseUrl: '/api',
    getToken: () => 'tok',
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        authorization: (init.headers as Record<string, string>).authorization,
      });
      return {
        ok: status >= 200 && status < 300,
        status,
        statusText: 'status text',
        text: async () => (body === undefined ? '' : JSON.stringify(body)),
      };
    }) as unknown as typeof fetch,
  });
  return { calls, auth: authApi(client) };
}

const user = { id: 'u1', email: 'a@b.co', organizations: [] };

describe('auth endpoints', () => {
  it('forgot password posts the email and returns the message', async () => {
    const { auth, calls } = setup(200, { message: 'sent' });
    await expect(auth.forgotPassword('a@b.co')).resolves.toEqual({ message: 'sent' });
    expect(calls).toEqual([
      {
        url: '/api/auth/forgot-password',
        method: 'POST',
        body: { email: 'a@b.co' },
        authorization: 'Bearer tok',
      },
    ]);
  });

  it('reset password posts token, new_password and email; a 400 keeps its status', async () => {
    const ok = setup(200, { message: 'done' });
    await ok.auth.resetPassword({ token: 't', new_password: 'Secret123', email: 'a@b.co' });
    expect(ok.calls[0]).toMatchObject({
      url: '/api/auth/reset-password',
      body: { token: 't', new_password: 'Secret123', email: 'a@b.co' },
    });
    const bad = setup(400, { message: 'Invalid or expired token' });
    await expect(bad.auth.resetPassword({ token: 't', new_password: 'x' })).rejects.toEqual(
      new ApiRequestError(400, 'Invalid or expired token'),
    );
  });

  it('accept invite returns the session and rejects an answer without a token or a user id', async () => {
    const body = {
      token: 't',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      country: 'DE',
      password: 'Aa345678',
    };
    const ok = setup(200, { accessToken: 'jwt', user });
    await expect(ok.auth.acceptInvite(body)).resolves.toEqual({ accessToken: 'jwt', user });
    expect(ok.calls[0]).toMatchObject({ url: '/api/invites/accept', method: 'POST', body });

    await expect(setup(200, { user }).auth.acceptInvite(body)).rejects.toThrow(ERRORS.invalidAcceptResponse);
    await expect(setup(200, { accessToken: 'jwt', user: {} }).auth.acceptInvite(body)).rejects.toThrow(
      'Invalid accept invite response',
    );
    await expect(setup(200, undefined).auth.acceptInvite(body)).rejects.toThrow(ERRORS.invalidAcceptResponse);
  });

  it('context login posts organization_id and rejects user data without an id', async () => {
    const ok = setup(200, user);
    await expect(ok.auth.contextLogin('o1')).resolves.toEqual(user);
    expect(ok.calls[0]).toMatchObject({ url: '/api/auth/context_login', body: { organization_id: 'o1' } });
    await expect(setup(200, { email: 'a@b.co' }).auth.contextLogin('o1')).rejects.toThrow(
      'Invalid context data received',
    );
    await expect(setup(200, undefined).auth.contextLogin('o1')).rejects.toThrow(ERRORS.invalidContextData);
  });

  it('switch account posts organization_id and account_id', async () => {
    const ok = setup(200, user);
    await expect(ok.auth.switchAccount('o1', 'a1')).resolves.toEqual(user);
    expect(ok.calls[0]).toMatchObject({
      url: '/api/auth/switch_account',
      body: { organization_id: 'o1', account_id: 'a1' },
    });
    await expect(setup(200, {}).auth.switchAccount('o1', 'a1')).rejects.toThrow(ERRORS.invalidContextData);
  });

  it('logout posts without a body', async () => {
    const ok = setup(200, { message: 'Signed out' });
    await ok.auth.logout();
    expect(ok.calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST', body: undefined });
  });

  it('current user without an id is invalid user data', async () => {
    await expect(setup(200, {}).auth.me()).rejects.toThrow(ERRORS.invalidUserData);
  });
});

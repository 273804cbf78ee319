import { ApiRequestError, createQueryClient, retryPermissions } from '@lantern/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useCurrentUserBootstrap } from './queries';
import { useSessionStore } from './store';

const user = {
  id: 'u1',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  country: 'IN',
  state: 'active',
  loginType: 'email',
  createdAt: '2026-01-01T00:00:00.000Z',
  organizations: [],
  currentOrganizationId: null,
  currentAccountId: null,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('current user fetch (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ token: 't', user: null, context: null });
  });

  it('with a token and no user, fetches /users/me once and stores the user', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      text: async () => JSON.stringify(user),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { result } = renderHook(() => useCurrentUserBootstrap(), { wrapper });
    expect(result.current).toBe(true);
    await waitFor(() => expect(useSessionStore.getState().user?.id).toBe('u1'));
    expect(result.current).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/users/me');
  });

  it('clears the session when that fetch fails, without retrying', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: false,
      status: 503,
      statusText: 'Service Unavailable',
      text: async () => '{"message":"down"}',
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { result } = renderHook(() => useCurrentUserBootstrap(), { wrapper });
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(result.current).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a signed-in user', () => {
    useSessionStore.setState({ token: 't', user });
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { result } = renderHook(() => useCurrentUserBootstrap(), { wrapper });
    expect(result.current).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('permission retries (spec section 9)', () => {
  it('never retries 401 or 403; otherwise up to 3 attempts', () => {
    expect(retryPermissions(0, new ApiRequestError(401, 'x'))).toBe(false);
    expect(retryPermissions(0, new ApiRequestError(403, 'x'))).toBe(false);
    expect(retryPermissions(0, new ApiRequestError(500, 'x'))).toBe(true);
    expect(retryPermissions(1, new Error('network'))).toBe(true);
    expect(retryPermissions(2, new ApiRequestError(500, 'x'))).toBe(false);
  });
});

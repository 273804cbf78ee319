import { ApiRequestError, extractErrorMessage } from './errors';
import { createApiClient, toQueryString } from './client';

describe('api client', () => {
  it('extracts the message by the spec order: detail, message, error, errors', () => {
    expect(extractErrorMessage({ detail: [{ msg: 'first' }, { msg: 'second' }], message: 'm' })).toBe(
      'first',
    );
    expect(extractErrorMessage({ detail: 'd', message: 'm' })).toBe('d');
    expect(extractErrorMessage({ message: 'm', error: 'e' })).toBe('m');
    expect(extractErrorMessage({ error: 'e' })).toBe('e');
    expect(extractErrorMessage({ errors: [{ message: 'x' }] })).toBe('x');
    expect(extractErrorMessage({ errors: ['y'] })).toBe('y');
    expect(extractErrorMessage({ errors: { email: 'z' } })).toBe('z');
    expect(extractErrorMessage({})).toBeUndefined();
  });

  it('serialises arrays with a bracket suffix and skips empty values', () => {
    expect(toQueryString({ a: 1, s: '', n: undefined, t: ['x', 'y'], b: false })).toBe(
      '?a=1&t%5B%5D=x&t%5B%5D=y&b=false',
    );
  });

  it('sends the Bearer token and cookies, and reports 401s', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const onUnauthorized = jest.fn();
    const client = createApiClient({
      baseUrl: '/api',
      getToken: () => 'tok',
      onUnauthorized,
      fetch: (async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return {
          ok: false,
          status: 401,
          statusText: 'Unauthorized',
          text: async () => JSON.stringify({ message: 'Authentication required' }),
        };
      }) as unknown as typeof fetch,
    });
    await expect(client.get('/users/me')).rejects.toEqual(
      new ApiRequestError(401, 'Authentication required'),
    );
    expect(calls[0]![0]).toBe('/api/users/me');
    expect((calls[0]![1].headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(calls[0]![1].credentials).toBe('include');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('aborts after the timeout', async () => {
    const client = createApiClient({
      baseUrl: '',
      getToken: () => null,
      timeoutMs: 20,
      fetch: ((_: string, init: RequestInit) =>
        new Promise((_r, reject) =>
          init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
        )) as unknown as typeof fetch,
    });
    await expect(client.get('/slow')).rejects.toMatchObject({
      status: 0,
      message: 'The request timed out. Please try again.',
    });
  });
});

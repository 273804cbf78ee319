// Test helpers (specs only): the providers the shell gives the page, and fetch answered per route.
import { ThemeProvider, ToastProvider } from '@lantern/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export const ORG = '11111111-1111-4111-8111-111111111111';
export const ACCOUNT = '22222222-2222-4222-8222-222222222222';
export const SECURITY = `/org/${ORG}/account/${ACCOUNT}/security`;

export function renderAt(page: ReactElement, url: string, options: { fakeTimers?: boolean } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = options.fakeTimers
    ? userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    : userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/org/:orgId/account/:accountId/security" element={page} />
              <Route path="*" element={<div>elsewhere</div>} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { user, client };
}

export interface Call {
  route: string;
  query: URLSearchParams;
  body: unknown;
}
export interface Reply {
  status?: number;
  body?: unknown;
}

/** fetch answered from `routes` ('METHOD /path' without /api and the query); others answer 501. */
export function mockApi(routes: Record<string, Reply | ((call: Call) => Reply)>) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const [path, search = ''] = String(url)
      .replace(/^\/api/, '')
      .split('?');
    const call = {
      route: `${init?.method ?? 'GET'} ${path}`,
      query: new URLSearchParams(search),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[call.route];
    const reply = !handler
      ? { status: 501, body: { message: 'no mock' } }
      : typeof handler === 'function'
        ? handler(call)
        : handler;
    const status = reply.status ?? 200;
    return {
      ok: status < 300,
      status,
      statusText: `HTTP ${status}`,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

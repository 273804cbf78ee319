// Test helpers (used by the specs only): the providers the shell gives a page, and the API mocked at
// the fetch boundary with plain response objects (jsdom has no global Response).
import type { PermissionsResponse, TierFeature } from '@lantern/contracts';
import { ThemeProvider, ToastProvider } from '@lantern/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const ORG = '11111111-1111-4111-8111-111111111111';
export const ACCOUNT = '22222222-2222-4222-8222-222222222222';
export const BASE = `/org/${ORG}/account/${ACCOUNT}`;

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders a page for `pattern` (a route under /org/:orgId/account/:accountId) at `url`, inside the
 * query client, theme, toasts and a router; any other path shows where the page went (`currentPath()`).
 */
export function renderPage(
  page: ReactElement,
  pattern: string,
  url: string,
  options: { fakeTimers?: boolean } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = options.fakeTimers
    ? userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    : userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={`/org/:orgId/account/:accountId/${pattern}`} element={page} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

/** The path the page navigated to, or null while it is still shown. */
export const currentPath = () => screen.queryByTestId('location')?.textContent ?? null;

export interface Answer {
  status?: number;
  body?: unknown;
  /** A raw body (a CSV download); `body` is sent as JSON otherwise. */
  text?: string;
}
export interface ApiCall {
  /** `METHOD /path` without the /api prefix and the query. */
  route: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

/**
 * Replaces fetch: each `METHOD /path` answers from `routes` (an answer, or a function of the call,
 * possibly async to hold it). Unknown routes answer 501. Returns the calls made, in order.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const [path, search = ''] = String(url)
      .replace(/^\/api/, '')
      .split('?');
    const call: ApiCall = {
      route: `${init?.method ?? 'GET'} ${path}`,
      query: new URLSearchParams(search),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[call.route];
    const answer = !handler
      ? { status: 501, body: { message: `No mock for ${call.route}` } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: `HTTP ${status}`,
      text: async () => answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** The calls to one route. */
export const callsTo = (calls: ApiCall[], route: string) => calls.filter((c) => c.route === route);

/** An API error body as the server writes it. */
export const apiError = (
  statusCode: number,
  code: string,
  message: string,
  errors?: Record<string, string>,
) => ({
  status: statusCode,
  body: { statusCode, code, message, ...(errors ? { errors } : {}) },
});

/** GET /permissions/user for a plain user of a plan with the given features and prompt limit. */
export function permissions({
  features = ['analytics', 'export', 'competitor_analysis'],
  campaign = ['view', 'create', 'update', 'delete'],
  analytics = ['view'],
  promptLimit = 10,
}: {
  features?: TierFeature[];
  campaign?: string[];
  analytics?: string[];
  promptLimit?: number | null;
} = {}): Answer {
  const body = {
    permissions: { campaign, analytics },
    limits: {
      prompt_limit_per_campaign: promptLimit,
      unique_country_in_campaign_limit: 10,
      user_invite_limit_per_account: 10,
      max_accounts_per_organization: 5,
      is_user_invite_allowed: true,
      is_account_creation_allowed: true,
    },
    features,
    user_info: { role: 'user', tier: 'business' },
  } as unknown as PermissionsResponse;
  return { body };
}

/** A promise settled from outside: holds a mocked call so a busy label can be seen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

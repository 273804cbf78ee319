// Test helpers (used by the specs only): the providers the shell gives a page, and the API mocked at
// the fetch boundary.
import type { Organization, User } from '@lantern/contracts';
import { useSessionStore } from '@lantern/session';
import { ThemeProvider, ToastProvider } from '@lantern/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders a page at `route` (path and query) inside the query client, theme, toasts and a router;
 * any other path shows where the page navigated to (read it with `currentPath()`).
 */
export function renderPage(page: ReactElement, route: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = route.split('?')[0]!;
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

/** The path (and query) the page navigated to, or null while it is still shown. */
export const currentPath = () => screen.queryByTestId('location')?.textContent ?? null;

export interface Answer {
  status?: number;
  body?: unknown;
}
export interface ApiCall {
  /** `METHOD /path` without the /api prefix and the query. */
  route: string;
  body: unknown;
  authorization: string | undefined;
}

/** Routes the pages read on their own, answered unless a test says otherwise and not listed in calls. */
const AMBIENT: Record<string, Answer> = {
  'GET /config/public': {
    body: {
      logoUrlTemplate: null,
      flagUrlTemplate: null,
      environment: 'test',
      analyticsUrl: null,
      errorReportingUrl: null,
    },
  },
};

/**
 * Replaces fetch: each `METHOD /path` answers from `routes` (an answer, or a function of the request
 * body, possibly async to hold the call). Unknown routes answer 501. Returns the calls made (without
 * the public configuration the pages fetch by themselves).
 */
export function mockApi(routes: Record<string, Answer | ((body: unknown) => Answer | Promise<Answer>)>) {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url)
      .replace(/^\/api/, '')
      .split('?')[0];
    const route = `${init?.method ?? 'GET'} ${path}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (!(route in AMBIENT)) {
      calls.push({ route, body, authorization: (init?.headers as Record<string, string>)?.authorization });
    }
    const handler = routes[route] ?? AMBIENT[route];
    const answer = !handler
      ? { status: 501, body: { message: `No mock for ${route}` } }
      : typeof handler === 'function'
        ? await handler(body)
        : handler;
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: `HTTP ${status}`,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** Types into the 'Country' combobox and clicks the option named `label`. */
export async function pickCountry(user: ReturnType<typeof userEvent.setup>, search: string, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.keyboard(search);
  await user.click(screen.getByRole('option', { name: label }));
}

/** A promise settled from outside: holds a mocked call so a busy label can be seen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type OrgSpec = { id: string; name?: string; description?: string | null; tier?: Organization['tier'] };

/** A user of the given organizations; each has the accounts listed (ids), `${orgId}-a1` by default. */
export function makeUser(orgs: Array<OrgSpec & { accounts?: string[] }>): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
    state: 'active',
    loginType: 'email',
    createdAt: '2025-01-01T00:00:00.000Z',
    currentOrganizationId: null,
    currentAccountId: null,
    organizations: orgs.map((o) => ({
      id: o.id,
      name: o.name ?? `Org ${o.id}`,
      description: o.description ?? null,
      tier: o.tier ?? 'free',
      createdAt: '2025-01-01T00:00:00.000Z',
      accounts: (o.accounts ?? [`${o.id}-a1`]).map((id) => ({
        id,
        name: `Account ${id}`,
        description: null,
        createdAt: '2025-01-01T00:00:00.000Z',
        role: { id: 'r1', name: 'admin', displayName: 'Admin', description: '' },
      })),
    })),
  };
}

/** Starts each test signed out, with nothing stored. */
export function resetSession() {
  localStorage.clear();
  useSessionStore.getState().clear();
}

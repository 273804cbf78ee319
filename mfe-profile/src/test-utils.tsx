// Test helpers (specs only): a signed-in session, the providers the shell gives a page, fetch mocked.
import type { Tier, User } from '@lantern/contracts';
import { useSessionStore } from '@lantern/session';
import { ThemeProvider, ToastProvider } from '@lantern/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const ORG = '11111111-1111-4111-8111-111111111111';
export const ACCOUNT = '22222222-2222-4222-8222-222222222222';
export const OTHER_ACCOUNT = '33333333-3333-4333-8333-333333333333';

const role = (name: string) => ({ id: `role-${name}`, name, displayName: name, description: '' });

/** A user of one organization with one or two accounts, holding `roleName` in each. */
export function makeUser(roleName: string, tier: Tier = 'free', accounts = 1): User {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
    state: 'active',
    organizations: [
      {
        id: ORG,
        name: 'Acme',
        description: null,
        tier,
        createdAt: '2026-01-01T00:00:00.000Z',
        accounts: [ACCOUNT, OTHER_ACCOUNT].slice(0, accounts).map((id, i) => ({
          id,
          name: i === 0 ? 'Main' : 'Second',
          description: i === 0 ? 'The main account' : null,
          createdAt: '2026-01-01T00:00:00.000Z',
          role: role(roleName),
        })),
      },
    ],
  } as unknown as User;
}

export function signIn(user: User) {
  useSessionStore.getState().signIn('token', user, { organizationId: ORG, accountId: ACCOUNT });
}

type Answer = { status?: number; body?: unknown };
export interface ApiCall {
  route: string;
  body: unknown;
}

/** Replaces fetch: `METHOD /path` (no /api, no query) answers from `routes`; others answer 501. */
export function mockApi(routes: Record<string, Answer | ((call: ApiCall) => Answer)>) {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url)
      .replace(/^\/api/, '')
      .split('?')[0];
    const call = {
      route: `${init?.method ?? 'GET'} ${path}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[call.route];
    const answer = !handler
      ? { status: 501, body: { message: 'no mock' } }
      : typeof handler === 'function'
        ? handler(call)
        : handler;
    const status = answer.status ?? 200;
    const text = JSON.stringify(answer.body ?? {});
    return {
      ok: status < 400,
      status,
      headers: { get: (h: string) => (h.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

/** Finds a toast by its text and returns its variant (success, error, ...). */
export async function toastVariant(text: string) {
  const node = await screen.findByText(text);
  return node.closest('[data-variant]')?.getAttribute('data-variant');
}

/** Holds the answers of one route until `release` is called, to see the page while the call runs. */
export function holdRoute(route: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = globalThis.fetch;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url)
      .replace(/^\/api/, '')
      .split('?')[0];
    if (`${init?.method ?? 'GET'} ${path}` === route) await held;
    return answer(url, init);
  }) as typeof fetch;
  return release;
}

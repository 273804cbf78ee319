import type { AuthResponse, User } from '@lantern/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { auth, authWithToken } from './api';
import { dashboardPath } from './hooks';
import type { StoredContext } from './storage';
import { hasAccount, useSessionStore } from './store';

export const LOGIN_PATH = '/login';
export const RESOLVE_PATH = '/resolve';
export const SELECT_ORGANIZATION_PATH = '/select-organization';

/** An organization's first account, the one the sign-in flow opens (spec section 4). */
export function firstAccountContext(user: User, organizationId: string): StoredContext | null {
  const account = user.organizations.find((o) => o.id === organizationId)?.accounts[0];
  return account ? { organizationId, accountId: account.id } : null;
}

/** Where a fresh session goes: the context to select and the path to open. */
export type SignInOutcome =
  /** One organization: context login ran; open its first account's dashboard. */
  | { kind: 'dashboard'; user: User; context: StoredContext; path: string }
  /** One organization without an account to open: /resolve decides. */
  | { kind: 'no-account'; user: User; context: null; path: typeof RESOLVE_PATH }
  /** Several organizations: the user picks one. */
  | { kind: 'select-organization'; user: User; context: null; path: typeof SELECT_ORGANIZATION_PATH }
  | { kind: 'no-organizations' }
  /** The automatic context login failed (the error is the API's). */
  | { kind: 'context-failed'; error: unknown };

/**
 * Enters an organization with context login and picks its first account. `contextLogin` is the call
 * to use (the session's client by default).
 */
export async function enterOrganization(
  organizationId: string,
  contextLogin: (organizationId: string) => Promise<User> = auth.contextLogin,
): Promise<{ user: User; context: StoredContext | null }> {
  const user = await contextLogin(organizationId);
  return { user, context: firstAccountContext(user, organizationId) };
}

/**
 * The login flow of spec section 4, after login, signup or invite acceptance: one organization runs
 * context login (with the new token) and opens its first account's dashboard (or /resolve without an
 * account); several go to /select-organization; none is an error. Never throws; stores nothing.
 */
export async function planSignIn(response: AuthResponse): Promise<SignInOutcome> {
  const organizations = response.user.organizations;
  if (organizations.length === 0) return { kind: 'no-organizations' };
  if (organizations.length > 1) {
    return {
      kind: 'select-organization',
      user: response.user,
      context: null,
      path: SELECT_ORGANIZATION_PATH,
    };
  }
  try {
    const { user, context } = await enterOrganization(
      organizations[0]!.id,
      authWithToken(response.accessToken).contextLogin,
    );
    return context
      ? { kind: 'dashboard', user, context, path: dashboardPath(context.organizationId, context.accountId) }
      : { kind: 'no-account', user, context: null, path: RESOLVE_PATH };
  } catch (error) {
    return { kind: 'context-failed', error };
  }
}

/**
 * Runs the sign-in flow for a login, signup or accept-invite response: when it leads somewhere, the
 * session is stored (with the context it chose) and the app navigates there. The outcome is returned so
 * the page can show its message for the other cases (which store and navigate nothing).
 */
export function useSignInFlow() {
  const navigate = useNavigate();
  return useCallback(
    async (response: AuthResponse): Promise<SignInOutcome> => {
      const outcome = await planSignIn(response);
      if ('path' in outcome) {
        useSessionStore.getState().signIn(response.accessToken, outcome.user, outcome.context);
        navigate(outcome.path, { replace: true });
      }
      return outcome;
    },
    [navigate],
  );
}

/**
 * Where /resolve sends a user (spec section 2): the selected organization and account's dashboard;
 * otherwise several organizations go to /select-organization, one or none to /login.
 */
export function resolvePath(user: User | null, context: StoredContext | null): string {
  if (!user) return LOGIN_PATH;
  if (context && hasAccount(user, context)) return dashboardPath(context.organizationId, context.accountId);
  return user.organizations.length > 1 ? SELECT_ORGANIZATION_PATH : LOGIN_PATH;
}

import type { User } from '@lantern/contracts';
import { create } from 'zustand';
import { readStoredSession, type StoredContext, writeStoredSession } from './storage';

export interface SessionState {
  token: string | null;
  user: User | null;
  context: StoredContext | null;
  /**
   * Stores a fresh session (after login, signup or invite acceptance). The context defaults to the
   * first organization's first account; pass null to leave the choice to /select-organization.
   */
  signIn(token: string, user: User, context?: StoredContext | null): void;
  setUser(user: User): void;
  selectContext(context: StoredContext): void;
  /** Removes the token, the user and the context (the caller also clears cached queries). */
  clear(): void;
}

/**
 * The one session store, shared as a singleton by the shell and every remote. It mirrors
 * localStorage so a reload keeps the session.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  ...readStoredSession(),
  signIn(token, user, chosen) {
    const context = chosen === undefined ? defaultContext(user) : chosen;
    writeStoredSession(token, user, context);
    set({ token, user, context });
  },
  setUser(user) {
    const current = get().context;
    const context = current && hasAccount(user, current) ? current : defaultContext(user);
    writeStoredSession(get().token, user, context);
    set({ user, context });
  },
  selectContext(context) {
    writeStoredSession(get().token, get().user, context);
    set({ context });
  },
  clear() {
    writeStoredSession(null, null, null);
    set({ token: null, user: null, context: null });
  },
}));

/** The first organization and its first account are selected by default. */
export function defaultContext(user: User): StoredContext | null {
  const org = user.organizations[0];
  const account = org?.accounts[0];
  return org && account ? { organizationId: org.id, accountId: account.id } : null;
}

export function hasAccount(user: User, ctx: StoredContext): boolean {
  return Boolean(
    user.organizations.find((o) => o.id === ctx.organizationId)?.accounts.some((a) => a.id === ctx.accountId),
  );
}

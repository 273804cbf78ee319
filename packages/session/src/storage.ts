import type { User } from '@lantern/contracts';

/** Browser storage entries (spec section 3): the auth token and the user, plus the chosen context. */
export const STORAGE_KEYS = {
  token: 'lantern.authToken',
  user: 'lantern.user',
  context: 'lantern.context',
} as const;

export interface StoredContext {
  organizationId: string;
  accountId: string;
}

const safeStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Signed in only when both entries exist and the user entry is not the literal text `undefined`. */
export function readStoredSession(): {
  token: string | null;
  user: User | null;
  context: StoredContext | null;
} {
  const s = safeStorage();
  const token = s?.getItem(STORAGE_KEYS.token) || null;
  const rawUser = s?.getItem(STORAGE_KEYS.user) ?? null;
  // A token without a (readable) user is kept: the app fetches the user once (spec section 4) and
  // counts as signed out until then; the literal text "undefined" is no user.
  if (!token || !rawUser || rawUser === 'undefined') return { token, user: null, context: null };
  try {
    const user = JSON.parse(rawUser) as User;
    const rawContext = s?.getItem(STORAGE_KEYS.context);
    return { token, user, context: rawContext ? (JSON.parse(rawContext) as StoredContext) : null };
  } catch {
    return { token, user: null, context: null };
  }
}

export function writeStoredSession(
  token: string | null,
  user: User | null,
  context: StoredContext | null,
): void {
  const s = safeStorage();
  if (!s) return;
  const set = (key: string, value: string | null) =>
    value === null ? s.removeItem(key) : s.setItem(key, value);
  set(STORAGE_KEYS.token, token);
  set(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
  set(STORAGE_KEYS.context, context ? JSON.stringify(context) : null);
}

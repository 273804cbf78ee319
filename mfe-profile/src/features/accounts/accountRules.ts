import { ApiRequestError } from '@lantern/api-client';
import { ERRORS, isPlanRefusal, type Account } from '@lantern/contracts';

export type AccountAction = 'create' | 'update' | 'delete';

const FORBIDDEN: Record<AccountAction, string> = {
  create: ERRORS.createAccountForbidden,
  update: ERRORS.updateAccountForbidden,
  delete: ERRORS.deleteAccountForbidden,
};
const FAILED: Record<AccountAction, string> = {
  create: ERRORS.createAccountFailed,
  update: ERRORS.updateAccountFailed,
  delete: ERRORS.deleteAccountFailed,
};

/**
 * The toast of a failed account call (spec section 8): 403 and 404 have fixed texts, 5xx is the server
 * error, anything else the server's own message when it gave one. A 403 from the plan (the account
 * limit, a tier feature) keeps the server's message: it says what to upgrade.
 */
export function accountErrorMessage(action: AccountAction, error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 403) {
    const planMessage = error instanceof ApiRequestError && isPlanRefusal(error.body) ? error.message : '';
    return planMessage || FORBIDDEN[action];
  }
  if (status === 404 && action !== 'create') return ERRORS.accountNotFound;
  if (status >= 500) return ERRORS.serverError;
  const message = error instanceof ApiRequestError && status > 0 ? error.message : '';
  return message || FAILED[action];
}

/** Save is disabled while saving or while the name is blank after trimming (spec section 5). */
export const canSaveAccount = (name: string, saving: boolean): boolean => !saving && name.trim().length > 0;

/** Why an account cannot be deleted, or null: the current account and the last one are protected. */
export function deleteBlockedReason(
  account: Account,
  currentAccountId: string,
  total: number,
): string | null {
  if (account.id === currentAccountId) return 'The account you are using cannot be deleted. Switch first.';
  if (total <= 1) return 'The last account of an organization cannot be deleted.';
  return null;
}

/** 'super_admin' -> 'Super Admin'. */
export const roleLabel = (name: string): string =>
  name
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

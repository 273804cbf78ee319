import { ApiRequestError } from '@lantern/api-client';
import type { Account } from '@lantern/contracts';
import { accountErrorMessage, canSaveAccount, deleteBlockedReason, roleLabel } from './accountRules';

const account = (id: string) => ({ id, name: id }) as Account;

describe('account rules', () => {
  it('maps failures to the spec texts (section 8)', () => {
    expect(accountErrorMessage('create', new ApiRequestError(403, 'x'))).toBe(
      "You don't have permission to create accounts",
    );
    expect(accountErrorMessage('update', new ApiRequestError(404, 'x'))).toBe('Account not found');
    expect(accountErrorMessage('delete', new ApiRequestError(404, 'x'))).toBe('Account not found');
    expect(accountErrorMessage('delete', new ApiRequestError(403, 'x'))).toBe(
      "You don't have permission to delete accounts",
    );
    expect(accountErrorMessage('update', new ApiRequestError(502, 'x'))).toBe(
      'Server error. Please try again later.',
    );
    // The plan's account limit: the API's 403 LIMIT_REACHED keeps its message (what to upgrade).
    const limit = 'Your plan allows 1 account per organization. Upgrade your plan to add more.';
    expect(
      accountErrorMessage(
        'create',
        new ApiRequestError(403, limit, { code: 'LIMIT_REACHED', message: limit }),
      ),
    ).toBe(limit);
    expect(accountErrorMessage('create', new ApiRequestError(403, 'x', { code: 'FORBIDDEN' }))).toBe(
      "You don't have permission to create accounts",
    );
    expect(accountErrorMessage('create', new ApiRequestError(409, 'An account with this name exists'))).toBe(
      'An account with this name exists',
    );
    expect(accountErrorMessage('create', new ApiRequestError(0, 'Network down'))).toBe(
      'Failed to create account. Please try again.',
    );
    expect(accountErrorMessage('update', new Error('boom'))).toBe(
      'Failed to update account. Please try again.',
    );
  });

  it('allows Save only with a non-blank name and not while saving', () => {
    expect(canSaveAccount('  ', false)).toBe(false);
    expect(canSaveAccount('Team', true)).toBe(false);
    expect(canSaveAccount(' Team ', false)).toBe(true);
  });

  it('protects the current and the last account', () => {
    expect(deleteBlockedReason(account('a'), 'a', 3)).toMatch(/you are using/);
    expect(deleteBlockedReason(account('b'), 'a', 1)).toMatch(/last account/);
    expect(deleteBlockedReason(account('b'), 'a', 2)).toBeNull();
  });

  it('capitalises role names', () => {
    expect(roleLabel('super_admin')).toBe('Super Admin');
    expect(roleLabel('viewer')).toBe('Viewer');
  });
});

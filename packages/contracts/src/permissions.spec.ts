import { describe, expect, it } from '@jest/globals';
import {
  can,
  hasFeature,
  isLimitReached,
  limitsFor,
  PERMISSION_RESOURCES,
  RESOURCE_ACTIONS,
  upgradeMessage,
} from './permissions';

describe('permission tables', () => {
  it('admins and super_admins pass every check', () => {
    for (const role of ['super_admin', 'admin']) {
      for (const r of PERMISSION_RESOURCES)
        for (const a of RESOURCE_ACTIONS[r]) expect(can(role, r, a)).toBe(true);
    }
  });

  it('a user runs campaigns but manages no people or accounts; a viewer only reads', () => {
    expect(can('user', 'campaign', 'create')).toBe(true);
    expect(can('user', 'invite', 'send_invite')).toBe(false);
    expect(can('user', 'user', 'change_role')).toBe(false);
    expect(can('user', 'account', 'create')).toBe(false);
    expect(can('user', 'user-activity', 'view')).toBe(false);
    expect(can('viewer', 'campaign', 'create')).toBe(false);
    expect(can('viewer', 'campaign', 'view')).toBe(true);
    expect(can('viewer', 'account', 'switch')).toBe(true);
    expect(can('nobody', 'campaign', 'view')).toBe(false);
  });

  it('plans: free has none of the paid features; only enterprise has unlimited prompts', () => {
    expect(hasFeature('free', 'analytics')).toBe(false);
    expect(hasFeature('business', 'invite_users')).toBe(true);
    expect(hasFeature('business', 'unlimited_prompts')).toBe(false);
    expect(hasFeature('enterprise', 'unlimited_prompts')).toBe(true);
    expect(limitsFor('enterprise').prompt_limit_per_campaign).toBeNull();
    expect(limitsFor('free')).toMatchObject({
      is_user_invite_allowed: false,
      is_account_creation_allowed: false,
    });
    expect(limitsFor('unknown-tier')).toEqual(limitsFor('free'));
  });

  it('a limit is reached at or above it, never when unlimited', () => {
    expect(isLimitReached(9, 10)).toBe(false);
    expect(isLimitReached(10, 10)).toBe(true);
    expect(isLimitReached(0, 0)).toBe(true);
    expect(isLimitReached(1e9, null)).toBe(false);
  });

  it('upgrade messages fall back to the default text', () => {
    expect(upgradeMessage('something')).toBe(
      'This feature requires a higher plan tier. Upgrade your plan to access this feature.',
    );
  });
});

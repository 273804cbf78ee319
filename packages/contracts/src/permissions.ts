import type { RoleName, Tier } from './tenancy';

/**
 * Permissions as data (spec section 6): the role -> resource -> actions table, the tier -> features
 * table and the tier limits. The API enforces them; the UI reads them to gate controls.
 * docs/permissions.md shows the same tables for people.
 */
export const PERMISSION_RESOURCES = [
  'campaign',
  'user',
  'account',
  'organization',
  'invite',
  'analytics',
  'settings',
  'user-activity',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PERMISSION_ACTIONS = [
  'view',
  'create',
  'update',
  'delete',
  'switch',
  'send_invite',
  'change_role',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** The actions that exist on each resource; an admin holds all of them. */
export const RESOURCE_ACTIONS: Record<PermissionResource, readonly PermissionAction[]> = {
  campaign: ['view', 'create', 'update', 'delete'],
  user: ['view', 'update', 'change_role', 'delete'],
  account: ['view', 'create', 'update', 'delete', 'switch'],
  organization: ['view', 'update'],
  invite: ['view', 'send_invite'],
  analytics: ['view'],
  settings: ['view', 'update'],
  'user-activity': ['view'],
};

export type PermissionMap = Partial<Record<PermissionResource, PermissionAction[]>>;

/** Roles that count as admin: they pass every permission check (spec section 6). */
export const ADMIN_ROLES: readonly RoleName[] = ['super_admin', 'admin'];
export const isAdminRole = (role: string | null | undefined): boolean =>
  ADMIN_ROLES.includes(role as RoleName);

/** A user creates and runs campaigns but manages no people or accounts; a viewer only reads. */
const NON_ADMIN_PERMISSIONS: Record<'user' | 'viewer', PermissionMap> = {
  user: {
    campaign: ['view', 'create', 'update', 'delete'],
    analytics: ['view'],
    account: ['view', 'switch'],
    organization: ['view'],
    user: ['view'],
    invite: ['view'],
    settings: ['view'],
  },
  viewer: {
    campaign: ['view'],
    analytics: ['view'],
    account: ['view', 'switch'],
    organization: ['view'],
    user: ['view'],
    settings: ['view'],
  },
};

const ALL_PERMISSIONS: PermissionMap = Object.fromEntries(
  PERMISSION_RESOURCES.map((r) => [r, [...RESOURCE_ACTIONS[r]]]),
);

/** The resource -> actions map of a role. Unknown roles get nothing. */
export function permissionsFor(role: string | null | undefined): PermissionMap {
  if (isAdminRole(role)) return ALL_PERMISSIONS;
  return NON_ADMIN_PERMISSIONS[role as 'user' | 'viewer'] ?? {};
}

export function can(
  role: string | null | undefined,
  resource: PermissionResource,
  action: PermissionAction,
): boolean {
  if (isAdminRole(role)) return true;
  return permissionsFor(role)[resource]?.includes(action) ?? false;
}

/** Higher wins when one user holds several roles in one organization. */
export const ROLE_RANK: Record<RoleName, number> = { super_admin: 4, admin: 3, user: 2, viewer: 1 };

export const TIER_FEATURES_LIST = [
  'analytics',
  'competitor_analysis',
  'export',
  'team_collaboration',
  'invite_users',
  'change_roles',
  'account_creation',
  'advanced_analytics',
  'unlimited_prompts',
  'priority_support',
  'custom_integrations',
  'advanced_reporting',
] as const;
export type TierFeature = (typeof TIER_FEATURES_LIST)[number];

const BUSINESS_FEATURES: TierFeature[] = [
  'analytics',
  'competitor_analysis',
  'export',
  'team_collaboration',
  'invite_users',
  'change_roles',
  'account_creation',
];

/** Free has none of the paid features; starter adds analytics and export; business adds teams. */
export const TIER_FEATURES: Record<Tier, readonly TierFeature[]> = {
  free: [],
  starter: ['analytics', 'export'],
  business: BUSINESS_FEATURES,
  enterprise: [
    ...BUSINESS_FEATURES,
    'advanced_analytics',
    'unlimited_prompts',
    'priority_support',
    'custom_integrations',
    'advanced_reporting',
  ],
};

export const hasFeature = (tier: string | null | undefined, feature: TierFeature): boolean =>
  (TIER_FEATURES[tier as Tier] ?? []).includes(feature);

export const LIMIT_KEYS = [
  'prompt_limit_per_campaign',
  'unique_country_in_campaign_limit',
  'user_invite_limit_per_account',
  'max_accounts_per_organization',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** Limit values; null means unlimited. The two flags gate invitations/role changes and new accounts. */
export type TierLimits = Record<LimitKey, number | null> & {
  is_user_invite_allowed: boolean;
  is_account_creation_allowed: boolean;
};

export const TIER_LIMITS: Record<Tier, TierLimits> = {
  free: {
    prompt_limit_per_campaign: 10,
    unique_country_in_campaign_limit: 1,
    user_invite_limit_per_account: 0,
    max_accounts_per_organization: 1,
    is_user_invite_allowed: false,
    is_account_creation_allowed: false,
  },
  starter: {
    prompt_limit_per_campaign: 25,
    unique_country_in_campaign_limit: 3,
    user_invite_limit_per_account: 0,
    max_accounts_per_organization: 1,
    is_user_invite_allowed: false,
    is_account_creation_allowed: false,
  },
  business: {
    prompt_limit_per_campaign: 100,
    unique_country_in_campaign_limit: 10,
    user_invite_limit_per_account: 10,
    max_accounts_per_organization: 5,
    is_user_invite_allowed: true,
    is_account_creation_allowed: true,
  },
  enterprise: {
    prompt_limit_per_campaign: null,
    unique_country_in_campaign_limit: 50,
    user_invite_limit_per_account: 100,
    max_accounts_per_organization: 50,
    is_user_invite_allowed: true,
    is_account_creation_allowed: true,
  },
};

export const limitsFor = (tier: string | null | undefined): TierLimits =>
  TIER_LIMITS[tier as Tier] ?? TIER_LIMITS.free;

/** A limit is reached when the current value is at or above it (spec section 6); null never is. */
export const isLimitReached = (current: number, limit: number | null): boolean =>
  limit !== null && current >= limit;

/** The messages a tier-gated control shows (spec section 6). */
export const UPGRADE_MESSAGES = {
  invite_users:
    'User invitations are only available for Business and Enterprise plans. Upgrade your plan to invite team members.',
  account_creation:
    'Creating more accounts is only available for Business and Enterprise plans. Upgrade your plan to add accounts.',
  analytics:
    'Analytics are only available for Starter, Business and Enterprise plans. Upgrade your plan to view analytics.',
  change_roles:
    'Role management is only available for Business and Enterprise plans. Upgrade your plan to manage roles.',
  default: 'This feature requires a higher plan tier. Upgrade your plan to access this feature.',
} as const;

export const upgradeMessage = (feature: string): string =>
  (UPGRADE_MESSAGES as Record<string, string>)[feature] ?? UPGRADE_MESSAGES.default;

/** The messages a permission-gated control shows (spec section 6). */
export const PERMISSION_MESSAGES = {
  createCampaign: "You don't have permission to create campaigns. Contact your administrator for access.",
  inviteUsers: 'You need permission to invite users. Contact your administrator.',
  changeRoles: 'You need permission to change user roles. Contact your administrator.',
  manageAccounts:
    "You don't have permission to create/edit/delete accounts. Contact your administrator for access.",
  generic: "You don't have permission to access this feature. Contact your administrator.",
  roleAndPermission: "You don't have the required permissions and role to access this feature.",
  roleOnly: (role: string) => `This feature is only available to ${role} users.`,
} as const;

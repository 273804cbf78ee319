import {
  LIMIT_KEYS,
  TIER_FEATURES,
  TIER_FEATURES_LIST,
  TIER_LIMITS,
  type LimitKey,
  type Tier,
  type TierFeature,
} from '@lantern/contracts';

/**
 * The four plans, lowest first. Read from the (zod-free) limits table rather than TIERS, whose module
 * carries the zod schemas: importing it would add ~22 KiB gzip to this remote.
 */
export const PLANS = Object.keys(TIER_LIMITS) as Tier[];

/** What each feature of the tiers table is called on the plan comparison. */
export const FEATURE_LABELS: Record<TierFeature, string> = {
  analytics: 'Campaign analytics',
  competitor_analysis: 'Competitor analysis',
  export: 'Export answers (CSV)',
  team_collaboration: 'Team collaboration',
  invite_users: 'Invite team members',
  change_roles: 'Manage roles',
  account_creation: 'Several accounts',
  advanced_analytics: 'Advanced analytics',
  unlimited_prompts: 'Unlimited prompts',
  priority_support: 'Priority support',
  custom_integrations: 'Custom integrations',
  advanced_reporting: 'Advanced reporting',
};

export const LIMIT_LABELS: Record<LimitKey, string> = {
  prompt_limit_per_campaign: 'Prompts per campaign',
  unique_country_in_campaign_limit: 'Countries per account',
  user_invite_limit_per_account: 'Invited users per account',
  max_accounts_per_organization: 'Accounts per organization',
};

export const UNLIMITED = 'Unlimited';

/** A limit as shown: a number, or 'Unlimited' for null. */
export const formatLimit = (limit: number | null): string => (limit === null ? UNLIMITED : String(limit));

export interface PlanRow {
  key: string;
  label: string;
  /** Per tier: true / false for a feature, the formatted value for a limit. */
  values: Record<Tier, boolean | string>;
}

/** The plan comparison, built from the one permissions/tiers table: limits first, then features. */
export function planComparison(): PlanRow[] {
  const perTier = <V>(value: (tier: Tier) => V) =>
    Object.fromEntries(PLANS.map((t) => [t, value(t)])) as Record<Tier, V>;
  return [
    ...LIMIT_KEYS.map((key) => ({
      key,
      label: LIMIT_LABELS[key],
      values: perTier((t) => formatLimit(TIER_LIMITS[t][key])),
    })),
    ...TIER_FEATURES_LIST.map((feature) => ({
      key: feature,
      label: FEATURE_LABELS[feature],
      values: perTier((t) => TIER_FEATURES[t].includes(feature)),
    })),
  ];
}

/** Used / limit as a percentage for a meter (0 when unlimited). */
export const meterPercent = (used: number, limit: number | null): number =>
  limit === null || limit <= 0
    ? limit === 0 && used > 0
      ? 100
      : 0
    : Math.min(100, Math.round((used / limit) * 100));

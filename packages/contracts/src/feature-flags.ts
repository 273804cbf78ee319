// Zod-free on purpose: UI bundles import this.
/** Feature flags the shell reads (spec section 3), with their defaults. */
export const DEFAULT_FEATURE_FLAGS = {
  'app.tab.security.enabled': true,
  'app.tab.billing.enabled': true,
  'app.tab.profile.enabled': true,
  'app.tab.dashboard.enabled': true,
  'app.logo_attribution.enabled': false,
} as const;
export type FeatureFlagPath = keyof typeof DEFAULT_FEATURE_FLAGS;
export const FEATURE_FLAG_PATHS = Object.keys(DEFAULT_FEATURE_FLAGS) as FeatureFlagPath[];

import type { FeatureFlagPath } from '@lantern/contracts';

/** The side navigation (spec section 2): only these four routes are listed. */
/** Each item shows only while its feature flag (app.tab.{name}.enabled) is on. */
export const NAV_ITEMS = [
  {
    path: 'dashboard',
    label: 'Campaigns',
    flag: 'app.tab.dashboard.enabled',
    icon: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z',
  },
  {
    path: 'security',
    label: 'Security',
    flag: 'app.tab.security.enabled',
    icon: 'M12 2l8 4v6c0 5-3.5 9-8 10-4.5-1-8-5-8-10V6z',
  },
  {
    path: 'billing',
    label: 'Usage & Billing',
    flag: 'app.tab.billing.enabled',
    icon: 'M2 6h20v12H2zM2 10h20',
  },
  {
    path: 'profile',
    label: 'Profile',
    flag: 'app.tab.profile.enabled',
    icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22a9 9 0 0 1 18 0',
  },
] as const satisfies ReadonlyArray<{ path: string; label: string; flag: FeatureFlagPath; icon: string }>;

/** Header titles by the route segment after /org/{orgId}/account/{accountId}/. */
export const PAGE_TITLES: Record<string, string> = {
  dashboard: 'Campaigns',
  security: 'Security',
  billing: 'Usage & Billing',
  profile: 'Profile',
  'new-campaign': 'Create New Campaign',
  analytics: 'Campaign Analytics',
  campaigns: 'Campaign Settings',
  'system-status': 'System Status',
  'contact-support': 'Contact Support',
};

/** Pages with a back button in the header (spec section 2). */
export const PAGES_WITH_BACK = ['new-campaign', 'analytics', 'campaigns'];

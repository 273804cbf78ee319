// Zod-free on purpose: UI bundles import this.
const PLAN_LABELS: Record<string, string> = {
  free: 'Free Plan',
  starter: 'Starter Plan',
  business: 'Business Plan',
  enterprise: 'Enterprise Plan',
  pro: 'Pro Plan',
  basic: 'Basic Plan',
  premium: 'Premium Plan',
  standard: 'Standard Plan',
  advanced: 'Advanced Plan',
  active: 'Active Plan',
};

/** The friendly name of a plan (spec section 9); unknown names are capitalised. */
export function planLabel(tier: string | null | undefined): string {
  const t = (tier ?? '').trim().toLowerCase();
  return PLAN_LABELS[t] ?? (t ? t.charAt(0).toUpperCase() + t.slice(1) : 'Unknown');
}

import { isOwnBrand, isTracked, type OwnBrand, type TrackedBrand } from '@lantern/contracts';

/**
 * The suggested competitors a campaign should see: never its own brand (an answer may name it in a
 * form the analyzer did not match, e.g. 'Northwind' for 'Northwind Coffee'), and not the competitors
 * tracked since the answers were analyzed (a 'Track' takes effect before the next run).
 */
export function untrackedSuggestions<S extends { name: string }>(
  suggestions: S[],
  campaign: OwnBrand & { competitors: TrackedBrand[] },
): S[] {
  return suggestions.filter((s) => !isOwnBrand(s.name, campaign) && !isTracked(s.name, campaign.competitors));
}

import {
  CAMPAIGN_ERRORS,
  ERROR_CODES,
  countryLimitMessage,
  hasFeature,
  isLimitReached,
  limitsFor,
  promptLimitMessage,
  type Tier,
} from '@lantern/contracts';
import { addManualPrompts } from '@lantern/engine';
import { AppError } from '../../common/app-error';

/** Normalized, de-duplicated prompts; an unusable one is a 400 naming it. */
export function cleanPrompts(input: string[]): string[] {
  const { prompts, errors } = addManualPrompts([], input);
  if (errors.length > 0) {
    const [first] = errors;
    throw AppError.validation(`Prompt "${first!.prompt.slice(0, 80)}": ${first!.message}`, {
      prompts: `${errors.length} prompt${errors.length === 1 ? ' is' : 's are'} not usable: ${first!.message}`,
    });
  }
  if (prompts.length === 0)
    throw AppError.validation('Add at least one prompt', { prompts: 'Add at least one prompt' });
  return prompts;
}

/** The plan's prompts-per-campaign limit (null = unlimited). */
export function checkPromptLimit(tier: Tier, count: number): void {
  const limit = limitsFor(tier).prompt_limit_per_campaign;
  if (limit !== null && count > limit) {
    throw new AppError(403, ERROR_CODES.limitReached, promptLimitMessage(limit), {
      prompts: promptLimitMessage(limit),
    });
  }
}

/** Competitors are the competitor_analysis feature (business and enterprise). */
export function checkCompetitors(tier: Tier, count: number): void {
  if (count > 0 && !hasFeature(tier, 'competitor_analysis')) {
    throw new AppError(403, ERROR_CODES.tierRequired, CAMPAIGN_ERRORS.competitorsTier, {
      competitors: CAMPAIGN_ERRORS.competitorsTier,
    });
  }
}

/** unique_country_in_campaign_limit: distinct campaign countries per account. */
export function checkCountryLimit(tier: Tier, otherLocations: string[], location: string): void {
  const limit = limitsFor(tier).unique_country_in_campaign_limit;
  if (otherLocations.includes(location.toLowerCase())) return;
  if (isLimitReached(otherLocations.length, limit)) {
    throw new AppError(403, ERROR_CODES.limitReached, countryLimitMessage(limit!), {
      location: countryLimitMessage(limit!),
    });
  }
}

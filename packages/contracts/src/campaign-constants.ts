// Campaign constants, messages and form rules shared by the API and the UI. No zod here: the web
// apps import values from this module (see ui-safe.spec.ts).
import type { FieldErrors } from './validators';

export const CAMPAIGN_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'PENDING', 'FAILED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** A run has the campaign statuses plus CANCELLED (spec section 4). */
export const RUN_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ['PENDING', 'IN_PROGRESS'];

export const CAMPAIGN_SORT_FIELDS = ['createdAt', 'name', 'status', 'promptCount', 'updatedAt'] as const;
export const CAMPAIGN_LIST_DEFAULT_LIMIT = 20;
export const CAMPAIGN_LIST_MAX_LIMIT = 100;

export const PROMPT_TYPES = ['Commercial', 'Informative'] as const;
export type CampaignPromptType = (typeof PROMPT_TYPES)[number];
export const PROMPT_METHODS = ['GENERATE_AI', 'MANUAL_ADD', 'IMPORT_FILE'] as const;
export type PromptMethod = (typeof PROMPT_METHODS)[number];
export const SCHEDULES = ['none', 'daily', 'weekly'] as const;
export type CampaignSchedule = (typeof SCHEDULES)[number];

/** The answer engines a campaign can ask; `sandbox` is the built-in simulated platform. */
export const CAMPAIGN_PLATFORMS = [
  { id: 'chatgpt', label: 'ChatGPT' },
  { id: 'perplexity', label: 'Perplexity' },
  { id: 'gemini', label: 'Gemini' },
  { id: 'claude', label: 'Claude' },
  { id: 'google_ai_overview', label: 'Google AI Overviews' },
  { id: 'google_search', label: 'Google Search' },
  { id: 'openai_compatible', label: 'Local model (OpenAI-compatible)' },
  { id: 'sandbox', label: 'Sandbox' },
] as const;
export type CampaignPlatformId = (typeof CAMPAIGN_PLATFORMS)[number]['id'];
export const CAMPAIGN_PLATFORM_IDS = CAMPAIGN_PLATFORMS.map((p) => p.id) as CampaignPlatformId[];
export const platformLabel = (id: string): string => CAMPAIGN_PLATFORMS.find((p) => p.id === id)?.label ?? id;

/** The five answer engines the product is about; each is simulated until its key is set. */
export const DEFAULT_CAMPAIGN_PLATFORMS: CampaignPlatformId[] = [
  'chatgpt',
  'perplexity',
  'gemini',
  'claude',
  'google_ai_overview',
];
/** The analytics page's platform when none is given (spec section 7). */
export const DEFAULT_SCRAPER_SOURCE: CampaignPlatformId = 'chatgpt';

/** Spec section 3: the form's defaults. */
export const CAMPAIGN_FORM_DEFAULTS = {
  campaignName: '',
  websiteUrl: '',
  location: 'India',
  promptType: 'Commercial' as CampaignPromptType,
  breadth: 5,
  depth: 3,
  keywords: [] as string[],
};

export const CAMPAIGN_LIMITS = {
  nameMax: 120,
  breadthMin: 1,
  breadthMax: 10,
  depthMin: 1,
  depthMax: 10,
  keywordsMax: 20,
  keywordMax: 60,
  competitorsMax: 20,
  aliasesMax: 10,
  /** Answers per prompt and platform in a run (single samples are noise). */
  samplesMin: 1,
  samplesMax: 5,
  samplesDefault: 3,
  /** An import file's text (a CSV of a few thousand prompts fits). */
  importMaxBytes: 512 * 1024,
  answersPageMax: 100,
  answersPageDefault: 20,
} as const;

/** Spec section 9: analytics polling while the dashboard data is empty. */
export const ANALYTICS_POLL_MS = 15_000;

export const CAMPAIGN_VALIDATION = {
  nameRequired: 'Campaign name is required',
  websiteRequired: 'Website URL is required',
  websiteInvalid: 'Please enter a valid website URL',
  locationRequired: 'Location is required',
  keywordsRequired: 'Add at least one keyword',
  breadthRange: `Breadth must be between ${CAMPAIGN_LIMITS.breadthMin} and ${CAMPAIGN_LIMITS.breadthMax}`,
  depthRange: `Depth must be between ${CAMPAIGN_LIMITS.depthMin} and ${CAMPAIGN_LIMITS.depthMax}`,
  promptsRequired: 'Add at least one prompt',
  platformsRequired: 'Select at least one platform',
} as const;

export const CAMPAIGN_ERRORS = {
  notFound: 'Campaign not found',
  runNotFound: 'Run not found',
  runActive: 'A run is already in progress for this campaign',
  runFinished: 'This run has already finished',
  promptsLocked: 'Prompts cannot change while a run is in progress. Cancel the run or wait for it to finish.',
  competitorsTier:
    'Competitor tracking is only available for Business and Enterprise plans. Upgrade your plan to track competitors.',
  exportTier: 'Exports are only available on paid plans. Upgrade your plan to export answers.',
} as const;

export const promptLimitMessage = (limit: number) =>
  `Your plan allows ${limit} prompt${limit === 1 ? '' : 's'} per campaign. Upgrade your plan to add more.`;
export const countryLimitMessage = (limit: number) =>
  `Your plan allows campaigns in ${limit} countr${limit === 1 ? 'y' : 'ies'} per account. Upgrade your plan to add more.`;

/** A website as typed: with or without scheme, a host with a dot, no spaces. */
export function normalizeWebsite(value: string): string | null {
  const raw = value.trim();
  if (!raw || /\s/.test(raw)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The registrable-looking host of a website: "https://www.Acme.com/x" -> "acme.com". */
export function websiteDomain(url: string): string {
  const host = new URL(normalizeWebsite(url) ?? url).hostname.toLowerCase();
  return host.replace(/^www\./, '');
}

export interface CampaignBasicsValues {
  name: string;
  websiteUrl: string;
  location: string;
  breadth: number;
  depth: number;
}

/** Step 1 of the wizard; the API applies the same rules. */
export function validateCampaignBasics(
  v: Partial<CampaignBasicsValues>,
): FieldErrors<keyof CampaignBasicsValues> {
  const errors: FieldErrors<keyof CampaignBasicsValues> = {};
  if (!v.name?.trim()) errors.name = CAMPAIGN_VALIDATION.nameRequired;
  if (!v.websiteUrl?.trim()) errors.websiteUrl = CAMPAIGN_VALIDATION.websiteRequired;
  else if (!normalizeWebsite(v.websiteUrl)) errors.websiteUrl = CAMPAIGN_VALIDATION.websiteInvalid;
  if (!v.location?.trim()) errors.location = CAMPAIGN_VALIDATION.locationRequired;
  const inRange = (n: number | undefined, min: number, max: number) =>
    typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
  if (v.breadth !== undefined && !inRange(v.breadth, CAMPAIGN_LIMITS.breadthMin, CAMPAIGN_LIMITS.breadthMax))
    errors.breadth = CAMPAIGN_VALIDATION.breadthRange;
  if (v.depth !== undefined && !inRange(v.depth, CAMPAIGN_LIMITS.depthMin, CAMPAIGN_LIMITS.depthMax))
    errors.depth = CAMPAIGN_VALIDATION.depthRange;
  return errors;
}

/** Keywords as typed ("a, b\nc"): trimmed, empty and duplicate (case-insensitive) ones dropped. */
export function parseKeywords(input: string | string[]): string[] {
  const parts = Array.isArray(input) ? input : input.split(/[,\n]/);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of parts) {
    const k = p.trim().replace(/\s+/g, ' ');
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}

/** The brand's display name when none is given: "acme-coffee.co.uk" -> "Acme Coffee". */
export function brandFromDomain(domain: string): string {
  const label = domain.replace(/^www\./, '').split('.')[0] ?? domain;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

// The wizard's values, its rules and the request it sends: plain functions, no React.
import type { CampaignScope } from '@lantern/api-client';
import {
  CAMPAIGN_FORM_DEFAULTS,
  CAMPAIGN_LIMITS,
  CAMPAIGN_VALIDATION,
  DEFAULT_CAMPAIGN_PLATFORMS,
  normalizePrompt,
  promptKey,
  promptLimitMessage,
  validateCampaignBasics,
  type CampaignPlatformId,
  type CampaignPromptType,
  type CampaignSchedule,
  type CreateCampaignRequest,
  type PromptMethod,
  type PromptPreviewRequest,
} from '@lantern/contracts';

export const STEPS = ['Basic info', 'Prompt setup', 'Preview'] as const;
export type StepIndex = 0 | 1 | 2;

export const COMPETITOR_NAME_REQUIRED = 'Competitor name is required';
export const CAMPAIGN_CREATED = 'Campaign created successfully';

export interface CompetitorRow {
  key: string;
  name: string;
  domain: string;
}

export interface PromptItem {
  key: string;
  text: string;
  /** The topic a generated prompt belongs to; null for typed and imported ones. */
  topic: string | null;
}

export interface WizardValues {
  name: string;
  websiteUrl: string;
  /** Empty: the server derives it from the website's domain. */
  brandName: string;
  /** Comma-separated, as typed. */
  brandAliases: string;
  location: string;
  promptType: CampaignPromptType;
  /** As typed (number inputs can hold anything while editing). */
  breadth: string;
  depth: string;
  keywords: string[];
  competitors: CompetitorRow[];
  platforms: CampaignPlatformId[];
  samples: number;
  schedule: CampaignSchedule;
  promptMethod: PromptMethod;
  /** Each method keeps its own list, so switching methods loses nothing. */
  prompts: Record<PromptMethod, PromptItem[]>;
  runNow: boolean;
}

export const initialValues = (): WizardValues => ({
  name: CAMPAIGN_FORM_DEFAULTS.campaignName,
  websiteUrl: CAMPAIGN_FORM_DEFAULTS.websiteUrl,
  brandName: '',
  brandAliases: '',
  location: CAMPAIGN_FORM_DEFAULTS.location,
  promptType: CAMPAIGN_FORM_DEFAULTS.promptType,
  breadth: String(CAMPAIGN_FORM_DEFAULTS.breadth),
  depth: String(CAMPAIGN_FORM_DEFAULTS.depth),
  keywords: [...CAMPAIGN_FORM_DEFAULTS.keywords],
  competitors: [],
  platforms: [...DEFAULT_CAMPAIGN_PLATFORMS],
  samples: CAMPAIGN_LIMITS.samplesDefault,
  schedule: 'none',
  promptMethod: 'GENERATE_AI',
  prompts: { GENERATE_AI: [], MANUAL_ADD: [], IMPORT_FILE: [] },
  runNow: true,
});

/** Field keys as the API names them in a 400 (`competitors.0.name` for a competitor row). */
export type Errors = Record<string, string>;

/** Step 1: the shared basics rules plus platforms and competitor names. */
export function validateBasicInfo(v: WizardValues): Errors {
  const errors: Errors = {
    ...validateCampaignBasics({
      name: v.name,
      websiteUrl: v.websiteUrl,
      location: v.location,
      breadth: Number(v.breadth.trim() || NaN),
      depth: Number(v.depth.trim() || NaN),
    }),
  };
  if (v.platforms.length === 0) errors.platforms = CAMPAIGN_VALIDATION.platformsRequired;
  v.competitors.forEach((c, i) => {
    if (!c.name.trim()) errors[`competitors.${i}.name`] = COMPETITOR_NAME_REQUIRED;
  });
  return errors;
}

export const activePrompts = (v: WizardValues) => v.prompts[v.promptMethod];

/** Step 2: at least one prompt, and no more than the plan allows. */
export function validatePromptSetup(v: WizardValues, limit: number | null | undefined): Errors {
  const count = activePrompts(v).length;
  if (count === 0) return { prompts: CAMPAIGN_VALIDATION.promptsRequired };
  if (typeof limit === 'number' && count > limit) return { prompts: promptLimitMessage(limit) };
  return {};
}

/** The step where a field lives, to send the user back to a field the server refused. */
export const stepOfField = (field: string): StepIndex =>
  field === 'prompts' || field.startsWith('prompts.') || field === 'promptMethod' ? 1 : 0;

/** '12 of 25 prompts', or '12 prompts' without a limit. */
export function promptCountText(count: number, limit: number | null | undefined): string {
  if (typeof limit === 'number') return `${count} of ${limit} prompts`;
  return `${count} prompt${count === 1 ? '' : 's'}`;
}

export { promptKey };

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

export interface MergeResult {
  prompts: PromptItem[];
  added: number;
  duplicates: string[];
}

/** Adds prompts to a list, leaving out blanks and prompts already there (case-insensitive). */
export function mergePrompts(
  list: PromptItem[],
  incoming: Array<{ text: string; topic?: string | null }>,
): MergeResult {
  const seen = new Set(list.map((p) => promptKey(p.text)));
  const prompts = [...list];
  const duplicates: string[] = [];
  for (const item of incoming) {
    const text = normalizePrompt(item.text);
    if (!text) continue;
    const key = promptKey(text);
    if (seen.has(key)) {
      duplicates.push(text);
      continue;
    }
    seen.add(key);
    prompts.push({ key: newKey('prompt'), text, topic: item.topic ?? null });
  }
  return { prompts, added: prompts.length - list.length, duplicates };
}

/** The body of POST /campaigns. Competitors go only where the plan allows them. */
export function toCreateRequest(
  v: WizardValues,
  scope: CampaignScope,
  competitorsAllowed: boolean,
): CreateCampaignRequest {
  const competitors = competitorsAllowed
    ? v.competitors
        .filter((c) => c.name.trim())
        .map((c) => ({ name: c.name.trim(), aliases: [], domains: c.domain.trim() ? [c.domain.trim()] : [] }))
    : [];
  return {
    ...scope,
    name: v.name.trim(),
    websiteUrl: v.websiteUrl.trim(),
    location: v.location.trim(),
    promptType: v.promptType,
    breadth: Number(v.breadth),
    depth: Number(v.depth),
    keywords: v.keywords,
    ...(v.brandName.trim() ? { brandName: v.brandName.trim() } : {}),
    brandAliases: splitList(v.brandAliases),
    competitors,
    platforms: v.platforms,
    samples: v.samples,
    schedule: v.schedule,
    promptMethod: v.promptMethod,
    prompts: activePrompts(v).map((p) => p.text),
    runNow: v.runNow,
  };
}

/** The body of POST /campaigns/prompts/preview: the step 1 answers that shape generated prompts. */
export const toPreviewRequest = (v: WizardValues, scope: CampaignScope): PromptPreviewRequest => ({
  ...scope,
  websiteUrl: v.websiteUrl.trim(),
  location: v.location.trim(),
  promptType: v.promptType,
  breadth: Number(v.breadth),
  depth: Number(v.depth),
  keywords: v.keywords,
});

/** 'a, b ,, A' -> ['a', 'b'] (trimmed, blanks and case-insensitive repeats dropped). */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

/** The platforms that can write prompts when their key is set (the server's generator order). */
export const PROMPT_WRITERS = ['chatgpt', 'claude', 'gemini', 'perplexity', 'openai_compatible'];

/** Whether an AI writes generated prompts: a prompt-writing platform has its key (unknown while loading). */
export const aiWritesPrompts = (platforms: Array<{ id: string; configured: boolean }> | undefined) =>
  platforms ? platforms.some((p) => PROMPT_WRITERS.includes(p.id) && p.configured) : undefined;

/** GENERATE_AI without a configured language model: what it really does. */
export const TEMPLATE_METHOD_TEXT = {
  title: 'Generate from templates',
  description:
    'Questions written from templates for your keywords, kind of business and location: breadth topics x depth prompts. Set an AI platform key to have AI write them.',
};

/** The method's title and description; GENERATE_AI says templates when no AI can write prompts. */
export const methodText = (method: PromptMethod, aiAvailable: boolean | undefined) =>
  method === 'GENERATE_AI' && aiAvailable === false ? TEMPLATE_METHOD_TEXT : PROMPT_METHOD_TEXT[method];

export const PROMPT_METHOD_TEXT: Record<PromptMethod, { title: string; description: string }> = {
  GENERATE_AI: {
    title: 'Generate with AI',
    description: 'Prompts written from your website, keywords and location: breadth topics x depth prompts.',
  },
  MANUAL_ADD: { title: 'Add manually', description: 'Type or paste your own prompts, one per line.' },
  IMPORT_FILE: { title: 'Import a file', description: 'Upload a CSV or TXT file with one prompt per line.' },
};

export const SCHEDULE_LABELS: Record<CampaignSchedule, string> = {
  none: 'None (run on demand)',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** '1 sample', '3 samples' (the samples select). */
export const samplesLabel = (n: number) => `${n} sample${n === 1 ? '' : 's'}`;

// The campaign settings form: its values from a campaign, its rules, and the PATCH body of what changed.
import type { CampaignScope } from '@lantern/api-client';
import {
  CAMPAIGN_VALIDATION,
  promptLimitMessage,
  validateCampaignBasics,
  type CampaignDetail,
  type CampaignPlatformId,
  type CampaignSchedule,
  type TrackedBrand,
  type UpdateCampaignRequest,
} from '@lantern/contracts';
import { newKey, splitList, type PromptItem } from '../new-campaign/wizard';

export const COMPETITOR_NAME_REQUIRED = 'Competitor name is required';
export const CAMPAIGN_UPDATED = 'Campaign updated successfully';
export const UPDATE_PERMISSION =
  "You don't have permission to edit campaigns. Contact your administrator for access.";

export interface CompetitorDraft {
  key: string;
  name: string;
  /** Comma-separated, as typed. */
  aliases: string;
  domains: string;
}

export interface SettingsValues {
  name: string;
  websiteUrl: string;
  location: string;
  keywords: string[];
  brandName: string;
  brandAliases: string;
  competitors: CompetitorDraft[];
  platforms: CampaignPlatformId[];
  samples: number;
  schedule: CampaignSchedule;
  prompts: PromptItem[];
}

export const toCompetitorDraft = (c: TrackedBrand): CompetitorDraft => ({
  key: newKey('competitor'),
  name: c.name,
  aliases: c.aliases.join(', '),
  domains: c.domains.join(', '),
});

export function fromCampaign(c: CampaignDetail): SettingsValues {
  return {
    name: c.name,
    websiteUrl: c.websiteUrl,
    location: c.location,
    keywords: [...c.keywords],
    brandName: c.brandName,
    brandAliases: c.brandAliases.join(', '),
    competitors: c.competitors.map(toCompetitorDraft),
    platforms: [...c.platforms],
    samples: c.samples,
    schedule: c.schedule,
    prompts: c.prompts.map((p) => ({ key: p.id, text: p.text, topic: p.topic })),
  };
}

export type SettingsErrors = Record<string, string>;

export function validateSettings(v: SettingsValues, promptLimit: number | null | undefined): SettingsErrors {
  const errors: SettingsErrors = {
    ...validateCampaignBasics({ name: v.name, websiteUrl: v.websiteUrl, location: v.location }),
  };
  if (!v.brandName.trim()) errors.brandName = 'Brand name is required';
  if (v.platforms.length === 0) errors.platforms = CAMPAIGN_VALIDATION.platformsRequired;
  if (v.prompts.length === 0) errors.prompts = CAMPAIGN_VALIDATION.promptsRequired;
  else if (typeof promptLimit === 'number' && v.prompts.length > promptLimit)
    errors.prompts = promptLimitMessage(promptLimit);
  v.competitors.forEach((c, i) => {
    if (!c.name.trim()) errors[`competitors.${i}.name`] = COMPETITOR_NAME_REQUIRED;
  });
  return errors;
}

const competitorsOf = (v: SettingsValues): TrackedBrand[] =>
  v.competitors.map((c) => ({
    name: c.name.trim(),
    aliases: splitList(c.aliases),
    domains: splitList(c.domains),
  }));

/** Each field as the API takes it, to compare and to send. */
function fields(v: SettingsValues) {
  return {
    name: v.name.trim(),
    websiteUrl: v.websiteUrl.trim(),
    location: v.location.trim(),
    keywords: v.keywords,
    brandName: v.brandName.trim(),
    brandAliases: splitList(v.brandAliases),
    competitors: competitorsOf(v),
    platforms: v.platforms,
    samples: v.samples,
    schedule: v.schedule,
    prompts: v.prompts.map((p) => p.text),
  };
}

type Field = keyof ReturnType<typeof fields>;

/** The fields that differ from the saved campaign (the API records them as one audit row). */
export function changedFields(saved: SettingsValues, current: SettingsValues): Field[] {
  const a = fields(saved);
  const b = fields(current);
  return (Object.keys(b) as Field[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** PATCH /campaigns/{id}: the scope and only the changed fields. */
export function toUpdateRequest(
  saved: SettingsValues,
  current: SettingsValues,
  scope: CampaignScope,
): UpdateCampaignRequest {
  const all = fields(current);
  const body: UpdateCampaignRequest = { ...scope };
  for (const k of changedFields(saved, current)) Object.assign(body, { [k]: all[k] });
  return body;
}

/** What a delete removes, for its confirmation. */
export const deleteMessage = (c: Pick<CampaignDetail, 'name' | 'promptsCount'>) =>
  `"${c.name}" will be deleted with its ${c.promptsCount} prompt${c.promptsCount === 1 ? '' : 's'}, every run and every stored answer, and its schedule stops. This action cannot be undone.`;

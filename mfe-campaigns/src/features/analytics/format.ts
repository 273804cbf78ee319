// How the analytics page writes numbers, dates and names: plain functions, no React.
import {
  DEFAULT_SCRAPER_SOURCE,
  platformLabel,
  type CampaignAnalyticsResponse,
  type CampaignDetail,
  type DashboardData,
  type Interval,
  type Proportion,
} from '@lantern/contracts';

export const NOT_AVAILABLE = 'N/A';

/** The overview tab's route segment: /analytics/{campaignId}/all (issue 13). */
export const ALL_PLATFORMS = 'all';
export const ALL_PLATFORMS_LABEL = 'All platforms';
/** A tab's label: a platform's name, or 'All platforms'. */
export const tabLabel = (id: string) => (id === ALL_PLATFORMS ? ALL_PLATFORMS_LABEL : platformLabel(id));

/** 0.423 -> '42%'; null -> 'N/A'. */
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value)
    ? NOT_AVAILABLE
    : `${Math.round(value * 100)}%`;

/** '31-54%' */
export const intervalText = (i: Interval) => `${Math.round(i.low * 100)}-${Math.round(i.high * 100)}%`;

/** A rate with its 95% interval: '42% (31-54%)'; 'N/A' when nothing was counted. */
export const proportionText = (p: Proportion) =>
  p.value === null ? NOT_AVAILABLE : `${percent(p.value)} (${intervalText(p.interval)})`;

/** 2.14 -> '2.1' (1 = mentioned first). */
export const positionText = (v: number | null | undefined) =>
  v === null || v === undefined ? NOT_AVAILABLE : v.toFixed(1);

/** -1..1 -> '+0.32' / '-0.10'. */
export const sentimentScore = (v: number | null | undefined) => {
  if (v === null || v === undefined) return NOT_AVAILABLE;
  const text = v.toFixed(2);
  // -0.001 rounds to '-0.00': a zero has no sign.
  return Number(text) === 0 ? '0.00' : `${v > 0 ? '+' : ''}${text}`;
};

export const sentimentLabel = (v: number | null | undefined) =>
  v === null || v === undefined ? NOT_AVAILABLE : v > 0.05 ? 'Positive' : v < -0.05 ? 'Negative' : 'Neutral';

/** A change in percentage points: 0.12 -> '+12 pts'. */
export const pointsText = (delta: number) => {
  const pts = Math.round(delta * 100);
  return `${pts > 0 ? '+' : pts < 0 ? '−' : ''}${Math.abs(pts)} pts`;
};

/** lastUpdate is epoch seconds as digits or a date string; missing or unreadable -> null. */
export function parseLastUpdate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  const date = /^\d+$/.test(text) ? new Date(Number(text) * 1000) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date and time, or 'N/A'. */
export const dateTimeText = (value: string | number | null | undefined) => {
  const d = parseLastUpdate(value);
  return d ? dateTime.format(d) : NOT_AVAILABLE;
};
export const dateText = (value: string | null | undefined) => {
  const d = parseLastUpdate(value);
  return d ? dateOnly.format(d) : NOT_AVAILABLE;
};

/** 'metrics v1' (or '1') -> 'Metrics v1'. */
export function metricsVersionText(version: string): string {
  const v = version.replace(/^metrics\s*/i, '').trim();
  return `Metrics ${/^v/i.test(v) ? v : `v${v}`}`;
}

/** The dashboard has data once the platform has answers (`{}` until then). */
export const isDashboardReady = (
  data: CampaignAnalyticsResponse['dashboardData'] | undefined,
): data is DashboardData => Boolean(data && Object.keys(data).length > 0);

/** The platform of /analytics/{id} without one: chatgpt when the campaign asks it, else its first. */
export function defaultPlatform(campaign: Pick<CampaignDetail, 'platforms'> | undefined): string {
  const platforms = campaign?.platforms ?? [];
  return platforms.includes(DEFAULT_SCRAPER_SOURCE) || platforms.length === 0
    ? DEFAULT_SCRAPER_SOURCE
    : platforms[0]!;
}

export interface HeaderModel {
  name: string;
  status: string;
  lastUpdate: string;
  /** '(done/total)' of the last job, when it has prompts. */
  progress: string | null;
}

/**
 * The header rules of the spec: the campaign name or 'Campaign' plus the first 8 characters of its id;
 * the last update or 'N/A'; a missing status shows as active; job progress as (done/total).
 */
export function headerModel(
  campaignId: string,
  analytics: Partial<CampaignAnalyticsResponse> | undefined,
  campaign: Partial<CampaignDetail> | undefined,
): HeaderModel {
  const name =
    analytics?.campaignName?.trim() || campaign?.name?.trim() || `Campaign ${campaignId.slice(0, 8)}`;
  const status = analytics?.campaignStatus || campaign?.status || 'active';
  const done = analytics?.lastJobScrappedPromptCount ?? campaign?.lastJobScrappedPromptCount;
  const total = analytics?.lastJobTotalPromptCount ?? campaign?.lastJobTotalPromptCount;
  return {
    name,
    status,
    lastUpdate: dateTimeText(analytics?.lastUpdate),
    progress: total ? `(${done ?? 0}/${total})` : null,
  };
}

import {
  ApiRequestError,
  analyticsRetryDelay,
  CACHE,
  queryKeys,
  retryAnalytics,
  type CampaignScope,
} from '@lantern/api-client';
import {
  ANALYTICS_POLL_MS,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsRange,
  type CampaignAnalyticsResponse,
  type RunStatus,
} from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { isDashboardReady } from '../format';

/** While a run is going, progress and numbers refresh this often (issue 13: every 2-3 s). */
export const ACTIVE_RUN_POLL_MS = 2_500;

export const isRunActive = (status: RunStatus | null | undefined) =>
  status === 'PENDING' || status === 'IN_PROGRESS';

/**
 * Every 2.5 s while a run is going; every 15 s while the dashboard data is empty (spec); stops once
 * data is there and no run is going, or when the server refuses (4xx).
 */
export function analyticsPollInterval(
  query: Pick<Query<CampaignAnalyticsResponse>, 'state'>,
): number | false {
  const { data, error } = query.state;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  if (isRunActive(data?.lastRunStatus)) return ACTIVE_RUN_POLL_MS;
  return isDashboardReady(data?.dashboardData) ? false : ANALYTICS_POLL_MS;
}

/** GET /campaigns/{id}/analytics for one platform and date range (cache, polling and retries of spec section 9). */
export const campaignAnalyticsOptions = (
  scope: CampaignScope,
  campaignId: string,
  platform: string,
  range: AnalyticsRange = DEFAULT_ANALYTICS_RANGE,
) =>
  queryOptions({
    queryKey: [
      ...queryKeys.campaignAnalytics(scope.organizationId, scope.accountId, campaignId, platform),
      range,
    ],
    queryFn: ({ signal }) => campaigns.analytics(scope, campaignId, platform, signal, range),
    staleTime: CACHE.analyticsStaleMs,
    gcTime: CACHE.analyticsGcMs,
    retry: retryAnalytics,
    retryDelay: analyticsRetryDelay,
    refetchInterval: analyticsPollInterval,
  });

export const useCampaignAnalytics = (
  scope: CampaignScope,
  campaignId: string,
  platform: string,
  enabled: boolean,
  range: AnalyticsRange = DEFAULT_ANALYTICS_RANGE,
) => useQuery({ ...campaignAnalyticsOptions(scope, campaignId, platform, range), enabled });

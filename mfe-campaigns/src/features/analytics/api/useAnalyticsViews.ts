import {
  analyticsRetryDelay,
  ApiRequestError,
  CACHE,
  queryKeys,
  retryAnalytics,
  type CampaignScope,
} from '@lantern/api-client';
import type { AnalyticsOverviewResponse, AnalyticsRange } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { type Query, useQuery } from '@tanstack/react-query';
import { ACTIVE_RUN_POLL_MS, isRunActive } from './useCampaignAnalytics';

/** Refresh the overview while a run is going (its numbers change when the run settles). */
export function overviewPollInterval(query: Pick<Query<AnalyticsOverviewResponse>, 'state'>): number | false {
  const { data, error } = query.state;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return isRunActive(data?.lastRunStatus) ? ACTIVE_RUN_POLL_MS : false;
}

/** GET /campaigns/{id}/analytics/overview: every platform side by side over the range. */
export const useAnalyticsOverview = (
  scope: CampaignScope,
  campaignId: string,
  range: AnalyticsRange,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [
      ...queryKeys.campaignAnalytics(scope.organizationId, scope.accountId, campaignId, 'all'),
      range,
    ],
    queryFn: ({ signal }) => campaigns.analyticsOverview(scope, campaignId, range, signal),
    staleTime: CACHE.analyticsStaleMs,
    gcTime: CACHE.analyticsGcMs,
    retry: retryAnalytics,
    retryDelay: analyticsRetryDelay,
    refetchInterval: overviewPollInterval,
    enabled,
  });

/** GET /campaigns/{id}/analytics/sources over the range, on one platform or all (undefined). */
export const useAnalyticsSources = (
  scope: CampaignScope,
  campaignId: string,
  range: AnalyticsRange,
  platform: string | undefined,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [
      ...queryKeys.campaignAnalytics(scope.organizationId, scope.accountId, campaignId, 'sources'),
      range,
      platform ?? 'all',
    ],
    queryFn: ({ signal }) => campaigns.analyticsSources(scope, campaignId, range, platform, signal),
    staleTime: CACHE.analyticsStaleMs,
    gcTime: CACHE.analyticsGcMs,
    retry: retryAnalytics,
    retryDelay: analyticsRetryDelay,
    enabled,
  });

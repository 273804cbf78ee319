import {
  ApiRequestError,
  analyticsRetryDelay,
  CACHE,
  queryKeys,
  retryAnalytics,
  type CampaignScope,
} from '@lantern/api-client';
import { ANALYTICS_POLL_MS, type CampaignAnalyticsResponse } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { isDashboardReady } from '../format';

/** Polls while the dashboard data is empty; stops once it arrives or the server refuses (4xx). */
export function analyticsPollInterval(
  query: Pick<Query<CampaignAnalyticsResponse>, 'state'>,
): number | false {
  const { data, error } = query.state;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  // Spec: poll while the dashboard is empty. Also while a run is going, so progress and numbers follow it.
  const running = data?.lastRunStatus === 'PENDING' || data?.lastRunStatus === 'IN_PROGRESS';
  return isDashboardReady(data?.dashboardData) && !running ? false : ANALYTICS_POLL_MS;
}

/** GET /campaigns/{id}/analytics for one platform (cache, polling and retries of spec section 9). */
export const campaignAnalyticsOptions = (scope: CampaignScope, campaignId: string, platform: string) =>
  queryOptions({
    queryKey: queryKeys.campaignAnalytics(scope.organizationId, scope.accountId, campaignId, platform),
    queryFn: ({ signal }) => campaigns.analytics(scope, campaignId, platform, signal),
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
) => useQuery({ ...campaignAnalyticsOptions(scope, campaignId, platform), enabled });

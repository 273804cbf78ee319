import { queryKeys, type CampaignScope } from '@lantern/api-client';
import type { CampaignDetail } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_RUN_POLL_MS, isRunActive } from './useCampaignAnalytics';

/** The campaign (its last run's status and progress) refreshes every 2.5 s while a run is active. */
export const campaignPollInterval = (query: Pick<Query<CampaignDetail>, 'state'>): number | false =>
  isRunActive(query.state.data?.lastRun?.status) ? ACTIVE_RUN_POLL_MS : false;

/** GET /campaigns/{id}: the campaign with its platforms, brand, competitors and last run. */
export const campaignOptions = (scope: CampaignScope, campaignId: string) =>
  queryOptions({
    queryKey: queryKeys.campaign(scope.organizationId, scope.accountId, campaignId),
    queryFn: ({ signal }) => campaigns.get(scope, campaignId, signal),
    refetchInterval: campaignPollInterval,
  });

export const useCampaign = (scope: CampaignScope, campaignId: string) =>
  useQuery(campaignOptions(scope, campaignId));

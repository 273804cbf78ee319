import { queryKeys, type CampaignScope } from '@lantern/api-client';
import { campaigns } from '@lantern/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /campaigns/{id}: the campaign with its platforms, brand, competitors and last run. */
export const campaignOptions = (scope: CampaignScope, campaignId: string) =>
  queryOptions({
    queryKey: queryKeys.campaign(scope.organizationId, scope.accountId, campaignId),
    queryFn: ({ signal }) => campaigns.get(scope, campaignId, signal),
  });

export const useCampaign = (scope: CampaignScope, campaignId: string) =>
  useQuery(campaignOptions(scope, campaignId));

import { queryKeys, type CampaignScope } from '@lantern/api-client';
import { campaigns } from '@lantern/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /campaigns/platforms: each answer engine, configured or simulated. */
export const platformsOptions = (scope: CampaignScope) =>
  queryOptions({
    queryKey: queryKeys.campaignPlatforms(scope.organizationId, scope.accountId),
    queryFn: ({ signal }) => campaigns.platforms(scope, signal),
  });

export const usePlatforms = (scope: CampaignScope) => useQuery(platformsOptions(scope));

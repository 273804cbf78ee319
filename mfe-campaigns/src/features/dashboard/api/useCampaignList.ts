import { CACHE, queryKeys } from '@lantern/api-client';
import type { CampaignListQuery } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const campaignListOptions = (query: CampaignListQuery) =>
  queryOptions({
    queryKey: queryKeys.campaigns(query.organizationId, query.accountId, query),
    queryFn: ({ signal }) => campaigns.list(query, signal),
    staleTime: CACHE.campaignListStaleMs,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export const useCampaignList = (query: CampaignListQuery) => useQuery(campaignListOptions(query));

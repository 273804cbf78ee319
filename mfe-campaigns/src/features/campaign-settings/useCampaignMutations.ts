import { queryKeys, type CampaignScope } from '@lantern/api-client';
import type { CampaignDetail, UpdateCampaignRequest } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /campaigns/{id}: the saved campaign replaces the cached one; lists refetch. */
export function useUpdateCampaign(scope: CampaignScope, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCampaignRequest) => campaigns.update(campaignId, body),
    onSuccess: (saved: CampaignDetail) => {
      queryClient.setQueryData(queryKeys.campaign(scope.organizationId, scope.accountId, campaignId), saved);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.campaign(scope.organizationId, scope.accountId, campaignId),
        predicate: (q) => q.queryKey.length > 5, // its analytics, answers and runs, not the campaign just set
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.campaigns(scope.organizationId, scope.accountId),
      });
    },
  });
}

/** DELETE /campaigns/{id}: its cached data goes, the lists refetch. */
export function useDeleteCampaign(scope: CampaignScope, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => campaigns.remove(scope, campaignId),
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: queryKeys.campaign(scope.organizationId, scope.accountId, campaignId),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.campaigns(scope.organizationId, scope.accountId),
      });
    },
  });
}

import { queryKeys, type CampaignScope } from '@lantern/api-client';
import { campaigns } from '@lantern/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /campaigns/{id}/runs: 202 with the new run (409 while one is in progress). */
export const startRun = (scope: CampaignScope, campaignId: string) => campaigns.startRun(scope, campaignId);

export function useStartRun(scope: CampaignScope, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startRun(scope, campaignId),
    // The campaign, its analytics, answers and runs all sit under the campaign's key.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.campaign(scope.organizationId, scope.accountId, campaignId),
      }),
  });
}

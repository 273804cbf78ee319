import { queryKeys, type CampaignScope } from '@lantern/api-client';
import { campaigns } from '@lantern/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /campaigns/{id}/runs/{runId}/cancel: the run as it ends. */
export const cancelRun = (scope: CampaignScope, campaignId: string, runId: string) =>
  campaigns.cancelRun(scope, campaignId, runId);

export function useCancelRun(scope: CampaignScope, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => cancelRun(scope, campaignId, runId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.campaign(scope.organizationId, scope.accountId, campaignId),
      }),
  });
}

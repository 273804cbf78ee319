import { queryKeys } from '@lantern/api-client';
import type { CreateCampaignRequest } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /campaigns: 201 with the new campaign (its first run starts unless runNow is false). */
export const createCampaign = (body: CreateCampaignRequest) => campaigns.create(body);

export function useCreateCampaign(orgId: string, accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns(orgId, accountId) }),
  });
}

import { queryKeys, type CampaignScope } from '@lantern/api-client';
import type { ReanalysisProgress } from '@lantern/contracts';
import { api } from '@lantern/session';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ACTIVE_RUN_POLL_MS } from './useCampaignAnalytics';

/**
 * The fetcher lives here, on the session's `api` client, not in @lantern/api-client: that package is a
 * shared singleton, so a shell deployed before this remote would serve its older copy without it.
 */
export const fetchReanalysis = (scope: CampaignScope, campaignId: string, signal?: AbortSignal) =>
  api.get<ReanalysisProgress>(`/campaigns/${encodeURIComponent(campaignId)}/reanalysis`, {
    query: { organizationId: scope.organizationId, accountId: scope.accountId },
    signal,
  });

export const reanalysisKey = (scope: CampaignScope, campaignId: string) =>
  [...queryKeys.campaign(scope.organizationId, scope.accountId, campaignId), 'reanalysis'] as const;

/** While stored answers are being re-analysed the progress refreshes as often as a run's; else on focus. */
export const reanalysisPollInterval = (query: Pick<Query<ReanalysisProgress>, 'state'>): number | false =>
  query.state.data?.status === 'running' ? ACTIVE_RUN_POLL_MS : false;

/**
 * GET /campaigns/{id}/reanalysis. When a re-analysis this page watched finishes, the campaign's
 * queries (analytics, sources, answers) are refreshed so the figures follow the new analysis.
 */
export function useReanalysis(scope: CampaignScope, campaignId: string, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: reanalysisKey(scope, campaignId),
    queryFn: ({ signal }) => fetchReanalysis(scope, campaignId, signal),
    refetchInterval: reanalysisPollInterval,
    enabled,
  });
  const status = query.data?.status;
  const was = useRef(status);
  useEffect(() => {
    if (was.current === 'running' && status === 'done') {
      const key = queryKeys.campaign(scope.organizationId, scope.accountId, campaignId);
      // Everything under the campaign except this progress query itself.
      void client.invalidateQueries({ queryKey: key, predicate: (q) => q.queryKey.at(-1) !== 'reanalysis' });
    }
    was.current = status;
  }, [status, client, scope.organizationId, scope.accountId, campaignId]);
  return query;
}

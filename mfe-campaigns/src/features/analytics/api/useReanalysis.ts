import { queryKeys, type CampaignScope } from '@lantern/api-client';
import type { ReanalysisProgress } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ACTIVE_RUN_POLL_MS } from './useCampaignAnalytics';

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
    queryKey: queryKeys.campaignReanalysis(scope.organizationId, scope.accountId, campaignId),
    queryFn: ({ signal }) => campaigns.reanalysis(scope, campaignId, signal),
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

/**
 * Called after all stored answers of one run have been re-analysed, so the per-run analytics
 * aggregates built from them are rebuilt (ReanalysisModule provides it with RunAggregates.rebuildRun).
 */
export interface AnalyticsRebuildHook {
  afterRunReanalysed(runId: string, campaignId: string): Promise<void>;
}

export const ANALYTICS_REBUILD_HOOK = Symbol('ANALYTICS_REBUILD_HOOK');

import { z } from 'zod';
import { RUN_STATUSES } from './campaign-constants';

/** How many finished runs the list's sparkline shows (oldest first). */
export const CAMPAIGN_TREND_RUNS = 8;

/**
 * How a campaign is doing, as the dashboard list shows it: read from the stored per-run headline
 * figures (run_summaries), never computed per request. Ratios are 0-1; null when a run had no answers.
 */
export const campaignPerformanceSchema = z.object({
  /** The campaign's last run (any state), or null before the first. */
  lastRun: z
    .object({
      status: z.enum(RUN_STATUSES),
      /** Finished at, else started at, else created at (ISO 8601). */
      at: z.string(),
      /** Why a FAILED run failed (the last provider error); null otherwise. */
      error: z.string().nullable(),
    })
    .nullable(),
  visibility: z.number().nullable(),
  /** Latest minus previous finished run (ratio points); null without two figures. */
  visibilityChange: z.number().nullable(),
  shareOfVoice: z.number().nullable(),
  shareOfVoiceChange: z.number().nullable(),
  /** Visibility of the last CAMPAIGN_TREND_RUNS finished runs, oldest first. */
  trend: z.array(z.number().nullable()),
});
export type CampaignPerformance = z.infer<typeof campaignPerformanceSchema>;

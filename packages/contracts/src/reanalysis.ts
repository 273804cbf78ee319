import { z } from 'zod';

/** Progress of the re-analysis of a campaign's stored answers (GET /campaigns/:id/reanalysis). */
export const reanalysisProgressSchema = z.object({
  /** idle: never needed; running: batches in progress; done: every stored answer is current. */
  status: z.enum(['idle', 'running', 'done']),
  /** Why it ran: a new analyzer version, or a change of brand, aliases, domain or competitors. */
  reason: z.enum(['analyzer_version', 'brand_set']).nullable(),
  /** The analyzer version the stored answers are brought to (the current one). */
  analyzerVersion: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ReanalysisProgress = z.infer<typeof reanalysisProgressSchema>;

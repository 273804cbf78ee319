import { z } from 'zod';
import { healthResponseSchema } from './health';

/** One answer engine on the System Status page: how it is set up and how its calls went in the last 24 h. */
export const platformHealthSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Its key is set (answers come from the real engine); otherwise answers are simulated. */
  configured: z.boolean(),
  simulated: z.boolean(),
  model: z.string(),
  requestsPerMinute: z.number(),
  /** When its last answer was stored (any time), or null. */
  lastSuccessAt: z.string().nullable(),
  /** Run items finished in the last 24 h, and how many of them failed. */
  calls24h: z.number().int(),
  failed24h: z.number().int(),
  /** failed / finished over the last 24 h, 0..1; null without calls. */
  errorRate24h: z.number().nullable(),
  lastError: z.object({ at: z.string(), kind: z.string().nullable(), message: z.string() }).nullable(),
  /** operational; degraded (some calls failed); down (every call failed, at least 3). */
  state: z.enum(['operational', 'degraded', 'down', 'idle']),
});
export type PlatformHealth = z.infer<typeof platformHealthSchema>;

export const systemStatusResponseSchema = healthResponseSchema.extend({
  checkedAt: z.string(),
  platforms: z.array(platformHealthSchema),
});
export type SystemStatusResponse = z.infer<typeof systemStatusResponseSchema>;

/** Below this failure share over 24 h a platform counts as operational; at 100 % (3+ calls) it is down. */
export const PLATFORM_DEGRADED_RATE = 0.1;
export const PLATFORM_DOWN_MIN_CALLS = 3;

/** The state of a platform from its last 24 h of calls. */
export function platformState(calls: number, failed: number): PlatformHealth['state'] {
  if (calls === 0) return 'idle';
  if (failed === calls && calls >= PLATFORM_DOWN_MIN_CALLS) return 'down';
  return failed / calls >= PLATFORM_DEGRADED_RATE ? 'degraded' : 'operational';
}

import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './errors';

/** Cache and retry constants of spec section 9. */
export const CACHE = {
  defaultStaleMs: 5 * 60_000,
  defaultGcMs: 10 * 60_000,
  permissionsStaleMs: 5 * 60_000,
  permissionsGcMs: 10 * 60_000,
  currentUserStaleMs: 5 * 60_000,
  campaignListStaleMs: 30_000,
  analyticsStaleMs: 5 * 60_000,
  analyticsGcMs: 10 * 60_000,
  analyticsPollMs: 15_000,
  analyticsRetryBaseMs: 1_000,
  analyticsRetryMaxMs: 30_000,
  activityStaleMs: 2 * 60_000,
  activityGcMs: 5 * 60_000,
  companyLookupStaleMs: 5 * 60_000,
} as const;

const refusedOnPurpose = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** Retry once, but never a request the server refused on purpose (4xx): repeating it cannot help. */
export const retryOnce = (failureCount: number, error: unknown) =>
  failureCount < 1 && !refusedOnPurpose(error);

/** Permissions: no retry on 401 or 403, otherwise up to 3 attempts (spec section 9). */
export const retryPermissions = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiRequestError && (error.status === 401 || error.status === 403));

/** Campaign analytics: up to 3 retries of failures that may pass (never a 4xx such as 403 TIER_REQUIRED). */
export const retryAnalytics = (failureCount: number, error: unknown) =>
  failureCount < 3 && !refusedOnPurpose(error);

/** Campaign analytics: the retry delay doubles from 1 s up to 30 s (spec section 9). */
export const analyticsRetryDelay = (failureCount: number) =>
  Math.min(CACHE.analyticsRetryBaseMs * 2 ** Math.max(0, failureCount), CACHE.analyticsRetryMaxMs);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE.defaultStaleMs,
        gcTime: CACHE.defaultGcMs,
        retry: retryOnce,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: retryOnce },
    },
  });
}

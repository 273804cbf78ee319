import { CACHE, queryKeys } from '@lantern/api-client';
import type { ActivityListFilters } from '@lantern/contracts';
import { activities } from '@lantern/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** POST /activities/account/{accountId}/organization/{orgId}/list (fresh 2 min, kept 5 min). */
export function useActivities(orgId: string, accountId: string, body: ActivityListFilters, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.activities(orgId, accountId, body),
    queryFn: ({ signal }) => activities.list(orgId, accountId, body, signal),
    enabled: enabled && Boolean(orgId && accountId),
    staleTime: CACHE.activityStaleMs,
    gcTime: CACHE.activityGcMs,
    placeholderData: keepPreviousData,
  });
}

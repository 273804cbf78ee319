import { DEFAULT_FEATURE_FLAGS, type FeatureFlagPath } from '@lantern/contracts';
import { queryKeys } from '@lantern/api-client';
import { config } from '@lantern/session';
import { useQuery } from '@tanstack/react-query';

/** The account's feature flags (user scope): the tab flags decide which navigation items show. */
export function useFeatureFlags(organizationId: string, accountId: string) {
  const query = useQuery({
    queryKey: queryKeys.config(organizationId, accountId),
    queryFn: () => config.user(organizationId, accountId),
    enabled: Boolean(organizationId && accountId),
  });
  const flags: Record<string, boolean> = { ...DEFAULT_FEATURE_FLAGS };
  for (const f of query.data?.flags ?? []) flags[f.path] = f.value;
  return {
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
    isEnabled: (path: FeatureFlagPath) => flags[path] !== false,
  };
}

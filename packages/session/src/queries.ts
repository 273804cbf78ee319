import { CACHE, queryKeys, retryPermissions } from '@lantern/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicConfig } from '@lantern/contracts';
import { auth, permissions, publicConfig, PUBLIC_CONFIG_QUERY_KEY } from './api';
import { useSessionStore } from './store';

/** The caller's permissions, limits and role in an account (cache and retry rules of spec section 9). */
export function usePermissions(organizationId: string | undefined, accountId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.permissions(organizationId ?? '', accountId ?? ''),
    queryFn: ({ signal }) => permissions.forAccount(organizationId!, accountId!, signal),
    enabled: Boolean(organizationId && accountId),
    staleTime: CACHE.permissionsStaleMs,
    gcTime: CACHE.permissionsGcMs,
    retry: retryPermissions,
  });
}

/**
 * The current-user rule of spec section 4: with a token but no user, fetch /users/me once, without
 * retry; a failure clears the session. Returns true while that fetch runs.
 */
export function useCurrentUserBootstrap(): boolean {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const clear = useSessionStore((s) => s.clear);
  const query = useQuery({
    queryKey: queryKeys.currentUser(),
    queryFn: ({ signal }) => auth.me(signal),
    enabled: Boolean(token && !user),
    retry: false,
    staleTime: CACHE.currentUserStaleMs,
  });
  useEffect(() => {
    if (query.data && !user) setUser(query.data);
  }, [query.data, user, setUser]);
  useEffect(() => {
    if (query.isError) clear();
  }, [query.isError, clear]);
  return Boolean(token && !user && !query.isError);
}

const NO_PUBLIC_CONFIG: PublicConfig = {
  logoUrlTemplate: null,
  flagUrlTemplate: null,
  environment: 'development',
  analyticsUrl: null,
  errorReportingUrl: null,
};

/**
 * GET /config/public, fetched once per page load. Until it arrives, and if it fails, nothing is
 * configured: initials instead of logos, emoji flags, no telemetry.
 */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => publicConfig.get(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data ?? NO_PUBLIC_CONFIG;
}

import { CACHE, queryKeys } from '@lantern/api-client';
import { accounts, billing, roles } from '@lantern/session';
import { useQuery } from '@tanstack/react-query';

/** GET /accounts/{accountId}/users */
export function useAccountUsers(orgId: string, accountId: string) {
  return useQuery({
    queryKey: queryKeys.accountUsers(orgId, accountId),
    queryFn: ({ signal }) => accounts.users(orgId, accountId, signal),
    enabled: Boolean(orgId && accountId),
  });
}

/** GET /roles/ (the same for every account). */
export function useRoles() {
  return useQuery({
    queryKey: queryKeys.roles(),
    queryFn: ({ signal }) => roles.list(signal),
    staleTime: CACHE.defaultStaleMs,
  });
}

/** GET /usage/organization: how many invitations this account has used. Only asked when inviting is possible. */
export function useUsage(orgId: string, accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.usage(orgId, accountId),
    queryFn: ({ signal }) => billing.usage(orgId, accountId, signal),
    enabled: enabled && Boolean(orgId && accountId),
  });
}

import type { Account, Organization } from '@lantern/contracts';
import { useSessionStore } from './store';

export const useSession = () => useSessionStore();
export const useIsSignedIn = () => useSessionStore((s) => Boolean(s.token && s.user));

export function useCurrentOrganization(): Organization | null {
  return useSessionStore(
    (s) => s.user?.organizations.find((o) => o.id === s.context?.organizationId) ?? null,
  );
}

export function useCurrentAccount(): Account | null {
  const org = useCurrentOrganization();
  const accountId = useSessionStore((s) => s.context?.accountId);
  return org?.accounts.find((a) => a.id === accountId) ?? null;
}

/** The dashboard path of a context: /org/{orgId}/account/{accountId}/dashboard. */
export const dashboardPath = (organizationId: string, accountId: string) =>
  `/org/${organizationId}/account/${accountId}/dashboard`;

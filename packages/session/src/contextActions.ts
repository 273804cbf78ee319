import { queryKeys } from '@lantern/api-client';
import type { Account } from '@lantern/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { auth } from './api';
import { dashboardPath } from './hooks';
import { useSessionStore } from './store';

/**
 * Context login for the selected organization (spec section 4, Profile Refresh and account changes):
 * replaces the user (organizations, accounts, roles, tier) and invalidates every cached query of the
 * organization (permissions, usage, config, ...), so each gate re-reads its plan without a reload.
 * Rejects when the context login fails; the caller decides the message.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { context, setUser } = useSessionStore.getState();
    if (!context) throw new Error('No organization selected');
    try {
      setUser(await auth.contextLogin(context.organizationId));
    } finally {
      // What is on screen refetches now; the rest is dropped, so no page reopens on an old plan
      // (queries do not refetch on mount, spec section 9).
      for (const queryKey of [queryKeys.currentUser(), ['org', context.organizationId]]) {
        queryClient.removeQueries({ queryKey, type: 'inactive' });
        await queryClient.invalidateQueries({ queryKey });
      }
    }
  }, [queryClient]);
}

/**
 * Switching account (spec section 4): the server remembers the choice, the old account's cached data is
 * dropped and the new account's dashboard opens. The caller asks for confirmation and shows the toast.
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (organizationId: string, target: Account) => {
      const { context, selectContext } = useSessionStore.getState();
      await auth.switchAccount(organizationId, target.id).catch(() => undefined);
      if (context)
        queryClient.removeQueries({ queryKey: queryKeys.account(organizationId, context.accountId) });
      selectContext({ organizationId, accountId: target.id });
      navigate(dashboardPath(organizationId, target.id));
    },
    [queryClient, navigate],
  );
}

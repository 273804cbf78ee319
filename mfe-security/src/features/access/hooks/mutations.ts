import { queryKeys } from '@lantern/api-client';
import type { InviteRequest } from '@lantern/contracts';
import { invites, members } from '@lantern/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** After any change: the member list, the invitation count and the activity log are stale. */
function useRefreshAccount(orgId: string, accountId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.accountUsers(orgId, accountId) }),
      client.invalidateQueries({ queryKey: queryKeys.usage(orgId, accountId) }),
      client.invalidateQueries({ queryKey: queryKeys.activities(orgId, accountId) }),
    ]);
}

export function useSendInvite(orgId: string, accountId: string) {
  const refresh = useRefreshAccount(orgId, accountId);
  return useMutation({
    mutationFn: (body: InviteRequest) => invites.send(orgId, body),
    onSuccess: refresh,
  });
}

export function useResendInvite(orgId: string, accountId: string) {
  const refresh = useRefreshAccount(orgId, accountId);
  return useMutation({
    mutationFn: (userId: string) => invites.resend(orgId, userId),
    onSuccess: refresh,
  });
}

export function useChangeRole(orgId: string, accountId: string) {
  const refresh = useRefreshAccount(orgId, accountId);
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      members.changeRole(orgId, accountId, userId, roleId),
    onSuccess: refresh,
  });
}

export function useRemoveMember(orgId: string, accountId: string) {
  const refresh = useRefreshAccount(orgId, accountId);
  return useMutation({
    mutationFn: (userId: string) => members.remove(orgId, accountId, userId),
    onSuccess: refresh,
  });
}

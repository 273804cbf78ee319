import {
  type AccountUser,
  isLimitReached,
  PERMISSION_MESSAGES,
  SUCCESS,
  UPGRADE_MESSAGES,
} from '@lantern/contracts';
import { useSessionStore } from '@lantern/session';
import { Button, ConfirmDialog, useToast } from '@lantern/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Gated } from '../../shared/Gated';
import { messageOf, useScope } from '../../shared/route';
import type { SecurityAccess } from '../../shared/useSecurityAccess';
import { useRemoveMember, useResendInvite } from './hooks/mutations';
import { useAccountUsers, useUsage } from './hooks/queries';
import { ChangeRoleDialog } from './components/ChangeRoleDialog';
import { InviteDialog } from './components/InviteDialog';
import { UsersTable } from './components/UsersTable';
import { inviteLimitMessage, resendError } from './messages';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Usage = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const fullName = (u: AccountUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** Team Access Management: members, invitations, roles and removal, each behind its gate. */
export function AccessTab({ access }: { access: SecurityAccess }) {
  const { orgId, accountId } = useScope();
  const toast = useToast();
  const meId = useSessionStore((s) => s.user?.id);
  const users = useAccountUsers(orgId, accountId);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<AccountUser | null>(null);
  const [removing, setRemoving] = useState<AccountUser | null>(null);
  const resend = useResendInvite(orgId, accountId);
  const remove = useRemoveMember(orgId, accountId);

  // Inviting (and changing roles) needs the plan's flag; inviting also needs a limit above 0 (spec section 6).
  const canInvite = access.can('invite', 'send_invite');
  const inviteLimit = access.limits.user_invite_limit_per_account;
  const invitePlan =
    access.hasFeature('invite_users') && Boolean(access.limits.is_user_invite_allowed) && inviteLimit !== 0;
  const usage = useUsage(orgId, accountId, canInvite && invitePlan);
  const used = usage.data?.items.find((i) => i.key === 'user_invite_limit_per_account')?.used;
  const limitReached = used !== undefined && inviteLimit !== undefined && isLimitReached(used, inviteLimit);
  const rolePlan = access.hasFeature('change_roles') && Boolean(access.limits.is_user_invite_allowed);

  const resendTo = (u: AccountUser) =>
    resend.mutate(u.id, {
      onSuccess: (res) => toast.success(res?.message || SUCCESS.inviteResent),
      onError: (err) => toast.error(resendError(err)),
    });
  const confirmRemove = () => {
    if (!removing) return;
    const name = fullName(removing);
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(`Successfully deleted ${name}`);
        setRemoving(null);
      },
      onError: (err) => toast.error(messageOf(err, `Failed to remove ${name}. Please try again.`)),
    });
  };

  return (
    <section aria-labelledby="team-access-title">
      <Head>
        <div>
          <h2 id="team-access-title">Team Access Management</h2>
          <p>Manage user access and permissions for your organization</p>
        </div>
        <Gated
          permitted={canInvite}
          permissionMessage={PERMISSION_MESSAGES.inviteUsers}
          planAllows={invitePlan && !limitReached}
          upgradeMessage={
            invitePlan && limitReached && inviteLimit
              ? inviteLimitMessage(inviteLimit)
              : UPGRADE_MESSAGES.invite_users
          }
        >
          <Button type="button" onClick={() => setInviting(true)}>
            Invite Team Member
          </Button>
        </Gated>
      </Head>
      {used !== undefined && inviteLimit !== undefined ? (
        <Usage>
          {inviteLimit === null
            ? `${used} invitations used (no limit on your plan)`
            : `${used} of ${inviteLimit} invitations used`}
        </Usage>
      ) : null}
      <UsersTable
        users={users.data ?? []}
        meId={meId}
        loading={users.isPending}
        error={users.isError ? { message: users.error.message, retry: () => void users.refetch() } : null}
        refetching={users.isFetching && !users.isPending}
        actions={{
          changeRole: setChanging,
          resend: resendTo,
          remove: setRemoving,
          resending: resend.isPending ? (resend.variables ?? null) : null,
          gateChangeRole: (button) => (
            <Gated
              permitted={access.can('user', 'change_role')}
              permissionMessage={PERMISSION_MESSAGES.changeRoles}
              planAllows={rolePlan}
              upgradeMessage={UPGRADE_MESSAGES.change_roles}
            >
              {button}
            </Gated>
          ),
          gateResend: (button) => (
            <Gated
              permitted={canInvite}
              permissionMessage={PERMISSION_MESSAGES.inviteUsers}
              planAllows={access.hasFeature('invite_users')}
              upgradeMessage={UPGRADE_MESSAGES.invite_users}
            >
              {button}
            </Gated>
          ),
          gateRemove: (button) => (
            <Gated permitted={access.can('user', 'delete')} permissionMessage={PERMISSION_MESSAGES.generic}>
              {button}
            </Gated>
          ),
        }}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} orgId={orgId} accountId={accountId} />
      <ChangeRoleDialog
        member={changing}
        onClose={() => setChanging(null)}
        orgId={orgId}
        accountId={accountId}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        tone="danger"
        title="Remove team member"
        message={
          removing
            ? `Remove ${fullName(removing)} (${removing.email}) from this account? They lose access to it immediately.`
            : ''
        }
        confirmLabel={remove.isPending ? 'Removing...' : 'Remove'}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

import { PERMISSION_MESSAGES, SUCCESS, UPGRADE_MESSAGES, type Account } from '@lantern/contracts';
import {
  accountAdmin,
  useCurrentOrganization,
  useRefreshSession,
  useSessionStore,
  useSwitchAccount,
} from '@lantern/session';
import {
  Button,
  Card,
  Chip,
  ConfirmDialog,
  CopyButton,
  DataTable,
  PermissionGate,
  TierGate,
  Tooltip,
  useToast,
  type DataTableColumn,
} from '@lantern/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AccountDialog } from './AccountDialog';
import { accountErrorMessage, deleteBlockedReason, roleLabel, type AccountAction } from './accountRules';
import { useAccountAccess } from './useAccountAccess';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const Name = styled.div`
  font-weight: 600;
  overflow-wrap: anywhere;
`;
const Id = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.font.size.xs};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;
const Clamp = styled.div`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: ${(p) => p.theme.color.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

type Editing = { mode: 'create' } | { mode: 'edit'; account: Account } | null;

/** Account Management (spec sections 2, 4, 6 and 8): the organization's accounts and what to do with them. */
export function AccountManagement() {
  const org = useCurrentOrganization();
  const context = useSessionStore((s) => s.context);
  const userId = useSessionStore((s) => s.user?.id);
  const refreshSession = useRefreshSession();
  const switchAccount = useSwitchAccount();
  const toast = useToast();
  const access = useAccountAccess(context?.organizationId ?? '', context?.accountId ?? '');
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [switching, setSwitching] = useState<Account | null>(null);
  const [busy, setBusy] = useState(false);
  if (!org || !context) return null;
  const currentId = context.accountId;
  const billingPath = `/org/${org.id}/account/${currentId}/billing`;
  const manage = (action: 'create' | 'update' | 'delete') => access.loading || access.can(action);

  /** After each change the user is refreshed through context login (its cache is invalidated either way). */
  const run = async (action: AccountAction, call: () => Promise<unknown>, success: string) => {
    try {
      await call();
    } catch (e) {
      toast.error(accountErrorMessage(action, e));
      return false;
    }
    toast.success(success);
    await refreshSession().catch(() => undefined);
    return true;
  };

  const save = async (values: { name: string; description: string }) => {
    if (!editing) return;
    setSaving(true);
    const ok =
      editing.mode === 'create'
        ? await run(
            'create',
            () => accountAdmin.create(org.id, { ...values, actorAccountId: currentId, userId }),
            SUCCESS.accountCreated,
          )
        : await run(
            'update',
            () => accountAdmin.update(org.id, editing.account.id, values),
            SUCCESS.accountUpdated,
          );
    setSaving(false);
    if (ok) setEditing(null);
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const ok = await run(
      'delete',
      () => accountAdmin.remove(org.id, deleting.id),
      `Successfully deleted ${deleting.name}`,
    );
    setBusy(false);
    if (ok) setDeleting(null);
  };

  const confirmSwitch = async () => {
    if (!switching) return;
    setBusy(true);
    try {
      await switchAccount(org.id, switching);
      toast.success(`Switched to account: ${switching.name}`);
    } finally {
      setBusy(false);
      setSwitching(null);
    }
  };

  const columns: DataTableColumn<Account>[] = [
    {
      key: 'account',
      header: 'Account',
      width: '34%',
      render: (a) => (
        <>
          <Name>
            {a.name}
            {a.id === currentId && (
              <>
                {' '}
                <Chip label="Current" tone="primary" size="small" />
              </>
            )}
          </Name>
          <Id>
            <span>{a.id}</span>
            <CopyButton value={a.id} label="Account ID" />
          </Id>
        </>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (a) => <Clamp title={a.description ?? undefined}>{a.description || '—'}</Clamp>,
    },
    { key: 'role', header: 'Role', width: 130, render: (a) => roleLabel(a.role.name) },
    {
      key: 'actions',
      header: 'Actions',
      width: 220,
      render: (a) => {
        const blocked = deleteBlockedReason(a, currentId, org.accounts.length);
        const deleteButton = (disabled: boolean) => (
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            disabled={disabled}
            aria-label={`Delete ${a.name}`}
            onClick={() => setDeleting(a)}
          >
            Delete
          </Button>
        );
        return (
          <Actions>
            <Button
              type="button"
              $size="sm"
              $variant="ghost"
              disabled={a.id === currentId}
              aria-label={`Switch to ${a.name}`}
              onClick={() => setSwitching(a)}
            >
              Switch
            </Button>
            <PermissionGate allowed={manage('update')} message={PERMISSION_MESSAGES.manageAccounts}>
              {(disabled) => (
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  disabled={disabled}
                  aria-label={`Edit ${a.name}`}
                  onClick={() => setEditing({ mode: 'edit', account: a })}
                >
                  Edit
                </Button>
              )}
            </PermissionGate>
            <PermissionGate allowed={manage('delete')} message={PERMISSION_MESSAGES.manageAccounts}>
              {(disabled) =>
                blocked && !disabled ? (
                  <Tooltip wrapDisabled title="Cannot delete" content={blocked}>
                    {deleteButton(true)}
                  </Tooltip>
                ) : (
                  deleteButton(disabled)
                )
              }
            </PermissionGate>
          </Actions>
        );
      },
    },
  ];

  return (
    <Card>
      <Head>
        <div>
          <h2>Account Management</h2>
          <p>Manage your organization accounts and switch between them</p>
        </div>
        <PermissionGate allowed={manage('create')} message={PERMISSION_MESSAGES.manageAccounts}>
          {(noPermission) => (
            <TierGate
              allowed={noPermission || access.loading || access.tierAllowsCreation}
              message={UPGRADE_MESSAGES.account_creation}
              billingPath={billingPath}
            >
              {(noTier) => (
                <Button
                  type="button"
                  disabled={noPermission || noTier}
                  onClick={() => setEditing({ mode: 'create' })}
                >
                  Create Account
                </Button>
              )}
            </TierGate>
          )}
        </PermissionGate>
      </Head>
      <DataTable
        caption="Accounts of the organization"
        columns={columns}
        rows={org.accounts}
        rowKey={(a) => a.id}
        highlightRow={(a) => a.id === currentId}
        empty={{ title: 'No accounts found', message: 'Create an account to start.' }}
        minWidth={680}
      />
      <AccountDialog
        open={editing !== null}
        initial={editing?.mode === 'edit' ? editing.account : null}
        saving={saving}
        onSave={(v) => void save(v)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={`Delete ${deleting?.name ?? 'account'}?`}
        message="This action cannot be undone."
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={switching !== null}
        title="Switch account"
        message={`Are you sure you want to switch to ${switching?.name ?? ''}? You will be redirected to the dashboard.`}
        confirmLabel="Switch"
        busy={busy}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setSwitching(null)}
      />
    </Card>
  );
}

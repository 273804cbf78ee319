import type { AccountUser } from '@lantern/contracts';
import { Avatar, Button, Chip, DataTable, type DataTableColumn, StatusBadge } from '@lantern/ui';
import styled from 'styled-components';

const UserCell = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  min-width: 0;
  .name {
    display: flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
  .email {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
    word-break: break-all;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
`;

export interface MemberActions {
  changeRole(member: AccountUser): void;
  resend(member: AccountUser): void;
  remove(member: AccountUser): void;
  /** The user id being resent to, for its busy state. */
  resending: string | null;
  /** Wraps each action button in its permission / plan gate. */
  gateChangeRole(button: React.ReactElement<{ disabled?: boolean }>): React.ReactNode;
  gateResend(button: React.ReactElement<{ disabled?: boolean }>): React.ReactNode;
  gateRemove(button: React.ReactElement<{ disabled?: boolean }>): React.ReactNode;
}

export interface UsersTableProps {
  users: AccountUser[];
  meId: string | undefined;
  loading: boolean;
  error: { message: string; retry(): void } | null;
  refetching: boolean;
  actions: MemberActions;
}

const fullName = (u: AccountUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** User (initials, name, email, 'You'), Role, Status, Joined, Actions. */
export function UsersTable({ users, meId, loading, error, refetching, actions }: UsersTableProps) {
  const columns: Array<DataTableColumn<AccountUser>> = [
    {
      key: 'user',
      header: 'User',
      render: (u) => (
        <UserCell>
          <Avatar firstName={u.firstName} lastName={u.lastName} />
          <div>
            <div className="name">
              {fullName(u)}
              {u.id === meId ? <Chip size="small" tone="primary" label="You" /> : null}
            </div>
            <div className="email">{u.email}</div>
          </div>
        </UserCell>
      ),
    },
    { key: 'role', header: 'Role', render: (u) => u.role.displayName },
    { key: 'status', header: 'Status', render: (u) => <StatusBadge status={u.status} size="small" /> },
    {
      key: 'joined',
      header: 'Joined',
      render: (u) => (u.createdAt ? new Date(u.createdAt).toLocaleDateString() : 'N/A'),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (u) => {
        const me = u.id === meId;
        const name = fullName(u);
        return (
          <Actions>
            {u.status === 'active' && !me
              ? actions.gateChangeRole(
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Change role of ${name}`}
                    onClick={() => actions.changeRole(u)}
                  >
                    Change Role
                  </Button>,
                )
              : null}
            {u.status === 'pending'
              ? actions.gateResend(
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Resend invite to ${name}`}
                    disabled={actions.resending === u.id}
                    onClick={() => actions.resend(u)}
                  >
                    {actions.resending === u.id ? 'Resending...' : 'Resend'}
                  </Button>,
                )
              : null}
            {!me
              ? actions.gateRemove(
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Remove ${name}`}
                    onClick={() => actions.remove(u)}
                  >
                    Remove
                  </Button>,
                )
              : null}
          </Actions>
        );
      },
    },
  ];
  return (
    <DataTable
      caption="Team members"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      loading={loading}
      loadingText="Loading users..."
      error={
        error ? { title: 'Users could not be loaded', message: error.message, onRetry: error.retry } : null
      }
      empty={{
        title: 'No users found',
        message: 'Once users are added to this account, they will appear here.',
      }}
      refetching={refetching}
      highlightRow={(u) => u.id === meId}
      minWidth={760}
    />
  );
}

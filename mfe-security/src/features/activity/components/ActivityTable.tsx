import type { Activity } from '@lantern/contracts';
import { Chip, DataTable, type DataTableColumn } from '@lantern/ui';
import styled from 'styled-components';
import { humanize } from '../filters';

const UserCell = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  .initial {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primary};
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.xs};
  }
  .email {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
`;

export const userName = (a: Activity) => a.userName?.trim() || 'Unknown User';
export const formatDateTime = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'N/A' : d.toLocaleString();
};

const columns: Array<DataTableColumn<Activity>> = [
  {
    key: 'type',
    header: 'Activity Type',
    render: (a) => <Chip size="small" tone="primary" label={humanize(a.activityType)} />,
  },
  { key: 'entity', header: 'Entity', render: (a) => <Chip size="small" label={humanize(a.entityType)} /> },
  {
    key: 'user',
    header: 'User',
    render: (a) => (
      <UserCell>
        <span className="initial" aria-hidden="true">
          {userName(a).charAt(0).toUpperCase()}
        </span>
        <div>
          <div>{userName(a)}</div>
          {a.userEmail ? <div className="email">{a.userEmail}</div> : null}
        </div>
      </UserCell>
    ),
  },
  { key: 'ip', header: 'IP Address', render: (a) => a.ipAddress || 'N/A' },
  { key: 'date', header: 'Date', render: (a) => formatDateTime(a.createdAt) },
];

export interface ActivityTableProps {
  rows: Activity[];
  loading: boolean;
  refetching: boolean;
  failed: { retry(): void } | null;
  onOpen(activity: Activity): void;
}

/** Activity Type, Entity, User, IP Address, Date; a row opens its details. */
export function ActivityTable({ rows, loading, refetching, failed, onOpen }: ActivityTableProps) {
  return (
    <DataTable
      caption="Activity log"
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      loading={loading}
      loadingText="Loading activities..."
      error={
        failed
          ? {
              title: 'Error loading activities.',
              message: 'Please try again or contact support if the issue persists.',
              onRetry: failed.retry,
            }
          : null
      }
      empty={{ title: 'No activities found' }}
      refetching={refetching}
      onRowClick={onOpen}
      minWidth={820}
    />
  );
}

import type { Activity } from '@lantern/contracts';
import { Chip, Drawer } from '@lantern/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { humanize } from '../filters';
import { formatDateTime, userName } from './ActivityTable';

const Fields = styled.dl`
  display: grid;
  gap: 14px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  dd {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`;

const Json = styled.pre`
  margin: 4px 0 0;
  padding: 12px;
  overflow: auto;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceAlt};
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.font.size.xs};
`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 'Activity Details': every field of one activity, metadata as formatted JSON when it has any. */
export function ActivityDrawer({ activity, onClose }: { activity: Activity | null; onClose(): void }) {
  const a = activity;
  return (
    <Drawer open={Boolean(a)} onClose={onClose} title="Activity Details">
      {a ? (
        <Fields>
          <Field label="Activity">
            <span className="chips">
              <Chip size="small" tone="primary" label={humanize(a.activityType)} />
              <Chip size="small" label={humanize(a.entityType)} />
            </span>
          </Field>
          <Field label="Description">{a.description || 'N/A'}</Field>
          <Field label="User">
            <div>{userName(a)}</div>
            <div>{a.userEmail || 'N/A'}</div>
            <div>User ID: {a.userId || 'N/A'}</div>
          </Field>
          <Field label="Activity ID">{a.id}</Field>
          <Field label="Created at">{formatDateTime(a.createdAt)}</Field>
          {a.entityId ? <Field label="Entity ID">{a.entityId}</Field> : null}
          {a.accountId ? <Field label="Account ID">{a.accountId}</Field> : null}
          <Field label="IP Address">{a.ipAddress || 'N/A'}</Field>
          <Field label="User Agent">{a.userAgent || 'N/A'}</Field>
          {Object.keys(a.activityMetadata ?? {}).length ? (
            <Field label="Metadata">
              <Json tabIndex={0} aria-label="Metadata (JSON)">
                {JSON.stringify(a.activityMetadata, null, 2)}
              </Json>
            </Field>
          ) : null}
        </Fields>
      ) : null}
    </Drawer>
  );
}

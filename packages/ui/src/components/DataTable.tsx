import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { TRY_AGAIN } from '../texts';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { ErrorView } from './ErrorView';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';
import { visuallyHidden } from './VisuallyHidden';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render(row: T): ReactNode;
  /** CSS width, e.g. 120 or '30%'. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<T> {
  columns: Array<DataTableColumn<T>>;
  rows: T[];
  rowKey(row: T): string | number;
  /** Names the table for screen readers (not shown). */
  caption: string;
  loading?: boolean;
  loadingText?: string;
  error?: { title: string; message?: ReactNode; onRetry?(): void; retryLabel?: string } | null;
  empty: { title: string; message?: ReactNode };
  /** Makes rows clickable and reachable with Tab (Enter or Space opens). */
  onRowClick?(row: T): void;
  /** New data is on its way: the rows stay, dimmed, under a progress bar. */
  refetching?: boolean;
  highlightRow?(row: T): boolean;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}

// A click on a control inside a row (copy, menu...) is that control's, not the row's.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="tooltip"]';

const Wrapper = styled.div`
  position: relative;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
`;

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: -3px;
  }
`;

const Table = styled.table<{ $minWidth: number; $dimmed: boolean }>`
  width: 100%;
  min-width: ${(p) => p.$minWidth}px;
  border-collapse: collapse;
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 12px 16px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    vertical-align: middle;
  }
  th {
    background: ${(p) => p.theme.color.surfaceAlt};
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody {
    transition: opacity 150ms ease;
    opacity: ${(p) => (p.$dimmed ? 0.55 : 1)};
  }
`;

const Row = styled.tr<{ $clickable: boolean; $highlighted: boolean }>`
  background: ${(p) => (p.$highlighted ? p.theme.color.primarySoft : 'transparent')};
  ${(p) =>
    p.$clickable &&
    css`
      cursor: pointer;
      &:hover {
        background: ${p.$highlighted ? p.theme.color.primarySoft : p.theme.color.surfaceAlt};
      }
      &:focus-visible {
        outline: 3px solid ${p.theme.color.focus};
        outline-offset: -3px;
      }
    `}
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 40px 16px;
  color: ${(p) => p.theme.color.textMuted};
`;

/** A real <table> with its loading, error and empty states, clickable rows and a refetch indicator. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  loadingText = 'Loading...',
  error,
  empty,
  onRowClick,
  refetching = false,
  highlightRow,
  minWidth = 640,
}: DataTableProps<T>) {
  const state = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length}>{content}</td>
    </tr>
  );
  let body: ReactNode;
  if (loading)
    body = state(
      <Loading>
        <Spinner label={loadingText} />
        <span aria-hidden="true">{loadingText}</span>
      </Loading>,
    );
  else if (error)
    body = state(
      <ErrorView
        title={error.title}
        message={error.message}
        actions={
          error.onRetry ? (
            <Button type="button" onClick={error.onRetry}>
              {error.retryLabel ?? TRY_AGAIN}
            </Button>
          ) : null
        }
      />,
    );
  else if (rows.length === 0) body = state(<EmptyState title={empty.title} message={empty.message} />);
  else
    body = rows.map((row) => {
      const open = onRowClick ? () => onRowClick(row) : undefined;
      return (
        <Row
          key={rowKey(row)}
          $clickable={Boolean(open)}
          $highlighted={Boolean(highlightRow?.(row))}
          tabIndex={open ? 0 : undefined}
          onClick={
            open &&
            ((e: MouseEvent<HTMLTableRowElement>) => {
              const hit = (e.target as Element).closest(INTERACTIVE);
              if (!hit || !e.currentTarget.contains(hit)) open();
            })
          }
          onKeyDown={
            open &&
            ((e: KeyboardEvent<HTMLTableRowElement>) => {
              if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
              e.preventDefault();
              open();
            })
          }
        >
          {columns.map((c) => (
            <td key={c.key} style={{ textAlign: c.align }}>
              {c.render(row)}
            </td>
          ))}
        </Row>
      );
    });

  const busy = loading || refetching;
  return (
    <Wrapper>
      {refetching && !loading ? <ProgressBar /> : null}
      <Scroll role="region" aria-label={caption} tabIndex={onRowClick ? undefined : 0}>
        <Table $minWidth={minWidth} $dimmed={refetching && !loading} aria-busy={busy || undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={{ width: c.width, textAlign: c.align ?? 'left' }}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </Scroll>
    </Wrapper>
  );
}

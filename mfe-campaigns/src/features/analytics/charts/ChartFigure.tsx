import { Button, DataTable, type DataTableColumn } from '@lantern/ui';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 16px;
  min-width: 0;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
  }
  figcaption {
    font-weight: 600;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .recharts-legend-item {
    cursor: pointer;
  }
  .recharts-text {
    fill: ${(p) => p.theme.color.textMuted};
  }
`;
const Plot = styled.div`
  width: 100%;
  height: 260px;
`;

/**
 * One chart with its caption, a description for screen readers and a 'Show table' switch that shows
 * the same data as a table (the accessible alternative, and handy to copy numbers from).
 */
export function ChartFigure<T>({
  title,
  description,
  chart,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  rows: T[];
  columns: Array<DataTableColumn<T>>;
  rowKey(row: T): string;
}) {
  const [table, setTable] = useState(false);
  const id = useId();
  return (
    <Figure aria-labelledby={`${id}-title`} data-chart={title}>
      <header>
        <figcaption id={`${id}-title`}>{title}</figcaption>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          aria-pressed={table}
          onClick={() => setTable(!table)}
        >
          {table ? 'Show chart' : 'Show table'}
        </Button>
      </header>
      <p id={`${id}-desc`}>{description}</p>
      {table ? (
        <DataTable<T>
          caption={title}
          rows={rows}
          rowKey={rowKey}
          columns={columns}
          empty={{ title: 'No data in this range' }}
        />
      ) : (
        <Plot role="img" aria-label={`${title}: ${description}`}>
          {chart}
        </Plot>
      )}
    </Figure>
  );
}

/** Which series a legend has switched off; clicking a legend entry toggles it. */
export function useHiddenSeries() {
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  return {
    hidden,
    toggle: (key: string) =>
      setHidden((h) => {
        const next = new Set(h);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
  };
}

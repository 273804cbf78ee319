import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, type AnalyticsRange } from '@lantern/contracts';
import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  margin-bottom: 12px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
  button {
    padding: 6px 12px;
    border: 0;
    border-right: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: ${(p) => p.theme.font.size.sm};
    cursor: pointer;
  }
  button:last-child {
    border-right: 0;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.onPrimary};
    font-weight: 600;
  }
  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: -3px;
  }
`;

/** Last 7 / 30 / 90 days or all time; every section of the page follows it. */
export function RangeSelector({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange(r: AnalyticsRange): void;
}) {
  return (
    <Group role="group" aria-label="Date range">
      {ANALYTICS_RANGES.map((r) => (
        <button key={r} type="button" aria-pressed={r === value} onClick={() => onChange(r)}>
          {ANALYTICS_RANGE_LABELS[r]}
        </button>
      ))}
    </Group>
  );
}

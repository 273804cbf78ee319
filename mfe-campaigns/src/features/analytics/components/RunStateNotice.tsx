import {
  ANALYTICS_RANGE_LABELS,
  type AnalyticsRange,
  type AnalyticsRunInfo,
  type RunStatus,
} from '@lantern/contracts';
import styled from 'styled-components';
import { dateTimeText } from '../format';

const Note = styled.div<{ $tone: 'warning' | 'info' }>`
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color[p.$tone]};
  background: ${(p) => p.theme.color[`${p.$tone}Soft`]};
  color: ${(p) => p.theme.color.text};
  strong {
    margin-right: 6px;
  }
`;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** What the latest run's state means for the numbers, or null when it completed in full. */
export function runStateMessage(run: AnalyticsRunInfo): { title: string; text: string } | null {
  const got = `${run.answers.toLocaleString()} of ${plural(run.totalItems, 'planned answer', 'planned answers')}`;
  if (run.status === 'CANCELLED') {
    return {
      title: 'Cancelled run',
      text: `The latest run (${dateTimeText(run.at)}) was cancelled with ${got}. The numbers count only the answers that came back.`,
    };
  }
  if (run.status === 'FAILED') {
    return {
      title: 'Failed run',
      text: `The latest run (${dateTimeText(run.at)}) failed. The numbers come from earlier runs.`,
    };
  }
  if (run.totalItems > 0 && run.answers < run.totalItems) {
    return {
      title: 'Partial run',
      text: `The latest run (${dateTimeText(run.at)}) returned ${got}; the other requests failed. The numbers count only the answers that came back.`,
    };
  }
  return null;
}

/** The latest run's honest state, and a note when the chosen range holds no run. */
export function RunStateNotice({
  run,
  range,
  rangeHasRuns,
}: {
  run: AnalyticsRunInfo | null;
  range: AnalyticsRange;
  rangeHasRuns: boolean;
}) {
  const state = run ? runStateMessage(run) : null;
  return (
    <>
      {!rangeHasRuns && run ? (
        <Note role="note" $tone="info">
          <strong>No run in this range</strong>
          {ANALYTICS_RANGE_LABELS[range]} holds no run; showing the latest run, from {dateTimeText(run.at)}.
        </Note>
      ) : null}
      {state ? (
        <Note role="status" $tone="warning" data-run-state={run?.status}>
          <strong>{state.title}</strong>
          {state.text}
        </Note>
      ) : null}
    </>
  );
}

/**
 * The campaign's last run ended without answers here (cancelled or failed early), so the numbers
 * below come from an earlier run: say so above them.
 */
export function LastRunNotice({
  lastRun,
  shownRunId,
}: {
  lastRun: { id: string; status: RunStatus } | null;
  shownRunId: string | null;
}) {
  if (!lastRun || !shownRunId || lastRun.id === shownRunId) return null;
  if (lastRun.status !== 'CANCELLED' && lastRun.status !== 'FAILED') return null;
  return (
    <Note role="status" $tone="warning" data-run-state={lastRun.status} style={{ marginBottom: 12 }}>
      <strong>{lastRun.status === 'CANCELLED' ? 'Last run cancelled' : 'Last run failed'}</strong>
      The last run {lastRun.status === 'CANCELLED' ? 'was cancelled' : 'failed'} before any answer came in
      here. The numbers below come from an earlier run.
    </Note>
  );
}

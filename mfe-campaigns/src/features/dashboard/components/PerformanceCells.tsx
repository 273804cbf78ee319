import type { CampaignPerformance } from '@lantern/contracts';
import { StatusBadge } from '@lantern/ui';
import styled from 'styled-components';
import { Sparkline } from './Sparkline';

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  white-space: nowrap;
`;

const StatusStack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 130px;
  max-width: 180px;
`;

const Figure = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  font-weight: 600;
  > span:first-child {
    font-weight: 400;
  }
`;

const Delta = styled.span<{ $tone: 'up' | 'down' | 'flat' }>`
  font-size: ${(p) => p.theme.font.size.xs};
  color: ${(p) =>
    p.$tone === 'up'
      ? p.theme.color.success
      : p.$tone === 'down'
        ? p.theme.color.danger
        : p.theme.color.textMuted};
`;

const Muted = styled.span`
  abbr {
    text-decoration: none;
  }
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
`;

const Reason = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.xs};
`;

export const percent = (v: number) => `${Math.round(v * 100)}%`;

/** Change in percentage points, rounded; '±0 pts' when it rounds to nothing. */
export function pointsChange(delta: number): { text: string; tone: 'up' | 'down' | 'flat' } {
  const pts = Math.round(delta * 100);
  if (pts === 0) return { text: '±0 pts', tone: 'flat' };
  return pts > 0 ? { text: `+${pts} pts`, tone: 'up' } : { text: `−${-pts} pts`, tone: 'down' };
}

function Metric({
  value,
  change,
  name,
  short,
}: {
  value: number | null;
  change: number | null;
  name: string;
  short: string;
}) {
  const delta = change === null ? null : pointsChange(change);
  return (
    <Figure>
      <Muted>
        <abbr title={name}>{short}</abbr>
      </Muted>
      {value === null ? <Muted>n/a</Muted> : percent(value)}
      {delta ? (
        <Delta $tone={delta.tone} title={`${name} change since the previous run`}>
          {delta.text}
        </Delta>
      ) : null}
    </Figure>
  );
}

/** Latest visibility and share of voice, each with its change since the previous run, and the trend. */
export function PerformanceCell({ performance }: { performance?: CampaignPerformance }) {
  if (!performance || performance.trend.length === 0) return <Muted>No data yet</Muted>;
  return (
    <Stack>
      <Metric
        value={performance.visibility}
        change={performance.visibilityChange}
        name="Visibility"
        short="Vis."
      />
      <Metric
        value={performance.shareOfVoice}
        change={performance.shareOfVoiceChange}
        name="Share of voice"
        short="SoV"
      />
      <Sparkline
        values={performance.trend}
        label={`Visibility over the last ${performance.trend.length} runs: ${performance.trend
          .map((v) => (v === null ? 'n/a' : percent(v)))
          .join(', ')}`}
      />
    </Stack>
  );
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The campaign's status badge, then when its last run happened, that run's own state when it differs
 * (a cancelled run), and why it failed.
 */
export function StatusCell({ status, performance }: { status: string; performance?: CampaignPerformance }) {
  const run = performance?.lastRun;
  return (
    <StatusStack>
      <StatusBadge status={status} />
      {run ? (
        <Muted>
          Last run <time dateTime={run.at}>{dateTime.format(new Date(run.at))}</time>
          {run.status !== status ? ` (${run.status.toLowerCase()})` : ''}
        </Muted>
      ) : performance ? (
        <Muted>Never run</Muted>
      ) : null}
      {run?.error ? <Reason title={run.error}>{run.error}</Reason> : null}
    </StatusStack>
  );
}

import type { MetricChange, MetricSummary } from '@lantern/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { intervalText, percent, positionText, sentimentLabel, sentimentScore } from '../format';
import { ChangeIndicator } from './ChangeIndicator';
import { SampleWarning } from './SampleWarning';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 600;
  }
  min-width: 0;
  strong {
    font-size: ${(p) => p.theme.font.size.xl};
    line-height: 1.2;
    /* "Positive (+0.40)" is wider than a narrow card: wrap between label and score, not overflow. */
    overflow-wrap: break-word;
  }
  .interval {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
    white-space: nowrap;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
`;

interface Metric {
  key: string;
  title: string;
  value: string;
  /** The 95% interval, on its own line under the value. */
  interval?: string;
  /** Answers the metric is counted over (for the small-sample warning). */
  sample?: number;
  detail: ReactNode;
  change?: MetricChange;
}

/** The headline numbers over the range: visibility with its 95% interval, share of voice, ... */
export function MetricCards({ summary, changes }: { summary: MetricSummary; changes: MetricChange[] }) {
  const change = (metric: MetricChange['metric']) => changes.find((c) => c.metric === metric);
  const { visibility, shareOfVoice, citationRate, sentiment } = summary;
  const metrics: Metric[] = [
    {
      key: 'visibility',
      title: 'Visibility',
      value: percent(visibility.value),
      interval: visibility.value === null ? undefined : `95% interval ${intervalText(visibility.interval)}`,
      sample: visibility.total,
      detail: `${visibility.count.toLocaleString()} of ${visibility.total.toLocaleString()} answers mention you`,
      change: change('visibility'),
    },
    {
      key: 'shareOfVoice',
      title: 'Share of voice',
      value: percent(shareOfVoice.value),
      detail: `${shareOfVoice.mentions.toLocaleString()} of ${shareOfVoice.trackedMentions.toLocaleString()} tracked brand mentions`,
    },
    {
      key: 'averagePosition',
      title: 'Average position',
      value: positionText(summary.averagePosition),
      detail: '1 = mentioned first',
    },
    {
      key: 'citationRate',
      title: 'Citation rate',
      value: percent(citationRate.value),
      interval:
        citationRate.value === null ? undefined : `95% interval ${intervalText(citationRate.interval)}`,
      sample: citationRate.total,
      detail: `${citationRate.count.toLocaleString()} of ${citationRate.total.toLocaleString()} answers with sources cite your site`,
      change: change('citationRate'),
    },
    {
      key: 'sentiment',
      title: 'Sentiment',
      value:
        sentiment.average === null
          ? sentimentLabel(null)
          : `${sentimentLabel(sentiment.average)} (${sentimentScore(sentiment.average)})`,
      detail: `${sentiment.positive} positive · ${sentiment.neutral} neutral · ${sentiment.negative} negative`,
    },
  ];
  return (
    <Grid aria-label="Headline metrics">
      {metrics.map((m) => (
        <Item key={m.key} data-metric={m.key}>
          <h3>{m.title}</h3>
          <strong>{m.value}</strong>
          {m.interval ? <span className="interval">{m.interval}</span> : null}
          <ChangeIndicator change={m.change} />
          <small>{m.detail}</small>
          {m.sample !== undefined ? <SampleWarning answers={m.sample} /> : null}
        </Item>
      ))}
    </Grid>
  );
}

// The analytics charts (recharts). Loaded with React.lazy from ChartsPanel, so the chart library is a
// chunk of its own that only the analytics page asks for, after its numbers have painted.
import type { BrandSeriesPoint, MetricSummary, PositionDistribution } from '@lantern/contracts';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  ErrorBar,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled, { useTheme } from 'styled-components';
import {
  brandNames,
  positionRows,
  sentimentRows,
  shareOfVoiceRows,
  visibilityRows,
  type RunPoint,
  type SeriesRow,
} from './chartData';
import { ChartFigure, useHiddenSeries } from './ChartFigure';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(440px, 100%), 1fr));
  gap: 16px;
`;

export interface AnalyticsChartsProps {
  /** Runs in the range, oldest first, with every tracked brand. */
  trend: (RunPoint & { summary: MetricSummary; brands: BrandSeriesPoint[] })[];
  /** Brands over the range (for sentiment). */
  brands: { name: string; summary: MetricSummary }[];
  positions: PositionDistribution;
}

const fmtPct = (v: unknown) => (typeof v === 'number' ? `${v}%` : 'n/a');
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
/** Count axes: 140000 -> '140K', so the ticks fit their column. */
const countTick = (v: number) => compact.format(v);

function usePalette(): string[] {
  const { color } = useTheme();
  return [color.primary, color.warning, color.success, color.danger, color.info, color.textMuted];
}

function tooltipStyle(theme: ReturnType<typeof useTheme>) {
  return {
    contentStyle: {
      background: theme.color.surface,
      border: `1px solid ${theme.color.border}`,
      borderRadius: 8,
      color: theme.color.text,
    },
    labelStyle: { color: theme.color.text, fontWeight: 600 },
  };
}

function ShareOfVoiceChart({ trend }: { trend: AnalyticsChartsProps['trend'] }) {
  const theme = useTheme();
  const palette = usePalette();
  const names = brandNames(trend);
  const rows = shareOfVoiceRows(trend);
  const { hidden, toggle } = useHiddenSeries();
  return (
    <ChartFigure<SeriesRow>
      title="Share of voice over time"
      description={`Each tracked brand's share of all tracked-brand mentions per run: ${names.join(', ')}. Click a legend entry to hide or show a brand.`}
      rows={rows}
      rowKey={(r) => r.label}
      columns={[
        { key: 'label', header: 'Run', render: (r) => r.label },
        ...names.map((n) => ({ key: n, header: n, render: (r: SeriesRow) => fmtPct(r[n]) })),
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={theme.color.border} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 12 }} />
            <Tooltip formatter={fmtPct} {...tooltipStyle(theme)} />
            <Legend onClick={(e) => toggle(String(e.dataKey))} />
            {names.map((n, i) => (
              <Line
                key={n}
                type="monotone"
                dataKey={n}
                name={n}
                stroke={palette[i % palette.length]}
                strokeWidth={i === 0 ? 3 : 2}
                dot={rows.length < 40}
                hide={hidden.has(n)}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      }
    />
  );
}

type VisRow = ReturnType<typeof visibilityRows>[number];

function VisibilityChart({ trend }: { trend: AnalyticsChartsProps['trend'] }) {
  const theme = useTheme();
  const rows = visibilityRows(trend);
  const singleRun = rows.filter((r) => r.visibility !== null).length === 1;
  const { hidden, toggle } = useHiddenSeries();
  return (
    <ChartFigure<VisRow>
      title="Visibility over time"
      description="Share of answers that mention your brand per run, with its 95% interval as a shaded band (an error bar when there is one run)."
      rows={rows}
      rowKey={(r) => r.label}
      columns={[
        { key: 'label', header: 'Run', render: (r) => r.label },
        { key: 'v', header: 'Visibility', render: (r) => fmtPct(r.visibility) },
        {
          key: 'band',
          header: '95% interval',
          render: (r) => (r.band ? `${r.band[0]}-${r.band[1]}%` : 'n/a'),
        },
        { key: 'n', header: 'Answers', render: (r) => r.answers },
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={theme.color.border} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 12 }} />
            <Tooltip
              formatter={(v, name) => (Array.isArray(v) ? `${v[0]}-${v[1]}%` : fmtPct(v)) + (name ? '' : '')}
              {...tooltipStyle(theme)}
            />
            <Legend onClick={(e) => toggle(String(e.dataKey))} />
            <Area
              dataKey="band"
              name="95% interval"
              stroke="none"
              fill={theme.color.primary}
              fillOpacity={0.15}
              dot={false}
              activeDot={false}
              hide={hidden.has('band')}
              isAnimationActive={false}
            />
            <Line
              dataKey="visibility"
              name="Visibility"
              stroke={theme.color.primary}
              strokeWidth={3}
              dot={rows.length < 40}
              hide={hidden.has('visibility')}
              connectNulls
              isAnimationActive={false}
            >
              {/* (One run has no band to shade: its interval is drawn as an error bar.) */}
              {singleRun && !hidden.has('band') && (
                <ErrorBar
                  dataKey="error"
                  width={10}
                  strokeWidth={2}
                  stroke={theme.color.primary}
                  direction="y"
                />
              )}
            </Line>
          </ComposedChart>
        </ResponsiveContainer>
      }
    />
  );
}

type SentRow = ReturnType<typeof sentimentRows>[number];

function SentimentChart({ brands }: { brands: AnalyticsChartsProps['brands'] }) {
  const theme = useTheme();
  const rows = sentimentRows(brands);
  const { hidden, toggle } = useHiddenSeries();
  const series = [
    ['positive', 'Positive', theme.color.success],
    ['neutral', 'Neutral', theme.color.textMuted],
    ['negative', 'Negative', theme.color.danger],
  ] as const;
  return (
    <ChartFigure<SentRow>
      title="Sentiment per brand"
      description="Answers mentioning each brand, by the tone around the mention."
      rows={rows}
      rowKey={(r) => r.name}
      columns={[
        { key: 'name', header: 'Brand', render: (r) => r.name },
        ...series.map(([k, label]) => ({ key: k, header: label, render: (r: SentRow) => r[k] })),
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={theme.color.border} strokeDasharray="3 3" />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} width={44} />
            <Tooltip {...tooltipStyle(theme)} cursor={{ fill: theme.color.surfaceAlt }} />
            <Legend onClick={(e) => toggle(String(e.dataKey))} />
            {series.map(([k, label, color]) => (
              <Bar
                key={k}
                dataKey={k}
                name={label}
                stackId="s"
                fill={color}
                hide={hidden.has(k)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

type PosRow = ReturnType<typeof positionRows>[number];

function PositionChart({ positions }: { positions: PositionDistribution }) {
  const theme = useTheme();
  const rows = positionRows(positions);
  return (
    <ChartFigure<PosRow>
      title="Position distribution"
      description="Answers mentioning your brand, by where it comes among the tracked brands (1st = named first)."
      rows={rows}
      rowKey={(r) => r.position}
      columns={[
        { key: 'p', header: 'Position', render: (r) => r.position },
        { key: 'n', header: 'Answers', render: (r) => r.answers },
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={theme.color.border} strokeDasharray="3 3" />
            <XAxis dataKey="position" tick={{ fontSize: 12 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} width={44} />
            <Tooltip {...tooltipStyle(theme)} cursor={{ fill: theme.color.surfaceAlt }} />
            <Bar dataKey="answers" name="Answers" fill={theme.color.primary} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

/** Share of voice, visibility with its interval, sentiment per brand and position distribution. */
export default function AnalyticsCharts({ trend, brands, positions }: AnalyticsChartsProps) {
  return (
    <Grid>
      <ShareOfVoiceChart trend={trend} />
      <VisibilityChart trend={trend} />
      <SentimentChart brands={brands} />
      <PositionChart positions={positions} />
    </Grid>
  );
}

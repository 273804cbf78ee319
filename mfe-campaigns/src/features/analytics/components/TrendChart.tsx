import type { DashboardData } from '@lantern/contracts';
import styled from 'styled-components';
import { dateText, percent } from '../format';
import { Muted, Section } from './Section';

type Point = DashboardData['trend'][number];

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 16, bottom: 28, left: 40 };

const Svg = styled.svg`
  width: 100%;
  height: auto;
  max-height: 260px;
  overflow: visible;
  .grid {
    stroke: ${(p) => p.theme.color.border};
  }
  .axis {
    fill: ${(p) => p.theme.color.textMuted};
    font-size: 11px;
  }
  .band {
    fill: ${(p) => p.theme.color.primarySoft};
  }
  .line {
    fill: none;
    stroke: ${(p) => p.theme.color.primary};
    stroke-width: 2.5;
  }
  .dot {
    fill: ${(p) => p.theme.color.surface};
    stroke: ${(p) => p.theme.color.primary};
    stroke-width: 2;
  }
`;

/** Visibility per run as a line, with its 95% interval as a band: a plain SVG, no chart library. */
export function TrendChart({ points }: { points: Point[] }) {
  const runs = points.filter((p) => p.summary.visibility.value !== null);
  const label = `Visibility over the last ${runs.length} run${runs.length === 1 ? '' : 's'}: ${runs
    .map((p) => `${dateText(p.runAt)} ${percent(p.summary.visibility.value)}`)
    .join(', ')}`;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (runs.length <= 1 ? innerW / 2 : (i * innerW) / (runs.length - 1));
  const y = (v: number) => PAD.top + (1 - v) * innerH;
  const line = runs.map((p, i) => `${x(i)},${y(p.summary.visibility.value!)}`).join(' ');
  const band = [
    ...runs.map((p, i) => `${x(i)},${y(p.summary.visibility.interval.high)}`),
    ...runs.map((p, i) => `${x(i)},${y(p.summary.visibility.interval.low)}`).reverse(),
  ].join(' ');
  return (
    <Section title="Visibility over runs" description="Each point is one run; the band is its 95% interval.">
      {runs.length === 0 ? (
        <Muted>No run with answers yet.</Muted>
      ) : (
        <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
          {[0, 0.5, 1].map((v) => (
            <g key={v}>
              <line className="grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} />
              <text className="axis" x={PAD.left - 8} y={y(v) + 4} textAnchor="end">
                {percent(v)}
              </text>
            </g>
          ))}
          {runs.length > 1 ? <polygon className="band" points={band} /> : null}
          {runs.length > 1 ? <polyline className="line" points={line} /> : null}
          {runs.map((p, i) => (
            <g key={p.runId}>
              <circle className="dot" cx={x(i)} cy={y(p.summary.visibility.value!)} r={4}>
                <title>{`${dateText(p.runAt)}: ${percent(p.summary.visibility.value)}`}</title>
              </circle>
              {i === 0 || i === runs.length - 1 ? (
                <text className="axis" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
                  {dateText(p.runAt)}
                </text>
              ) : null}
            </g>
          ))}
        </Svg>
      )}
    </Section>
  );
}

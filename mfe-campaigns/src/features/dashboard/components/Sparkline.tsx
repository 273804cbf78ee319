import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  color: ${(p) => p.theme.color.primary};
`;

const W = 64;
const H = 20;

/** A small trend line of 0-1 values (oldest first); runs without a figure are skipped. */
export function Sparkline({ values, label }: { values: Array<number | null>; label: string }) {
  const points = values.flatMap((v, i) => (v === null ? [] : [{ i, v }]));
  if (points.length < 2) return null;
  const step = W / Math.max(1, values.length - 1);
  const path = points
    .map(
      ({ i, v }, n) => `${n === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${(H - 2 - v * (H - 4)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <Svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </Svg>
  );
}

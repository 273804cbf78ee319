import type { MetricChange } from '@lantern/contracts';
import { VisuallyHidden } from '@lantern/ui';
import styled from 'styled-components';
import { pointsText } from '../format';

const Text = styled.span<{ $tone: 'up' | 'down' | 'flat' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: 600;
  color: ${(p) =>
    p.$tone === 'up'
      ? p.theme.color.success
      : p.$tone === 'down'
        ? p.theme.color.danger
        : p.theme.color.textMuted};
`;

export const WITHIN_NOISE = 'within noise';

/**
 * The change since the previous run: an arrow only when the test flags it (direction up or down),
 * otherwise 'within noise'. Nothing without a previous run to compare with.
 */
export function ChangeIndicator({ change }: { change: MetricChange | null | undefined }) {
  if (!change) return null;
  if (change.direction === 'up' || change.direction === 'down') {
    const up = change.direction === 'up';
    const points = pointsText(change.delta);
    return (
      <Text $tone={up ? 'up' : 'down'} data-change={change.direction}>
        <span aria-hidden="true">
          {up ? '▲' : '▼'} {points}
        </span>
        <VisuallyHidden>{`${up ? 'Up' : 'Down'} ${points} since the previous run`}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text $tone="flat" data-change="unchanged" title={`${pointsText(change.delta)} since the previous run`}>
      {WITHIN_NOISE}
    </Text>
  );
}

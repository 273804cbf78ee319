import styled, { css, type DefaultTheme } from 'styled-components';
import { type Tone, toneColors } from '../tone';

export type PillVariant = 'filled' | 'outlined' | 'soft';
export type PillSize = 'small' | 'medium' | 'large';

const sizes: Record<PillSize, { height: number; pad: number; font: 'xs' | 'sm' }> = {
  small: { height: 20, pad: 6, font: 'xs' },
  medium: { height: 24, pad: 8, font: 'xs' },
  large: { height: 30, pad: 12, font: 'sm' },
};

/** Text on a soft background with at least 4.5:1 contrast in both themes. */
function softText(theme: DefaultTheme, tone: Tone, main: string): string {
  if (tone === 'neutral') return theme.color.textMuted;
  if (theme.mode === 'dark') return theme.color.text;
  return tone === 'primary' ? theme.color.primaryHover : main;
}

/** The rounded label shared by StatusBadge and Chip. */
export const Pill = styled.span<{ $tone: Tone; $variant: PillVariant; $size: PillSize }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  min-height: ${(p) => sizes[p.$size].height}px;
  padding: 0 ${(p) => sizes[p.$size].pad}px;
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid transparent;
  font-size: ${(p) => p.theme.font.size[sizes[p.$size].font]};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  vertical-align: middle;
  ${(p) => {
    const t = toneColors(p.theme, p.$tone);
    switch (p.$variant) {
      case 'filled':
        return css`
          background: ${t.main};
          color: ${t.on};
        `;
      case 'outlined':
        return css`
          border-color: ${t.main};
          color: ${t.main};
        `;
      default:
        return css`
          background: ${t.soft};
          color: ${softText(p.theme, p.$tone, t.main)};
        `;
    }
  }}
`;

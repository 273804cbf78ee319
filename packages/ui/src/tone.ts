import type { DefaultTheme } from 'styled-components';

/** The colour families a badge, chip or toast can take. */
export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface ToneColors {
  /** Strong colour: filled background, outlined border and text, soft text. */
  main: string;
  /** Pale background of the soft variant. */
  soft: string;
  /** Text on a filled background. */
  on: string;
}

export function toneColors(theme: DefaultTheme, tone: Tone): ToneColors {
  const c = theme.color;
  if (tone === 'neutral') return { main: c.textMuted, soft: c.surfaceAlt, on: c.surface };
  const soft = {
    primary: c.primarySoft,
    success: c.successSoft,
    warning: c.warningSoft,
    danger: c.dangerSoft,
    info: c.infoSoft,
  }[tone];
  return { main: c[tone], soft, on: c.onPrimary };
}

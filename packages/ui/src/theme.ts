import type { DefaultTheme } from 'styled-components';

export type ThemeMode = 'light' | 'dark';

const base = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', xxl: '40px' },
  },
  sidebar: { open: 232, collapsed: 62 },
  shadow: { card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)' },
};

export const lightTheme = {
  ...base,
  mode: 'light' as ThemeMode,
  color: {
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    // Soft backgrounds are pale enough for their strong colour as text (WCAG AA, 4.5:1).
    primarySoft: '#eaf2ff',
    onPrimary: '#ffffff',
    bg: '#f6f8fb',
    surface: '#ffffff',
    surfaceAlt: '#f1f5f9',
    border: '#e2e8f0',
    text: '#0f172a',
    textMuted: '#475569',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    info: '#0369a1',
    infoSoft: '#e0f2fe',
    focus: '#93c5fd',
    /** Behind dialogs and drawers. */
    overlay: 'rgba(15, 23, 42, 0.45)',
  },
};

export type LanternTheme = typeof lightTheme;

export const darkTheme: LanternTheme = {
  ...base,
  mode: 'dark',
  color: {
    primary: '#60a5fa',
    primaryHover: '#93c5fd',
    primarySoft: '#172554',
    onPrimary: '#0b1220',
    bg: '#0b1220',
    surface: '#111a2e',
    surfaceAlt: '#17223a',
    border: '#26324d',
    text: '#e2e8f0',
    textMuted: '#a5b4cc',
    success: '#4ade80',
    successSoft: '#14532d',
    warning: '#fbbf24',
    warningSoft: '#78350f',
    danger: '#fca5a5',
    dangerSoft: '#7f1d1d',
    info: '#38bdf8',
    infoSoft: '#082f49',
    focus: '#3b82f6',
    overlay: 'rgba(2, 6, 23, 0.7)',
  },
};

export const themes: Record<ThemeMode, LanternTheme> = { light: lightTheme, dark: darkTheme };

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends LanternTheme {}
}
export type { DefaultTheme };

/**
 * Chart colours are the theme's CSS variables, so one chart serves both
 * themes without re-rendering (the variables change under `.dark`).
 */
export const chartColors = {
  primary: 'var(--primary)',
  long: 'var(--long)',
  short: 'var(--short)',
  muted: 'var(--muted)',
  mutedForeground: 'var(--muted-foreground)',
  border: 'var(--border)',
  warning: 'oklch(0.75 0.15 75)',
} as const

export type ChartTone = keyof typeof chartColors

import type { AnimationSpeed, ThemeDefinition } from './types.js';

const DURATIONS: Record<AnimationSpeed, string> = { slow: '420ms', normal: '240ms', fast: '140ms' };

/**
 * The theme as CSS custom properties (Reactive-Resume's approach): set them on an element and
 * every rule below it picks the theme up. Names are stable: the PWA's styles and the published
 * pages both read them.
 */
export function themeCssVariables(theme: ThemeDefinition): Record<string, string> {
  const { colors, fonts, fontSizes } = theme;
  return {
    '--color-primary': colors.primary,
    '--color-secondary': colors.secondary,
    '--color-accent': colors.accent,
    '--color-bg': colors.background,
    '--color-surface': colors.surface,
    '--color-text': colors.text.primary,
    '--color-text-muted': colors.text.secondary,
    '--color-text-accent': colors.text.accent,
    '--color-border': colors.border,
    '--color-on-primary': colors.onPrimary,
    '--gradient-primary': colors.gradients.primary,
    '--gradient-secondary': colors.gradients.secondary,
    '--gradient-accent': colors.gradients.accent,
    '--font-heading': fonts.heading,
    '--font-body': fonts.body,
    '--font-accent': fonts.accent,
    '--fs-xs': fontSizes.xs,
    '--fs-sm': fontSizes.sm,
    '--fs-base': fontSizes.base,
    '--fs-lg': fontSizes.lg,
    '--fs-xl': fontSizes.xl,
    '--fs-2xl': fontSizes['2xl'],
    '--fs-3xl': fontSizes['3xl'],
    '--fs-4xl': fontSizes['4xl'],
    '--radius': theme.radius,
    '--anim-duration': DURATIONS[theme.animation.speed],
  };
}

/** The variables as one CSS declaration block, for server-rendered pages (`:root { … }`). */
export function themeCssText(theme: ThemeDefinition): string {
  return Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}

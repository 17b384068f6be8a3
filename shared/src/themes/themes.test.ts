import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_ID,
  getTheme,
  isThemeId,
  THEME_IDS,
  THEME_LIST,
  THEMES,
  themeCssVariables,
  themeDocClasses,
} from './index.js';

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('themes', () => {
  it('defines the seven themes of the spec, each under its own id', () => {
    expect(THEME_IDS).toHaveLength(7);
    for (const id of THEME_IDS) expect(THEMES[id].id).toBe(id);
    expect(THEME_LIST.map((t) => t.id)).toEqual([...THEME_IDS]);
  });

  it.each(THEME_IDS)('%s: text is readable (WCAG AA) on background, surface and buttons', (id) => {
    const { colors } = THEMES[id];
    for (const ground of [colors.background, colors.surface]) {
      expect(contrast(colors.text.primary, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.text.secondary, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.text.accent, ground)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the one default for unknown ids', () => {
    expect(getTheme('nope').id).toBe(DEFAULT_THEME_ID);
    expect(getTheme(undefined).id).toBe(DEFAULT_THEME_ID);
    expect(getTheme('retroWave').id).toBe('retroWave');
    expect(isThemeId('toString')).toBe(false);
  });

  it('exposes every token as a CSS custom property', () => {
    const vars = themeCssVariables(THEMES.techBrutalist);
    expect(vars['--radius']).toBe('0');
    expect(vars['--color-primary']).toBe('#000000');
    expect(Object.keys(vars).every((k) => k.startsWith('--'))).toBe(true);
  });

  it.each(THEME_IDS)('%s: filled buttons on published pages (text accent under on-primary) pass AA', (id) => {
    const { colors } = THEMES[id];
    expect(contrast(colors.onPrimary, colors.text.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('names the theme and its effects on a published page, nothing for no theme', () => {
    expect(themeDocClasses('')).toBe('');
    expect(themeDocClasses('toString')).toBe('');
    expect(themeDocClasses('neonCyberpunk').split(' ')).toEqual([
      'fx-themed',
      'fx-theme-neonCyberpunk',
      'fx-effect-glow',
      'fx-effect-particles',
      'fx-effect-glitch',
      'fx-effect-scanlines',
    ]);
  });
});

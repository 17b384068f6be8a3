import { THEMES } from './definitions.js';
import { FONT_STACKS } from './fonts.js';
import { THEME_IDS, type ThemeDefinition, type ThemeEffects, type ThemeId } from './types.js';

/**
 * Classes of a published page's <html> for the owner's theme: `fx-themed fx-theme-{id}` plus one
 * `fx-effect-{name}` per effect the theme has. '' for no theme (or an unknown one): the template then
 * keeps its own palette. The rules these classes switch on are `themePageCss()` (the colours and
 * fonts of every theme) and templates/common/themed.css (how each template uses them).
 */
export function themeDocClasses(themeId: string): string {
  const theme = (THEME_IDS as readonly string[]).includes(themeId) ? THEMES[themeId as ThemeId] : null;
  if (!theme) return '';
  const names = Object.keys(theme.effects) as (keyof ThemeEffects)[]; // the interface's own keys
  const effects = names.filter((name) => theme.effects[name]).map((name) => `fx-effect-${name}`);
  return ['fx-themed', `fx-theme-${theme.id}`, ...effects].join(' ');
}

/**
 * The page variables templates read (`--fx-*`, see common.css), one block per theme. Set on <html>
 * and on `.fx-page` itself, whose template class would otherwise win for the template's own values.
 */
export function themePageCss(): string {
  return THEME_IDS.map((id) => themeBlock(THEMES[id])).join('\n');
}

function themeBlock(theme: ThemeDefinition): string {
  const { colors, fonts } = theme;
  const vars: Record<string, string> = {
    '--fx-bg': colors.background,
    '--fx-surface': colors.surface,
    '--fx-text': colors.text.primary,
    '--fx-muted': colors.text.secondary,
    // Links and buttons: the theme's text accent, with its on-primary colour on filled buttons.
    '--fx-accent': colors.text.accent,
    '--fx-accent-contrast': colors.onPrimary,
    '--fx-secondary': colors.secondary,
    '--fx-border': colors.border,
    '--fx-radius': theme.radius,
    '--fx-font-body': fonts.body,
    '--fx-font-head': fonts.heading,
    '--fx-font-mono': fonts.accent.includes('monospace') ? fonts.accent : FONT_STACKS.mono,
    '--fx-gradient': colors.gradients.accent,
  };
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const root = `html.fx-theme-${theme.id}`;
  return `${root},${root} .fx-page{${body}}${root}{color-scheme:${theme.scheme}}`;
}

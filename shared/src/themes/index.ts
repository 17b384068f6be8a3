import { THEMES } from './definitions.js';
import { THEME_IDS, type ThemeDefinition, type ThemeId } from './types.js';

export * from './types.js';
export { THEMES } from './definitions.js';
export { FONT_STACKS } from './fonts.js';
export { themeCssVariables, themeCssText } from './css.js';

/**
 * The one default theme. SPEC.md contradicts itself (the state default is minimalistZen while the
 * styling falls back to darkGlassmorphism); we use darkGlassmorphism for both, so what a visitor
 * sees before choosing is exactly what is stored as their theme.
 */
export const DEFAULT_THEME_ID: ThemeId = 'darkGlassmorphism';

export const THEME_LIST: readonly ThemeDefinition[] = THEME_IDS.map((id) => THEMES[id]);

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);
}

/** The theme for a stored or requested id; anything unknown gets the default. */
export function getTheme(id: unknown): ThemeDefinition {
  return isThemeId(id) ? THEMES[id] : THEMES[DEFAULT_THEME_ID];
}
export { themeDocClasses, themePageCss } from './pageCss.js';

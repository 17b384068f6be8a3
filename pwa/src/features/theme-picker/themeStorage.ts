import { DEFAULT_THEME_ID, isThemeId, type ThemeId } from '@folio/shared';
import { readLocal, readLocalJson, writeLocal } from '../../settings/index.js';

/** The visitor's own adjustments on top of a theme, saved under `portfolioThemeSettings`. */
export interface ThemeSettings {
  /** Decorative effects of the theme (glow, particles, scanlines…). */
  effects: boolean;
  /** Transitions and entrance animations. `prefers-reduced-motion` turns them off regardless. */
  animations: boolean;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { effects: true, animations: true };

/** The saved theme, or the default when nothing valid is saved (SPEC.md section 2, "Themes"). */
export function loadThemeId(): ThemeId {
  const saved = readLocal('portfolioTheme');
  // Older builds may have saved the id JSON-encoded; accept both spellings.
  const unquoted = saved?.startsWith('"') ? saved.slice(1, -1) : saved;
  return isThemeId(unquoted) ? unquoted : DEFAULT_THEME_ID;
}

/** The theme the person picked themselves, or '' when they never chose one (the default is not a choice). */
export function chosenThemeId(): ThemeId | '' {
  const saved = readLocal('portfolioTheme');
  return saved === null ? '' : loadThemeId();
}

export function saveThemeId(id: ThemeId): void {
  writeLocal('portfolioTheme', id);
}

/** Saved settings; each field falls back on its own when missing or of the wrong type. */
export function loadThemeSettings(): ThemeSettings {
  const saved = readLocalJson('portfolioThemeSettings');
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved))
    return { ...DEFAULT_THEME_SETTINGS };
  const record = saved as Record<string, unknown>; // checked to be a plain object just above
  return {
    effects: typeof record.effects === 'boolean' ? record.effects : DEFAULT_THEME_SETTINGS.effects,
    animations:
      typeof record.animations === 'boolean' ? record.animations : DEFAULT_THEME_SETTINGS.animations,
  };
}

export function saveThemeSettings(settings: ThemeSettings): void {
  writeLocal('portfolioThemeSettings', JSON.stringify(settings));
}

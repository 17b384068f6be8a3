import { createContext, useContext } from 'react';
import type { ThemeDefinition, ThemeId } from '@folio/shared';
import type { ThemeSettings } from './themeStorage.js';

export interface ThemeContextValue {
  theme: ThemeDefinition;
  themeId: ThemeId;
  settings: ThemeSettings;
  /** Whether the user's system asks for reduced motion (then no animation runs, whatever the settings). */
  reducedMotion: boolean;
  setTheme(id: ThemeId): void;
  setSettings(settings: ThemeSettings): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The current theme and its setters. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  // SPEC.md section 8, word for word.
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}

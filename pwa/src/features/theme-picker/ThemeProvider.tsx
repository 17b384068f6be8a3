import { THEMES, type ThemeId } from '@folio/shared';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyTheme } from './applyTheme.js';
import { ThemeContext, type ThemeContextValue } from './themeContext.js';
import {
  loadThemeId,
  loadThemeSettings,
  saveThemeId,
  saveThemeSettings,
  type ThemeSettings,
} from './themeStorage.js';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** Holds the chosen theme, applies it to the document and saves every change. */
export function ThemeProvider({ children, target }: { children: ReactNode; target?: HTMLElement }) {
  const [themeId, setThemeId] = useState<ThemeId>(loadThemeId);
  const [settings, setSettingsState] = useState<ThemeSettings>(loadThemeSettings);
  const reducedMotion = usePrefersReducedMotion();
  const theme = THEMES[themeId];

  useEffect(() => {
    applyTheme(target ?? document.documentElement, theme, settings, reducedMotion);
  }, [target, theme, settings, reducedMotion]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      themeId,
      settings,
      reducedMotion,
      setTheme: (id) => {
        setThemeId(id);
        saveThemeId(id);
      },
      setSettings: (next) => {
        setSettingsState(next);
        saveThemeSettings(next);
      },
    }),
    [theme, themeId, settings, reducedMotion],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

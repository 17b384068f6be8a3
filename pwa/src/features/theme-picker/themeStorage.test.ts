import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_ID } from '@folio/shared';
import { ThemeProvider } from './ThemeProvider.js';
import { useTheme, type ThemeContextValue } from './themeContext.js';
import { loadThemeId, loadThemeSettings, saveThemeId, saveThemeSettings } from './themeStorage.js';

// React warns unless it knows it runs inside act()-aware tests.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('theme persistence', () => {
  it('uses the one default when nothing valid is saved', () => {
    expect(loadThemeId()).toBe(DEFAULT_THEME_ID);
    window.localStorage.setItem('portfolioTheme', 'comicSans');
    expect(loadThemeId()).toBe(DEFAULT_THEME_ID);
  });

  it('restores a saved theme under portfolioTheme (plain or JSON-quoted)', () => {
    saveThemeId('retroWave');
    expect(window.localStorage.getItem('portfolioTheme')).toBe('retroWave');
    expect(loadThemeId()).toBe('retroWave');
    window.localStorage.setItem('portfolioTheme', '"minimalistZen"');
    expect(loadThemeId()).toBe('minimalistZen');
  });

  it('restores settings field by field, ignoring invalid values', () => {
    expect(loadThemeSettings()).toEqual({ effects: true, animations: true });
    saveThemeSettings({ effects: false, animations: true });
    expect(loadThemeSettings()).toEqual({ effects: false, animations: true });
    window.localStorage.setItem('portfolioThemeSettings', '{"effects":"no","animations":false}');
    expect(loadThemeSettings()).toEqual({ effects: true, animations: false });
    window.localStorage.setItem('portfolioThemeSettings', 'not json');
    expect(loadThemeSettings()).toEqual({ effects: true, animations: true });
  });
});

function render(element: ReturnType<typeof createElement>) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return root;
}

describe('ThemeProvider and useTheme', () => {
  it('useTheme outside its provider throws the spec’s message', () => {
    function Orphan() {
      useTheme();
      return null;
    }
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      expect(() => render(createElement(Orphan))).toThrow('useTheme must be used within a ThemeProvider');
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('applies the saved theme as CSS custom properties and saves a new choice', () => {
    saveThemeId('techBrutalist');
    let api: ThemeContextValue | null = null;
    function Probe() {
      api = useTheme();
      return null;
    }
    const target = document.createElement('div');
    const root = render(createElement(ThemeProvider, { target, children: createElement(Probe) }));
    expect(target.dataset.theme).toBe('techBrutalist');
    expect(target.style.getPropertyValue('--radius')).toBe('0');

    act(() => api?.setTheme('neonCyberpunk'));
    expect(target.dataset.theme).toBe('neonCyberpunk');
    expect(target.style.getPropertyValue('--color-primary')).toBe('#00e5ff');
    expect(window.localStorage.getItem('portfolioTheme')).toBe('neonCyberpunk');
    expect(target.dataset.effects).toContain('scanlines');

    act(() => api?.setSettings({ effects: false, animations: false }));
    expect(target.dataset.effects).toBe('');
    expect(target.dataset.animation).toBe('none');
    expect(JSON.parse(window.localStorage.getItem('portfolioThemeSettings') ?? '{}')).toEqual({
      effects: false,
      animations: false,
    });
    act(() => root.unmount());
  });
});

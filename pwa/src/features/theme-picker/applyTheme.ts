import { themeCssVariables, type ThemeDefinition } from '@folio/shared';
import type { ThemeSettings } from './themeStorage.js';

/**
 * Puts the theme on an element (the document root in the app) as CSS custom properties plus data
 * attributes the stylesheet keys its effects on.
 */
export function applyTheme(
  element: HTMLElement,
  theme: ThemeDefinition,
  settings: ThemeSettings,
  reducedMotion: boolean,
): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme)))
    element.style.setProperty(name, value);
  element.style.colorScheme = theme.scheme;
  element.dataset.theme = theme.id;
  element.dataset.animation = settings.animations && !reducedMotion ? theme.animation.type : 'none';
  const effects = settings.effects ? theme.effects : null;
  const on = effects
    ? Object.entries(effects)
        .filter(([, enabled]) => enabled)
        .map(([name]) => name)
    : [];
  // Moving effects stop under reduced motion; still ones (blur, noise) stay.
  const moving = new Set(['particles', 'glitch']);
  element.dataset.effects = on.filter((name) => !(reducedMotion && moving.has(name))).join(' ');
  const meta = element.ownerDocument.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme.colors.background);
}

import { THEME_LIST } from '@folio/shared';
import { useId } from 'react';
import { Icon } from '../../components/Icon.js';
import { useDisclosure } from '../../components/useDisclosure.js';
import { useTheme } from './themeContext.js';

/** The floating theme picker (SPEC.md section 2): a button that opens the list of seven themes. */
export function ThemePicker() {
  const { themeId, setTheme, settings, setSettings, reducedMotion } = useTheme();
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const panelId = useId();

  return (
    <div className="theme-picker" ref={rootRef}>
      {open && (
        <div id={panelId} className="theme-picker__panel" role="region" aria-label="Appearance">
          <fieldset className="theme-picker__list">
            <legend className="theme-picker__legend">Theme</legend>
            {THEME_LIST.map((theme) => (
              <label key={theme.id} className="theme-picker__option">
                <input
                  type="radio"
                  name="folio-theme"
                  value={theme.id}
                  checked={theme.id === themeId}
                  onChange={() => setTheme(theme.id)}
                />
                <span
                  className="theme-picker__swatch"
                  aria-hidden="true"
                  style={{ background: theme.colors.gradients.primary, borderColor: theme.colors.border }}
                />
                <span className="theme-picker__name">{theme.name}</span>
              </label>
            ))}
          </fieldset>
          <div className="theme-picker__toggles">
            <label className="switch">
              <input
                type="checkbox"
                checked={settings.effects}
                onChange={(event) => setSettings({ ...settings, effects: event.target.checked })}
              />
              <span>Decorative effects</span>
            </label>
            <label className="switch">
              <input
                type="checkbox"
                checked={settings.animations && !reducedMotion}
                disabled={reducedMotion}
                onChange={(event) => setSettings({ ...settings, animations: event.target.checked })}
              />
              <span>Animations{reducedMotion ? ' (off: your system asks for reduced motion)' : ''}</span>
            </label>
          </div>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="theme-picker__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="palette" size="1.5rem" />
        <span className="visually-hidden">Change theme</span>
      </button>
    </div>
  );
}

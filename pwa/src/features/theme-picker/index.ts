export { ThemeProvider } from './ThemeProvider.js';
export { ThemePicker } from './ThemePicker.js';
export { useTheme, type ThemeContextValue } from './themeContext.js';
export {
  chosenThemeId,
  loadThemeId,
  loadThemeSettings,
  saveThemeId,
  saveThemeSettings,
  DEFAULT_THEME_SETTINGS,
  type ThemeSettings,
} from './themeStorage.js';

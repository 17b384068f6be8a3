/**
 * A visual theme as token data (SPEC.md section 3, "Theme definition"): colours, three gradients,
 * fonts, a size scale, effect flags and animation. Pure data, so the PWA and the server-rendered
 * pages apply the same theme through CSS custom properties (themeCssVariables).
 */
export const THEME_IDS = [
  'neonCyberpunk',
  'minimalistZen',
  'retroWave',
  'darkGlassmorphism',
  'techBrutalist',
  'artisticGallery',
  'professionalCorporate',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
  text: { primary: string; secondary: string; accent: string };
  border: string;
  /** Text and icons drawn on `primary` (buttons); chosen for at least 4.5:1 contrast. */
  onPrimary: string;
  gradients: { primary: string; secondary: string; accent: string };
}

export interface ThemeFonts {
  heading: string;
  body: string;
  accent: string;
}

/** rem sizes from small print to the hero heading. */
export interface ThemeFontSizes {
  xs: string;
  sm: string;
  base: string;
  lg: string;
  xl: string;
  '2xl': string;
  '3xl': string;
  '4xl': string;
}

/** Decorative effects; all of them switch off under `prefers-reduced-motion` where they move. */
export interface ThemeEffects {
  glow: boolean;
  particles: boolean;
  glitch: boolean;
  scanlines: boolean;
  blur: boolean;
  noise: boolean;
  gallery: boolean;
}

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export const ANIMATION_TYPES = ['fade', 'smooth', 'slide', 'bounce', 'glitch', 'snap'] as const;
export type AnimationType = (typeof ANIMATION_TYPES)[number];

export interface ThemeDefinition {
  id: ThemeId;
  name: string;
  description: string;
  /** Lets the browser draw form controls and scrollbars to match. */
  scheme: 'light' | 'dark';
  colors: ThemeColors;
  fonts: ThemeFonts;
  fontSizes: ThemeFontSizes;
  /** Corner radius of cards and buttons. */
  radius: string;
  effects: ThemeEffects;
  animation: { speed: AnimationSpeed; type: AnimationType };
}

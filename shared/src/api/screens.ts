/**
 * The first path segment of every screen of the app (pwa/src/app/routes.tsx; a test keeps the two
 * the same). Published portfolios live at `/{slug}` beside them, so none of these can be a slug, and
 * the service worker gives the app shell only to these (pwa/vite.config.ts). Dependency-free: the
 * Vite config imports it.
 */
export const APP_SCREENS = [
  'login',
  'auth',
  'dashboard',
  'upload',
  'edit',
  'select-template',
  'portfolio-link',
  'versions',
  'account',
  'applications',
  'admin',
  'pricing',
  'terms',
  'privacy',
] as const;

/**
 * Browser storage keys from SPEC.md section 3. Do not rename without a migration: installed PWAs
 * already have data under these names.
 */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  selectedTemplate: 'selectedTemplate',
  portfolioTheme: 'portfolioTheme',
  portfolioThemeSettings: 'portfolioThemeSettings',
  /**
   * local storage: the last profile `/api/auth/me` returned, so a signed-in user can open the app
   * offline (the PWA cannot verify the token without the network).
   */
  authUser: 'authUser',
  /** session storage */
  parsedResumeData: 'parsedResumeData',
  /** session storage: the remembered post-login redirect */
  postLoginRedirect: 'postLoginRedirect',
} as const;

export {
  AUTH_MESSAGES,
  DEFAULT_PROVIDER,
  clearSession,
  getAuthState,
  login,
  loginWithPopup,
  logout,
  refreshProfile,
  registerLogoutStep,
  signInWithRedirectResponse,
  signInWithToken,
  startAuth,
  subscribeAuth,
  takePostLoginRedirect,
  tokenOwner,
  type AuthState,
  type AuthStatus,
} from './authStore.js';
export { useAuth } from './useAuth.js';
export { AuthProvider } from './AuthProvider.js';
export { RequireAuth } from './RequireAuth.js';
export { AfterSignIn } from './AfterSignIn.js';

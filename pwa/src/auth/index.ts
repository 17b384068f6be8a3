export {
  AUTH_MESSAGES,
  DEFAULT_PROVIDER,
  clearSession,
  getAuthState,
  login,
  logout,
  refreshProfile,
  registerLogoutStep,
  signInWithRedirectResponse,
  signInWithToken,
  startAuth,
  subscribeAuth,
  takePostLoginRedirect,
  type AuthState,
  type AuthStatus,
} from './authStore.js';
export { useAuth } from './useAuth.js';
export { AuthProvider } from './AuthProvider.js';
export { RequireAuth } from './RequireAuth.js';

import type { User } from '@folio/shared';
import { ApiError, fetchMe, logoutOnServer, onUnauthorized, parseUser } from '../api/index.js';
import {
  getAuthToken,
  getPostLoginRedirect,
  onOtherTabChange,
  readLocalJson,
  setAuthToken,
  setPostLoginRedirect,
  writeLocal,
} from '../settings/index.js';
import {
  completeSignInCallback,
  forgetOidcUser,
  keepTokensFresh,
  redirectToSignIn,
  renewAccessToken,
  signInInPopup,
} from './oidc.js';

/**
 * The sign-in state machine of SPEC.md section 4, outside React so it can be tested and shared:
 * loading → anonymous | authenticated. Components read it through useAuth().
 */

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The last sign-in error, in the words of SPEC.md section 8. */
  error: string | null;
  /** True when the user was restored from this device because the server could not be reached. */
  offline: boolean;
}

export const AUTH_MESSAGES = {
  checkFailed: 'Authentication check failed',
  loginFailed: 'Failed to initiate login',
  authFailed: 'Authentication failed',
  profileFailed: 'Failed to fetch user profile',
  refreshFailed: 'Failed to refresh profile',
  noToken: 'No token received',
} as const;

export const DEFAULT_PROVIDER = 'google';

let state: AuthState = { status: 'loading', user: null, error: null, offline: false };
const listeners = new Set<() => void>();

function setState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function becomeAuthenticated(user: User, offline = false): void {
  const json = JSON.stringify(user);
  writeLocal('authUser', json);
  // The check usually confirms the profile the screen already shows: re-rendering the whole app for
  // an equal answer is the start-up's largest piece of main-thread work.
  const same =
    state.status === 'authenticated' &&
    state.error === null &&
    state.offline === offline &&
    JSON.stringify(state.user) === json;
  if (!same) setState({ status: 'authenticated', user, error: null, offline });
  keepTokensFresh();
}

/** Clears token and user on this device and becomes anonymous (no server call). */
export function clearSession(error: string | null = null): void {
  setAuthToken(null);
  writeLocal('authUser', null);
  setState({ status: 'anonymous', user: null, error, offline: false });
  void forgetOidcUser();
}

function cachedUser(): User | null {
  try {
    return parseUser(readLocalJson('authUser'));
  } catch {
    return null;
  }
}

function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

let started: Promise<void> | null = null;
let stopWatching: Array<() => void> = [];

/**
 * The start-up check, once per page load: no token → anonymous without a request; a token → ask
 * the server who it belongs to. A 401 first tries the refresh token, then clears the session.
 * Without a network the last known profile is used, so the offline app still opens.
 */
export function startAuth(): Promise<void> {
  started ??= (async () => {
    resumeFromDevice();
    stopWatching = [
      onUnauthorized(() => clearSession()),
      // Signing in or out in another tab applies here too.
      onOtherTabChange('authToken', (token) => {
        if (!token && state.status === 'authenticated') clearSession();
        else if (token && state.status !== 'authenticated') void checkToken();
      }),
    ];
    await checkToken();
  })();
  return started;
}

/**
 * A returning user (a token and the profile last seen on this device) is signed in from the first
 * render, so signed-in screens paint at once instead of after the check's round trip. The check still
 * runs: a refused token ends the session (the guard then sends to /login), a fresh profile replaces the
 * remembered one. Only what this device already held is shown; the server still authorizes every call.
 */
function resumeFromDevice(): void {
  if (state.status !== 'loading' || !getAuthToken()) return;
  const known = cachedUser();
  if (known) setState({ status: 'authenticated', user: known, error: null, offline: false });
}

async function checkToken(): Promise<void> {
  if (!getAuthToken()) {
    setState({ status: 'anonymous', user: null, error: null, offline: false });
    return;
  }
  try {
    const me = await fetchMe({ clearSessionOn401: false });
    becomeAuthenticated(me.user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const renewed = await renewAccessToken();
      if (renewed) {
        setAuthToken(renewed);
        try {
          becomeAuthenticated((await fetchMe({ clearSessionOn401: false })).user);
          return;
        } catch {
          // fall through to clearing
        }
      }
      clearSession();
      return;
    }
    const known = isOfflineError(error) ? cachedUser() : null;
    if (known) becomeAuthenticated(known, true);
    else clearSession(error instanceof ApiError && error.status === 200 ? null : AUTH_MESSAGES.checkFailed);
  }
}

/**
 * Starts sign-in: remembers where the user was (unless on /login), then leaves for the provider.
 * Resolves only if leaving failed; the error is in the state and thrown.
 */
export async function login(provider: string = DEFAULT_PROVIDER, from?: string): Promise<void> {
  const path = from ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (!path.startsWith('/login') && !path.startsWith('/auth/callback')) setPostLoginRedirect(path);
  try {
    await redirectToSignIn(provider);
  } catch (error) {
    setState({ error: AUTH_MESSAGES.loginFailed });
    throw error;
  }
}

/**
 * Whose account a token opens, without keeping it: a sign-in link that arrives from outside is
 * shown to the person (name and email) before it becomes their session.
 */
export async function tokenOwner(token: string): Promise<User> {
  try {
    return (await fetchMe({ token, clearSessionOn401: false })).user;
  } catch (error) {
    const message =
      error instanceof ApiError && error.status !== 0
        ? AUTH_MESSAGES.profileFailed
        : AUTH_MESSAGES.authFailed;
    throw new Error(message, { cause: error });
  }
}

/** The spec's `?token=` callback: store the token, fetch the profile (SPEC.md section 4). */
export async function signInWithToken(token: string): Promise<User> {
  setAuthToken(token);
  try {
    const me = await fetchMe({ clearSessionOn401: false });
    becomeAuthenticated(me.user);
    return me.user;
  } catch (error) {
    clearSession(AUTH_MESSAGES.profileFailed);
    const message =
      error instanceof ApiError && error.status !== 0
        ? AUTH_MESSAGES.profileFailed
        : AUTH_MESSAGES.authFailed;
    throw new Error(message, { cause: error });
  }
}

/**
 * Finishes the OpenID Connect response at /auth/callback (once per URL, StrictMode-safe). Resolves
 * with null inside a sign-in popup: the opening window finishes the sign-in there.
 */
export async function signInWithRedirectResponse(url: string): Promise<User | null> {
  let accessToken: string;
  try {
    const user = await completeSignInCallback(url);
    if (!user) return null;
    accessToken = user.access_token;
  } catch (error) {
    clearSession(AUTH_MESSAGES.authFailed);
    throw new Error(error instanceof Error && error.message ? error.message : AUTH_MESSAGES.authFailed, {
      cause: error,
    });
  }
  return signInWithToken(accessToken);
}

/** Signs in through a popup window, staying on this page (see signInInPopup). */
export async function loginWithPopup(provider: string = DEFAULT_PROVIDER): Promise<User> {
  let accessToken: string;
  try {
    accessToken = (await signInInPopup(provider)).access_token;
  } catch (error) {
    setState({ error: AUTH_MESSAGES.loginFailed });
    throw error;
  }
  return signInWithToken(accessToken);
}

/** Where to go after signing in: the remembered path (then forgotten) or the dashboard. */
export function takePostLoginRedirect(): string {
  const target = getPostLoginRedirect();
  setPostLoginRedirect(null);
  return target ?? '/dashboard';
}

/** Re-reads the profile (after a plan change, say). */
export async function refreshProfile(): Promise<void> {
  try {
    const me = await fetchMe();
    becomeAuthenticated(me.user);
  } catch (error) {
    if (state.status === 'authenticated') setState({ error: AUTH_MESSAGES.refreshFailed });
    throw error;
  }
}

type LogoutStep = () => Promise<void> | void;
const logoutSteps = new Set<LogoutStep>();

/**
 * Lets other features act before the session ends (issue 5: offer to keep or erase this device's
 * drafts, purge cached API responses). A step that throws does not stop the sign-out.
 */
export function registerLogoutStep(step: LogoutStep): () => void {
  logoutSteps.add(step);
  return () => logoutSteps.delete(step);
}

/** Calls the logout endpoint, then always clears token and user (SPEC.md section 4). */
export async function logout(): Promise<void> {
  for (const step of [...logoutSteps]) {
    try {
      await step();
    } catch {
      // a failing step must not keep the user signed in
    }
  }
  try {
    await logoutOnServer();
  } catch {
    // SPEC.md section 4: a failure also clears and goes to /.
  }
  clearSession();
}

/** For tests: back to the state of a fresh page load. */
export function resetAuthForTests(): void {
  for (const stop of stopWatching) stop();
  stopWatching = [];
  started = null;
  state = { status: 'loading', user: null, error: null, offline: false };
}

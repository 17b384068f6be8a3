import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import { fetchClientConfig } from '../api/auth.js';
import {
  hasStoredOidcUser,
  oidcUserStorage,
  removeStoredOidcUsers,
  setAuthToken,
} from '../settings/index.js';

/**
 * oidc-client-ts, loaded on demand so the landing page never downloads it (it is only needed to
 * sign in, to finish signing in, and to renew tokens of a signed-in user).
 */

let managerPromise: Promise<UserManager> | null = null;

/** The one UserManager, configured from GET /api/config (SPEC.md section 4, DESIGN.md section 5). */
export function getUserManager(): Promise<UserManager> {
  managerPromise ??= createUserManager().catch((error: unknown) => {
    // A failed start (offline, server down) must not stick: the next call tries again.
    managerPromise = null;
    throw error;
  });
  return managerPromise;
}

async function createUserManager(): Promise<UserManager> {
  const [{ UserManager: Manager, WebStorageStateStore, InMemoryWebStorage }, config] = await Promise.all([
    import('oidc-client-ts'),
    fetchClientConfig(),
  ]);
  const origin = window.location.origin;
  const manager = new Manager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    // Renewal uses the refresh token (no hidden iframe): the embedded provider issues one.
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: oidcUserStorage() ?? new InMemoryWebStorage() }),
  });
  // Every new access token (sign-in, silent renewal) becomes the bearer token the API client sends.
  manager.events.addUserLoaded((user) => setAuthToken(user.access_token));
  return manager;
}

/** Leaves the app for the provider's sign-in page; `provider` picks the upstream (default google). */
export async function redirectToSignIn(provider: string): Promise<void> {
  const manager = await getUserManager();
  await manager.signinRedirect({ extraQueryParams: { provider } });
}

let callback: { url: string; promise: Promise<OidcUser | undefined> } | null = null;

/**
 * Completes the authorization-code response at /auth/callback: a full-page sign-in resolves with
 * the user; inside a sign-in popup it hands the response to the opening window and resolves with
 * undefined. STACK.md gotcha 4: React StrictMode runs effects twice in development, and a second
 * exchange of the same code fails (`invalid_grant`), so the exchange for one URL happens once and
 * every caller shares its result.
 */
export function completeSignInCallback(url: string): Promise<OidcUser | undefined> {
  if (!callback || callback.url !== url) {
    callback = { url, promise: getUserManager().then((manager) => manager.signinCallback(url)) };
  }
  return callback.promise;
}

/**
 * Signs in in a small window so this page (and anything held in memory, like a PDF chosen on the
 * landing page) survives sign-in.
 */
export async function signInInPopup(provider: string): Promise<OidcUser> {
  const manager = await getUserManager();
  return manager.signinPopup({
    extraQueryParams: { provider },
    popupWindowFeatures: { width: 520, height: 720 },
  });
}

/** Uses the stored refresh token for a fresh access token; null when there is none or it failed. */
export async function renewAccessToken(): Promise<string | null> {
  if (!hasStoredOidcUser()) return null;
  try {
    const manager = await getUserManager();
    const user = await manager.getUser();
    if (!user?.refresh_token) return null;
    const renewed = await manager.signinSilent();
    return renewed?.access_token ?? null;
  } catch {
    return null;
  }
}

/** Starts automatic renewal for a signed-in user who came through OpenID Connect. */
export function keepTokensFresh(): void {
  if (hasStoredOidcUser()) void getUserManager().catch(() => undefined);
}

/** Forgets the provider's user (tokens) on this device. */
export async function forgetOidcUser(): Promise<void> {
  if (!hasStoredOidcUser() && !managerPromise) return;
  try {
    const manager = await getUserManager();
    manager.stopSilentRenew();
    await manager.removeUser();
  } catch {
    // Offline: the stored user is removed below anyway.
  }
  removeStoredOidcUsers();
}

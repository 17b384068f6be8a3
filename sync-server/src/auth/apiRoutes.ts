import type Koa from 'koa';
import { API, type AuthMeResponse, type ProvidersResponse } from '@folio/shared';
import type { Config } from '../configTypes.js';
import { isAdmin } from './adminRole.js';
import { answerUnauthorized, bearerToken } from './bearer.js';
import type { OidcStateStore } from './oidcAdapter.js';
import { appOrigins } from './provider.js';
import { providerInfos } from './providers.js';
import { revokeGrant, type TokenVerifier } from './tokens.js';

/** oidc-provider's session cookie (its default name); signed with the app's keys. */
export const SESSION_COOKIE = '_session';

interface Deps {
  config: Config;
  state: OidcStateStore;
  verify: TokenVerifier;
}

/** `GET /api/auth/me`, `POST /api/auth/logout`, `GET /api/auth/providers` (SPEC.md section 7). */
export function authApiRoutes({ config, state, verify }: Deps): Koa.Middleware {
  const origins = appOrigins(config);
  const authMe: Koa.Middleware = async (ctx) => {
    const token = bearerToken(ctx);
    const verified = token ? await verify(token) : null;
    if (!verified) {
      answerUnauthorized(ctx, token ? 'Your session has expired. Please sign in again.' : 'Please sign in.');
      return;
    }
    const { user } = verified;
    const body: AuthMeResponse = {
      success: true,
      user: {
        _id: user.id,
        name: user.name,
        email: user.email,
        plan: user.plan,
        ...(isAdmin(config, user) ? { admin: true } : {}),
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };

  /*
   * A POST, so no link, image or redirect from another site can call it, and a browser's call must
   * come from the app's own origin: another site's form post would carry the Lax session cookie.
   * Calls without an Origin (curl, the CLI) can only revoke the bearer token they hold.
   * Otherwise always 200: signing out must succeed for the client even with a dead token.
   */
  const authLogout: Koa.Middleware = async (ctx) => {
    const origin = ctx.get('Origin');
    if (origin && !origins.includes(origin)) {
      const message = 'Sign out from the Folio app itself.';
      ctx.status = 403;
      ctx.body = { success: false, message, error: { code: 'forbidden', message } };
      return;
    }
    const token = bearerToken(ctx);
    const verified = token ? await verify(token) : null;
    if (verified) await revokeGrant(state, verified.grantId);
    if (origin) await endBrowserSession(ctx, state);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, message: 'Signed out' };
  };

  const authProviders: Koa.Middleware = async (ctx) => {
    const body: ProvidersResponse = { providers: providerInfos(config, ctx) };
    // The list depends on who asks (the local page is for this machine only): never shared by a cache.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };

  const routes = new Map<string, { method: 'GET' | 'POST'; handle: Koa.Middleware }>([
    [API.authMe, { method: 'GET', handle: authMe }],
    [API.authLogout, { method: 'POST', handle: authLogout }],
    [API.authProviders, { method: 'GET', handle: authProviders }],
  ]);
  return async function authApi(ctx, next) {
    const route = routes.get(ctx.path);
    if (!route) return next();
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    if (method !== route.method) {
      const message = `Use ${route.method} for ${ctx.path}.`;
      ctx.status = 405;
      ctx.set('Allow', route.method === 'GET' ? 'GET, HEAD' : 'POST');
      ctx.body = { error: { code: 'bad_request', message } };
      return;
    }
    await route.handle(ctx, next);
  };
}

/**
 * Ends the provider's browser session when the request carries its cookie (the PWA calls logout
 * with credentials), revoking every grant made in it, so the next sign-in asks again.
 */
async function endBrowserSession(ctx: Koa.Context, state: OidcStateStore): Promise<void> {
  if (!ctx.app.keys) return;
  // Belt and braces beside the Origin check: browsers label other sites' requests with Fetch
  // Metadata; the PWA's own call is same-origin (same-site from Vite in dev).
  if (ctx.get('Sec-Fetch-Site') === 'cross-site') return;
  const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  if (!sessionId) return;
  const session = await state.find('Session', sessionId);
  if (session) {
    for (const grantId of sessionGrantIds(session.payload)) await revokeGrant(state, grantId);
    await state.destroy('Session', sessionId);
  }
  ctx.cookies.set(SESSION_COOKIE, null, { signed: true });
}

function sessionGrantIds(payload: Record<string, unknown>): string[] {
  const { authorizations } = payload;
  if (typeof authorizations !== 'object' || authorizations === null) return [];
  return Object.values(authorizations).flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'grantId' in entry && typeof entry.grantId === 'string'
      ? [entry.grantId]
      : [],
  );
}

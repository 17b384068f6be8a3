import type Koa from 'koa';
import { API, type AuthMeResponse, type ProvidersResponse } from '@folio/shared';
import type { Config } from '../configTypes.js';
import type { Storage } from '../storage/types.js';
import { answerUnauthorized, bearerToken } from './bearer.js';
import { providerInfos } from './providers.js';
import { revokeGrant, type TokenVerifier } from './tokens.js';

/** oidc-provider's session cookie (its default name); signed with the app's keys. */
export const SESSION_COOKIE = '_session';

interface Deps {
  config: Config;
  storage: Storage;
  verify: TokenVerifier;
}

/** `GET /api/auth/me`, `/api/auth/logout`, `/api/auth/providers` (SPEC.md section 7). */
export function authApiRoutes({ config, storage, verify }: Deps): Koa.Middleware {
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
      user: { _id: user.id, name: user.name, email: user.email, plan: user.plan },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };

  // Always 200: signing out must succeed from the client's point of view even with a dead token.
  const authLogout: Koa.Middleware = async (ctx) => {
    const token = bearerToken(ctx);
    const verified = token ? await verify(token) : null;
    if (verified) await revokeGrant(storage, verified.grantId);
    await endBrowserSession(ctx, storage);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, message: 'Signed out' };
  };

  const authProviders: Koa.Middleware = async (ctx) => {
    const body: ProvidersResponse = { providers: providerInfos(config) };
    ctx.body = body;
  };

  const routes = new Map<string, Koa.Middleware>([
    [API.authMe, authMe],
    [API.authLogout, authLogout],
    [API.authProviders, authProviders],
  ]);
  return async function authApi(ctx, next) {
    const route = routes.get(ctx.path);
    if (!route) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { error: { code: 'bad_request', message: `Use GET for ${ctx.path}.` } };
      return;
    }
    await route(ctx, next);
  };
}

/**
 * Ends the provider's browser session when the request carries its cookie (the PWA calls logout
 * with credentials), revoking every grant made in it, so the next sign-in asks again.
 */
async function endBrowserSession(ctx: Koa.Context, storage: Storage): Promise<void> {
  if (!ctx.app.keys) return;
  // A link or redirect from another site carries the Lax session cookie too; ending the session
  // then would revoke the person's tokens at an attacker's whim (logout CSRF). Browsers label such
  // requests with Fetch Metadata; the PWA's own call is same-origin (same-site from Vite in dev).
  if (ctx.get('Sec-Fetch-Site') === 'cross-site') return;
  const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  if (!sessionId) return;
  const session = await storage.oidc.find('Session', sessionId);
  if (session) {
    for (const grantId of sessionGrantIds(session.payload)) await revokeGrant(storage, grantId);
    await storage.oidc.destroy('Session', sessionId);
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

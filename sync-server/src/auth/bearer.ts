import type Koa from 'koa';
import { ERROR_MESSAGES } from '@folio/shared';
import type { TokenVerifier } from './tokens.js';

/** The bearer token of a request, or null when there is none or the header is malformed. */
export function bearerToken(ctx: Koa.Context): string | null {
  const header = ctx.get('authorization');
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * 401 in both shapes the clients read: the spec's `{ success:false, message }` (SPEC.md section 7,
 * the auth calls) and the API's `{ error: { code, message } }`.
 */
export function answerUnauthorized(ctx: Koa.Context, message: string = ERROR_MESSAGES.unauthorized): void {
  ctx.status = 401;
  ctx.set('WWW-Authenticate', 'Bearer realm="folio", error="invalid_token"');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { success: false, message, error: { code: 'unauthorized', message } };
}

/** Sets ctx.state.auth from a valid bearer token, or answers 401. */
export function requireUserMiddleware(verify: TokenVerifier): Koa.Middleware {
  return async function requireUser(ctx, next) {
    const token = bearerToken(ctx);
    const verified = token ? await verify(token) : null;
    if (!verified) {
      answerUnauthorized(ctx, token ? 'Your session has expired. Please sign in again.' : 'Please sign in.');
      return;
    }
    ctx.state.auth = { user: verified.user, grantId: verified.grantId };
    await next();
  };
}

/** Sets ctx.state.auth when a valid bearer token is present; never rejects. */
export function optionalUserMiddleware(verify: TokenVerifier): Koa.Middleware {
  return async function optionalUser(ctx, next) {
    const token = bearerToken(ctx);
    const verified = token ? await verify(token) : null;
    if (verified) ctx.state.auth = { user: verified.user, grantId: verified.grantId };
    await next();
  };
}

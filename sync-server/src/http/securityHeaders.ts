import type Koa from 'koa';
import { isApiPath } from './errorFormatter.js';

/** What a response gets when its owner set no policy: nothing may load, run or frame it. */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers every response gets. Content-Security-Policy is set per kind of response by its owner
 * (the PWA's in staticFiles.ts, published pages by pages/, sign-in pages by auth/); API responses
 * get one that allows nothing, since JSON is never meant to be rendered, and so does any other
 * response that set none (redirects, plain-text errors), so no response goes out without one.
 */
export function securityHeaders(options: { https: boolean }): Koa.Middleware {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (isApiPath(ctx.path)) {
      ctx.set('Content-Security-Policy', FALLBACK_CSP);
      ctx.set('Cache-Control', 'no-store');
    }
    try {
      await next();
    } finally {
      // Koa ignores this when a route already wrote its headers itself (ctx.respond = false).
      if (!ctx.response.get('Content-Security-Policy')) ctx.set('Content-Security-Policy', FALLBACK_CSP);
    }
  };
}

import type Koa from 'koa';
import { isApiPath } from './errorFormatter.js';

/**
 * Headers every response gets. Content-Security-Policy is set per kind of response by its owner
 * (the PWA's in staticFiles.ts, published pages by pages/, sign-in pages by auth/); API responses
 * get one that allows nothing, since JSON is never meant to be rendered.
 */
export function securityHeaders(options: { https: boolean }): Koa.Middleware {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (isApiPath(ctx.path)) {
      ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      ctx.set('Cache-Control', 'no-store');
    }
    await next();
  };
}

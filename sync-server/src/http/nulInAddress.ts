import type Koa from 'koa';
import { badRequest } from '../errors.js';

/**
 * No address Folio makes holds a NUL character, and PostgreSQL cannot even compare text with one
 * (the query fails): an id, token or query value with a NUL is refused here, before any route reads
 * the store with it. Matches `%00` in any case and a raw NUL.
 */
export function refuseNulInAddress(): Koa.Middleware {
  return async (ctx, next) => {
    if (/%00/i.test(ctx.url) || ctx.url.includes('\u0000'))
      throw badRequest('The address holds a NUL character.');
    await next();
  };
}

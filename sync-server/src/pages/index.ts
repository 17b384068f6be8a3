// STUB — owned by the templates/published-pages helper, who replaces this file.
import type Koa from 'koa';
import type { Config } from '../configTypes.js';
import type { Storage } from '../storage/types.js';
import type { Auth } from '../auth/index.js';

/**
 * Published pages: /portfolio/{Template}/{pid}, /portfolio/{url}, /sitemap.xml, /robots.txt,
 * Open Graph images and the per-template hydration assets.
 */
export function createPagesMiddleware(_deps: { config: Config; storage: Storage; auth: Auth }): Koa.Middleware {
  return async (_ctx, next) => next();
}

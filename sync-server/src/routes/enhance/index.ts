// STUB — owned by the enhance helper, who replaces this file.
import type Koa from 'koa';
import type { Config } from '../../configTypes.js';
import type { Auth } from '../../auth/index.js';

/** POST /api/enhance/rewrite: optional language-model rewrites, checked by the no-invention rule. */
export function createEnhanceMiddleware(_deps: { config: Config; auth: Auth }): Koa.Middleware {
  return async (_ctx, next) => next();
}

import type Koa from 'koa';
import { rateLimited } from '../errors.js';
import type { ClusterState } from '../storage/types.js';

export interface RateLimitOptions {
  /** Where the counts live: shared by every server process on the store, so a limit holds across them. */
  counts: ClusterState;
  /** Names this limit, so two limits counting the same key (an IP) keep separate counts. */
  scope: string;
  /** Requests allowed per window for one key. */
  limit: number;
  windowMs: number;
  /** Who is counted: a user id, an IP; null skips counting (e.g. no user yet). */
  key: (ctx: Koa.Context) => string | null;
}

/**
 * A fixed-window counter per key. Over the limit answers 429 `rate_limited` with Retry-After.
 */
export function rateLimit(options: RateLimitOptions): Koa.Middleware {
  return async function limitRate(ctx, next) {
    const key = options.key(ctx);
    if (key === null) return next();
    const wait = await options.counts.hit(`${options.scope}|${key}`, options.limit, options.windowMs);
    if (wait > 0) throw rateLimited(wait);
    return next();
  };
}

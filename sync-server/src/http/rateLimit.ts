import type Koa from 'koa';
import { rateLimited } from '../errors.js';

export interface RateLimitOptions {
  /** Requests allowed per window for one key. */
  limit: number;
  windowMs: number;
  /** Who is counted: a user id, an IP; null skips counting (e.g. no user yet). */
  key: (ctx: Koa.Context) => string | null;
}

/**
 * A fixed-window counter per key, in memory (one process serves a data dir, so one process counts).
 * Over the limit answers 429 `rate_limited` with Retry-After. Expired windows are swept as it goes,
 * so the map stays as large as the set of recently active keys.
 */
export function rateLimit(options: RateLimitOptions): Koa.Middleware {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + options.windowMs;
  return async function limitRate(ctx, next) {
    const key = options.key(ctx);
    if (key === null) return next();
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      nextSweep = now + options.windowMs;
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
    }
    if (window.count >= options.limit) throw rateLimited((window.resetAt - now) / 1000);
    window.count += 1;
    return next();
  };
}

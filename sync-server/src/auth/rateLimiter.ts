/*
 * Limits on sign-in and account creation (issue 12, class 6). Every per-account limit (uploads,
 * parses, messages) is only as strong as the limit on making accounts, so these count per client
 * address and per email. RateLimiter is the contract; the in-memory one fits a single process (one
 * process serves a data dir); a shared store (PostgreSQL) may implement it for several.
 */

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit; if not, when to retry. */
  hit(key: string): Promise<RateDecision>;
}

export interface RateLimitRule {
  /** Attempts allowed per window for one key. */
  limit: number;
  windowMs: number;
}

/** The sign-in limits of one server. */
export interface SignInLimiters {
  /** Authorization requests (/oidc/auth), each of which makes sign-in state, per client address. */
  authorize: RateLimiter;
  /** Sign-in attempts (local form posts, passkey ceremonies, upstream starts) per client address. */
  attemptsPerClient: RateLimiter;
  /** Sign-in attempts and account creations naming one email. */
  attemptsPerEmail: RateLimiter;
  /** New accounts per client address. */
  accountsPerClient: RateLimiter;
}

const MINUTE = 60_000;

/** Generous for a person (and for a household or office behind one address), tight for a script. */
export const SIGN_IN_RULES: Record<keyof SignInLimiters, RateLimitRule> = {
  authorize: { limit: 60, windowMs: 10 * MINUTE },
  attemptsPerClient: { limit: 30, windowMs: 10 * MINUTE },
  attemptsPerEmail: { limit: 10, windowMs: 10 * MINUTE },
  accountsPerClient: { limit: 5, windowMs: 60 * MINUTE },
};

export function memorySignInLimiters(): SignInLimiters {
  return {
    authorize: memoryRateLimiter(SIGN_IN_RULES.authorize),
    attemptsPerClient: memoryRateLimiter(SIGN_IN_RULES.attemptsPerClient),
    attemptsPerEmail: memoryRateLimiter(SIGN_IN_RULES.attemptsPerEmail),
    accountsPerClient: memoryRateLimiter(SIGN_IN_RULES.accountsPerClient),
  };
}

/** Most keys one limiter remembers; beyond it the oldest windows are dropped (memory stays bounded). */
const MAX_KEYS = 50_000;

/** A fixed window per key, in memory. Expired windows are swept as it goes. */
export function memoryRateLimiter(rule: RateLimitRule): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + rule.windowMs;
  return {
    hit: async (key) => {
      const now = Date.now();
      if (now >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        nextSweep = now + rule.windowMs;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.delete(key);
        for (const oldest of windows.keys()) {
          if (windows.size < MAX_KEYS) break;
          windows.delete(oldest);
        }
        window = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, window);
      }
      if (window.count >= rule.limit) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
      }
      window.count += 1;
      return { ok: true };
    },
  };
}

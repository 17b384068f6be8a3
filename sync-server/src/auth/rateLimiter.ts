/*
 * Limits on sign-in and account creation (issue 12, class 6). Every per-account limit (uploads,
 * parses, messages) is only as strong as the limit on making accounts, so these count per client
 * address and per email. RateLimiter is the contract; the in-memory one fits a single process (one
 * process serves a data dir); a shared store (PostgreSQL) may implement it for several.
 */

import { BoundedWindows } from '../storage/boundedWindows.js';
import type { ClusterState } from '../storage/types.js';

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
  const table = new BoundedWindows();
  const limiter = (name: keyof SignInLimiters): RateLimiter => {
    const { hit } = memoryRateLimiter(SIGN_IN_RULES[name], table);
    return { hit: (key) => hit(`${name}|${key}`) };
  };
  return {
    authorize: limiter('authorize'),
    attemptsPerClient: limiter('attemptsPerClient'),
    attemptsPerEmail: limiter('attemptsPerEmail'),
    accountsPerClient: limiter('accountsPerClient'),
  };
}

/** The same limits counted in a store every server process shares (PostgreSQL's ClusterState). */
export function sharedSignInLimiters(counts: ClusterState): SignInLimiters {
  const shared = (name: keyof SignInLimiters): RateLimiter => ({
    hit: async (key) => {
      const { limit, windowMs } = SIGN_IN_RULES[name];
      const wait = await counts.hit(`signin-${name}|${key}`, limit, windowMs);
      return wait > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) } : { ok: true };
    },
  });
  return {
    authorize: shared('authorize'),
    attemptsPerClient: shared('attemptsPerClient'),
    attemptsPerEmail: shared('attemptsPerEmail'),
    accountsPerClient: shared('accountsPerClient'),
  };
}

/**
 * A fixed window per key, in memory bounded whatever the number of clients (BoundedWindows: a
 * flood of new keys makes limits stricter, never forgets a key's count). One table per server.
 */
export function memoryRateLimiter(rule: RateLimitRule, table = new BoundedWindows()): RateLimiter {
  const scope = `${rule.limit}/${rule.windowMs}|`;
  return {
    hit: async (key) => {
      const wait = table.hit(scope + key, rule.limit, rule.windowMs);
      return wait > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) } : { ok: true };
    },
  };
}

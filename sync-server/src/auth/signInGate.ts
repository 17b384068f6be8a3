import type Koa from 'koa';
import type { Config } from '../configTypes.js';
import { clientAddress, isLocalClient } from './clientAddress.js';
import { errorPageBody, sendPage } from './html.js';
import type { RateDecision, SignInLimiters } from './rateLimiter.js';

/**
 * Applies the sign-in limits to a request. Clients on this machine (clientAddress.ts) are not
 * counted: they are the operator, a test suite or a single-user install, not the network.
 * Each check returns the seconds to wait when a limit is reached, else null.
 */
export interface SignInGate {
  authorize(ctx: Koa.Context): Promise<number | null>;
  /** One sign-in attempt by this client, naming `email` when the attempt does. */
  attempt(ctx: Koa.Context, email?: string): Promise<number | null>;
  /** One new account made by this client. */
  newAccount(ctx: Koa.Context): Promise<number | null>;
}

export function signInGate(config: Config, limiters: SignInLimiters): SignInGate {
  const exempt = (ctx: Koa.Context) => isLocalClient(ctx, config);
  const wait = (decision: RateDecision) => (decision.ok ? null : decision.retryAfterSeconds);
  return {
    authorize: async (ctx) =>
      exempt(ctx) ? null : wait(await limiters.authorize.hit(clientAddress(ctx, config))),
    attempt: async (ctx, email) => {
      if (exempt(ctx)) return null;
      const byClient = wait(await limiters.attemptsPerClient.hit(clientAddress(ctx, config)));
      if (byClient !== null || email === undefined) return byClient;
      return wait(await limiters.attemptsPerEmail.hit(email.trim().toLowerCase()));
    },
    newAccount: async (ctx) =>
      exempt(ctx) ? null : wait(await limiters.accountsPerClient.hit(clientAddress(ctx, config))),
  };
}

export const tooManyMessage = (seconds: number) =>
  `Too many sign-in attempts from here. Please wait ${waitText(seconds)} and try again.`;

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** 429 as a sign-in page, with Retry-After. */
export function sendTooManyPage(ctx: Koa.Context, seconds: number): void {
  sendPage(ctx, 429, 'Too many attempts', errorPageBody('Too many attempts', tooManyMessage(seconds)));
  ctx.set('Retry-After', String(seconds));
}

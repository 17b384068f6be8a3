import type Koa from 'koa';
import type { z } from 'zod';
import type { Auth, AuthState } from '../auth/index.js';
import type { Config } from '../configTypes.js';
import { unauthorized, validationFailed } from '../errors.js';
import { addressKey } from '../http/addressKey.js';
import type { ReservedAddresses } from '../pages/reserved.js';
import type { Storage, UserRecord } from '../storage/types.js';
import type { Mailer } from '../mail/mailer.js';

/** What every resource router is built from. */
export interface RouteDeps {
  config: Config;
  storage: Storage;
  auth: Auth;
  /** First path segments no slug may take (filled once every router is built). */
  addresses: ReservedAddresses;
  /** Outgoing mail when SMTP_URL and MAIL_FROM are set, else null (or left out in tests without it). */
  mailer?: Mailer | null;
}

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null || !('user' in value)) return false;
  const user: unknown = value.user;
  return typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string';
}

/** The signed-in caller, set by `auth.requireUser`; a route mounted without it answers 401. */
export function currentUser(ctx: Koa.Context): UserRecord {
  const state: unknown = ctx.state.auth;
  if (!isAuthState(state)) throw unauthorized();
  return state.user;
}

/** The caller when a valid token came with the request (`auth.optionalUser`), else null. */
export function optionalUser(ctx: Koa.Context): UserRecord | null {
  const state: unknown = ctx.state.auth;
  return isAuthState(state) ? state.user : null;
}

/** Parses untrusted input with a route's schema; failures answer 400 `validation_failed` with the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = fields[0];
  throw validationFailed(fields, first ? `Invalid ${first.path || 'request'}: ${first.message}` : undefined);
}

/** Sends a JSON body with a status; the one way routes answer, so /api is always application/json. */
export function sendJson(ctx: Koa.Context, status: number, body: object): void {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = body;
}

/**
 * The client for per-visitor limits and counts (honours X-Forwarded-For only with TRUST_PROXY): its
 * IPv4 address or its IPv6 /64 network (http/addressKey.ts).
 */
export function clientIp(ctx: Koa.Context): string {
  return ctx.ip ? addressKey(ctx.ip) : 'unknown';
}

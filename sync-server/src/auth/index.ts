// STUB — owned by the auth helper, who replaces this file. The signatures below are the contract
// app.ts relies on; keep them (or update app.ts in the same change).
import type Koa from 'koa';
import type { Config } from '../configTypes.js';
import type { Storage, UserRecord } from '../storage/types.js';

export interface AuthState {
  user: UserRecord;
  /** Token id / grant id, so logout can revoke what this request was made with. */
  grantId: string | null;
}

export interface Auth {
  /** Mounts /oidc (the OpenID Provider), /auth/login/:provider, interaction pages, /api/auth/*. */
  middleware: Koa.Middleware;
  /** Sets ctx.state.auth or answers 401 `{ error: { code: 'unauthorized', message } }`. */
  requireUser: Koa.Middleware;
  /** Sets ctx.state.auth when a valid bearer token is present; never rejects. */
  optionalUser: Koa.Middleware;
  close(): Promise<void>;
}

export async function createAuth(_deps: { config: Config; storage: Storage }): Promise<Auth> {
  const pass: Koa.Middleware = async (_ctx, next) => next();
  return { middleware: pass, requireUser: pass, optionalUser: pass, close: async () => {} };
}

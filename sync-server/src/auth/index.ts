import type Koa from 'koa';
import type { Config } from '../configTypes.js';
import type { Storage, UserRecord } from '../storage/types.js';
import mount from 'koa-mount';
import { OIDC_MOUNT } from '@folio/shared';
import { authApiRoutes } from './apiRoutes.js';
import { signInAssets } from './assets.js';
import { optionalUserMiddleware, requireUserMiddleware } from './bearer.js';
import { clientAddress } from './clientAddress.js';
import { sendPage, errorPageBody } from './html.js';
import { interactionRoutes } from './interactions.js';
import { loadSigningKeys } from './keys.js';
import { loginRoute } from './loginRoute.js';
import { withStateOwner, type OidcStateStore } from './oidcAdapter.js';
import { createFileOidcStore } from './oidcStateFile.js';
import { passkeyRoutes } from './passkeys.js';
import { createProvider } from './provider.js';
import { memorySignInLimiters, type SignInLimiters } from './rateLimiter.js';
import { sendTooManyPage, signInGate } from './signInGate.js';
import { createTokenVerifier, forgetAccountTokens, recordIssuer, revokeGrant } from './tokens.js';

export { canonicalOrigin } from './canonicalOrigin.js';
export { issueAccessToken } from './tokens.js';
export type { OidcStateStore } from './oidcAdapter.js';
export type { RateLimiter, SignInLimiters } from './rateLimiter.js';

/** Longest query string an authorization request may have (the PWA's are about 400 bytes). */
const MAX_AUTHORIZE_QUERY = 2048;
/** Largest body any /oidc endpoint accepts (token requests are well under 1 KB). */
const MAX_OIDC_BODY = 16 * 1024;

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
  /** Revokes a grant (AuthState.grantId): its access and refresh tokens stop working at once. */
  revokeGrant(grantId: string): Promise<void>;
  /** After an account is deleted: every token it still has, on any device, stops working. */
  forgetAccount(userId: string): Promise<void>;
  close(): Promise<void>;
}

export interface AuthDeps {
  config: Config;
  storage: Storage;
  /** Where sign-in state lives; default: in memory, durable parts in DATA_DIR (oidcStateFile.ts). */
  state?: OidcStateStore;
  /** Sign-in rate limits; default: in memory (rateLimiter.ts). */
  limiters?: SignInLimiters;
}

/** Sign-in for the server: the embedded OpenID provider, its login pages, and bearer-token checks. */
export async function createAuth({ config, storage, ...deps }: AuthDeps): Promise<Auth> {
  const keys = await loadSigningKeys(storage.cluster);
  const state = deps.state ?? (await createFileOidcStore({ dataDir: config.dataDir }));
  const gate = signInGate(config, deps.limiters ?? memorySignInLimiters());
  const provider = createProvider({ config, storage, state, keys });
  const verify = createTokenVerifier({ config, storage, state });
  await recordIssuer({ config, storage });

  // oidc-provider signs its session cookie with its own `keys` and the interaction cookies with the
  // parent app's (koa-mount runs it in the parent's context), so both must be the app's keys
  // (STACK.md gotcha 2). app.ts sets app.keys; we adopt them on the first request.
  const adoptAppKeys: Koa.Middleware = async function adoptAppKeys(ctx, next) {
    if (provider.keys !== ctx.app.keys) {
      if (!ctx.app.keys) throw new Error('app.keys must be set: the sign-in cookies are signed with them');
      provider.keys = ctx.app.keys;
    }
    await next();
  };

  // oidc-provider builds its endpoint URLs (discovery, redirects) from the request's Host, which the
  // client writes: a forged Host would publish another server's endpoints in a cacheable document.
  // The issuer's host is the only one the provider may speak for.
  const publicHost = new URL(config.publicUrl).host;
  const pinHost: Koa.Middleware = async function pinHost(ctx, next) {
    if (ctx.path === OIDC_MOUNT || ctx.path.startsWith(`${OIDC_MOUNT}/`)) {
      ctx.req.headers.host = publicHost;
      if (config.trustProxy) ctx.req.headers['x-forwarded-host'] = publicHost;
    }
    await next();
  };

  // Anonymous sign-in state is charged to the client that made it (oidcAdapter.ts), and what one
  // request may make the provider keep is bounded: the query of an authorization request and the
  // body of any /oidc request, and the number of authorization requests per client.
  const bound: Koa.Middleware = async function boundSignInState(ctx, next) {
    const isOidc = ctx.path === OIDC_MOUNT || ctx.path.startsWith(`${OIDC_MOUNT}/`);
    if (!isOidc && !ctx.path.startsWith('/auth/')) return next();
    if (isOidc) {
      const isAuthorize = ctx.path === `${OIDC_MOUNT}/auth` || ctx.path === `${OIDC_MOUNT}/auth/`;
      const length = Number(ctx.get('content-length') || 0);
      // An authorization request's parameters end up in the Interaction it makes, in a query or a
      // form body alike; other endpoints keep nothing of their body (oidc-provider reads at most 56 KB).
      const tooLong = isAuthorize
        ? ctx.querystring.length > MAX_AUTHORIZE_QUERY ||
          length > MAX_AUTHORIZE_QUERY ||
          (ctx.method === 'POST' && ctx.get('transfer-encoding') !== '')
        : length > MAX_OIDC_BODY;
      if (tooLong) {
        const message = 'This sign-in request is too long. Please go back to Folio and try again.';
        sendPage(ctx, 413, 'Sign-in problem', errorPageBody('Sign-in problem', message));
        return;
      }
      // A new authorization request, not the resumption of one (/oidc/auth/:uid).
      if (isAuthorize) {
        const wait = await gate.authorize(ctx);
        if (wait !== null) {
          sendTooManyPage(ctx, wait);
          return;
        }
      }
    }
    await withStateOwner(clientAddress(ctx, config), () => next());
  };

  const middleware = chain([
    adoptAppKeys,
    bound,
    pinHost,
    mount(OIDC_MOUNT, provider),
    signInAssets(),
    loginRoute(config),
    interactionRoutes({ config, storage, state, provider, gate }),
    ...(config.passkeys ? [passkeyRoutes({ config, storage, state, provider, gate })] : []),
    authApiRoutes({ config, state, verify }),
  ]);
  return {
    middleware,
    requireUser: requireUserMiddleware(verify),
    optionalUser: optionalUserMiddleware(verify),
    revokeGrant: (grantId) => revokeGrant(state, grantId),
    forgetAccount: (userId) => forgetAccountTokens(state, userId),
    close: () => state.close(),
  };
}

/** Runs middleware in order, each passing on to the next (koa-compose without the dependency). */
function chain(middlewares: Koa.Middleware[]): Koa.Middleware {
  return function auth(ctx, next) {
    const run = (index: number): Promise<void> => {
      const middleware = middlewares[index];
      return middleware ? Promise.resolve(middleware(ctx, () => run(index + 1))) : next();
    };
    return run(0);
  };
}

import type Koa from 'koa';
import type { Config } from '../configTypes.js';
import type { Storage, UserRecord } from '../storage/types.js';
import mount from 'koa-mount';
import { OIDC_MOUNT } from '@folio/shared';
import { authApiRoutes } from './apiRoutes.js';
import { optionalUserMiddleware, requireUserMiddleware } from './bearer.js';
import { interactionRoutes } from './interactions.js';
import { loadSigningKeys } from './keys.js';
import { loginRoute } from './loginRoute.js';
import { createProvider } from './provider.js';
import { createTokenVerifier, recordIssuer } from './tokens.js';

export { issueAccessToken } from './tokens.js';

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

/** Sign-in for the server: the embedded OpenID provider, its login pages, and bearer-token checks. */
export async function createAuth({ config, storage }: { config: Config; storage: Storage }): Promise<Auth> {
  const keys = await loadSigningKeys(storage.cluster);
  const provider = createProvider({ config, storage, keys });
  const verify = createTokenVerifier({ config, storage });
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

  const middleware = chain([
    adoptAppKeys,
    pinHost,
    mount(OIDC_MOUNT, provider),
    loginRoute(config),
    interactionRoutes({ config, storage, provider }),
    authApiRoutes({ config, storage, verify }),
  ]);
  return {
    middleware,
    requireUser: requireUserMiddleware(verify),
    optionalUser: optionalUserMiddleware(verify),
    close: async () => {},
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

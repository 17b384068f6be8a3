import type Koa from 'koa';
import { ERROR_MESSAGES } from '@folio/shared';
import type { Config } from '../configTypes.js';
import { errorPageBody, sendPage } from './html.js';
import { findProvider } from './providers.js';

/** Google is the spec's default provider (SPEC.md section 7). */
const DEFAULT_PROVIDER = 'google';
const LOGIN_PATH = /^\/auth\/login(?:\/([^/]*))?\/?$/;

/**
 * `GET /auth/login/{provider}` (SPEC.md section 7: a full-page redirect that starts sign-in).
 *
 * The PWA signs in with oidc-client-ts, which must start the authorization request itself (it keeps
 * the PKCE verifier and state in the browser), so this route cannot go to /oidc/auth directly.
 * Instead it sends the browser to the PWA's `/login?provider={provider}`; the PWA then calls
 * `signinRedirect({ extraQueryParams: { provider } })`, and the interaction step (interactions.ts)
 * reads that `provider` parameter to go straight to that upstream or to the local account page.
 *
 * An unknown or unconfigured provider is a 400 (`unknown_provider`), never a silent fallback to
 * another provider: asking for Google on a server without Google must not sign in locally.
 */
export function loginRoute(config: Config): Koa.Middleware {
  return async function authLogin(ctx, next) {
    const match = LOGIN_PATH.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const id = decodeSegment(match[1]);
    const provider = id ? findProvider(config, ctx, id) : null;
    if (provider) {
      ctx.status = 302;
      ctx.redirect(`/login?provider=${encodeURIComponent(provider.id)}`);
      return;
    }
    const message = ERROR_MESSAGES.unknown_provider;
    if (ctx.accepts('html', 'json') === 'html') {
      sendPage(ctx, 400, 'Unknown sign-in provider', errorPageBody('Unknown sign-in provider', message));
    } else {
      ctx.status = 400;
      ctx.body = { success: false, message, error: { code: 'unknown_provider', message } };
    }
  };
}

/** The provider id from the path: the default when absent, null when not valid percent-encoding. */
function decodeSegment(segment: string | undefined): string | null {
  if (!segment) return DEFAULT_PROVIDER;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

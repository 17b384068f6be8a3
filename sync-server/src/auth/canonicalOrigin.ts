import type { IncomingHttpHeaders } from 'node:http';
import type Koa from 'koa';
import type { Config } from '../configTypes.js';
import { isLocalClient, isLoopbackHost } from './clientAddress.js';
import { sendPage, html } from './html.js';

/**
 * Paths that answer at any address: the API (bearer tokens), the provider, published pages, and
 * files (anything whose last segment has an extension: scripts, icons, sitemap.xml, robots.txt).
 */
const ANY_HOST = /^\/(?:api|oidc|portfolio|og)(?:\/|$)|^\/auth\/(?!login(?:\/|$))|\.[a-z0-9]+$/i;

/**
 * Sign-in only works at PUBLIC_URL: the provider's issuer, redirect URIs, cookies and passkeys
 * (WebAuthn's RP ID) all name that origin, and the app's CSP lets it talk to its own origin only.
 * A browser that opened the app at another address of this server (http://127.0.0.1:8787 while
 * PUBLIC_URL says localhost) is sent to the same page at PUBLIC_URL (issue 12, class 10).
 *
 * Only when the address comes from the browser itself: the Host of a direct connection, or
 * X-Forwarded-Host from a trusted proxy. A proxy that rewrites Host without saying so would
 * otherwise loop forever. Someone on another device who reached a server that calls itself
 * localhost cannot be sent there (their localhost is their own machine): they get a page saying
 * how to set PUBLIC_URL instead.
 */
export function canonicalOrigin(config: Config): Koa.Middleware {
  const canonical = new URL(config.publicUrl);
  const hostToLeave = otherOriginHost(config);
  return async function redirectToCanonicalOrigin(ctx, next) {
    const host = answersAtAnyHost(ctx.method, ctx.path) ? null : hostToLeave(ctx.req.headers);
    if (host === null) return next();
    if (
      isLoopbackHost(canonical.hostname) &&
      !isLocalClient(ctx, config) &&
      !isLoopbackHost(hostOnly(host))
    ) {
      sendPage(
        ctx,
        421,
        'Open Folio at its own address',
        html`<h1>This Folio server is set up for this computer only</h1>
          <p>
            It calls itself ${config.publicUrl}, which only works on the computer it runs on. To use it from
            other devices, start it with PUBLIC_URL set to the address they use, for example
            <code>PUBLIC_URL=http://${host}</code>.
          </p>`,
      );
      return;
    }
    ctx.status = 308;
    ctx.redirect(`${canonical.origin}${redirectPath(ctx.originalUrl)}`);
  };
}

/** Whether canonicalOrigin() lets a request through whatever address it names. */
export function answersAtAnyHost(method: string | undefined, path: string): boolean {
  return (method !== 'GET' && method !== 'HEAD') || ANY_HOST.test(path);
}

/**
 * The host a request named when canonicalOrigin() sends it away from there (to PUBLIC_URL, or to a
 * page saying how to set it) unless answersAtAnyHost(), else null: what the middleware decides, from
 * the raw request, so the published pages' fast path in front of Koa (pages/fastPath.ts) decides the same.
 */
export function otherOriginHost(config: Config): (headers: IncomingHttpHeaders) => string | null {
  // Vite's dev server proxies with its own Host (npm run dev): the app really runs there.
  const accepted = new Set([
    new URL(config.publicUrl).host,
    ...config.devOrigins.map((origin) => new URL(origin).host),
  ]);
  return (headers) => {
    const forwarded = config.trustProxy ? header(headers, 'x-forwarded-host') : '';
    const named = forwarded || header(headers, 'host');
    // The usual request, naming the canonical host as it is written, needs no parsing (and stays
    // whatever proxy headers it has; the fast path of published pages asks this of every request).
    if (accepted.has(named)) return null;
    if (!forwarded && viaProxy(headers)) return null;
    const host = named.split(',')[0]?.trim().toLowerCase() ?? '';
    return !host || accepted.has(host) ? null : host;
  };
}

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** Whether a proxy header came without a trusted X-Forwarded-Host: the Host is then the proxy's. */
function viaProxy(headers: IncomingHttpHeaders): boolean {
  for (const name of PROXY_HEADERS) if (header(headers, name) !== '') return true;
  return false;
}

/** A request header as Koa's ctx.get reads it: '' when missing. */
function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The request's own target when it is a plain path; anything else goes home: an absolute-form target
 * (`http://x.test/`, `*`) names no path here, and a path that could read as another host
 * (`//evil.example/`, backslashes) is no app page.
 */
function redirectPath(target: string): string {
  return target.startsWith('/') && !/^\/[/\\]|\\/.test(target) ? target : '/';
}

function hostOnly(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host);
}

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
  // Vite's dev server proxies with its own Host (npm run dev): the app really runs there.
  const accepted = new Set([canonical.host, ...config.devOrigins.map((origin) => new URL(origin).host)]);
  return async function redirectToCanonicalOrigin(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ANY_HOST.test(ctx.path)) return next();
    const forwarded = config.trustProxy ? ctx.get('x-forwarded-host') : '';
    const proxied = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'].some(
      (name) => ctx.get(name) !== '',
    );
    if (!forwarded && proxied) return next();
    const host = (forwarded || ctx.get('host')).split(',')[0]?.trim().toLowerCase() ?? '';
    if (!host || accepted.has(host)) return next();
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

import type { IncomingMessage, RequestListener } from 'node:http';
import { isIP } from 'node:net';
import type { Config } from '../configTypes.js';
import type { CustomDomainRecord } from '../storage/types.js';

/** This server's own host names: PUBLIC_URL's and the development origins'. */
export function ownHostnames(config: Config): string[] {
  return [config.publicUrl, ...config.devOrigins].map((origin) => new URL(origin).hostname.toLowerCase());
}

/**
 * Which Host names get the app (everything but custom domains): PUBLIC_URL's and DEV_ORIGINS'
 * hosts, localhost, IP addresses (a health check, a proxy that names the instance by address) and
 * names without a dot (a proxy's internal upstream name). Every other name is treated as a custom
 * domain (site.ts: nothing unless verified; without PUBLIC_URL, unknown names still get the app).
 */
export function appHostFilter(config: Config): (hostname: string) => boolean {
  const own = new Set(ownHostnames(config));
  return (hostname) => {
    const name = hostname
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^\[|\]$/g, '');
    return (
      name === '' || own.has(name) || !name.includes('.') || name.endsWith('.localhost') || isIP(name) !== 0
    );
  };
}

/** What names the request's host, before Koa parses it: X-Forwarded-Host from a trusted proxy, else Host. */
function hostHeader(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded) || req.headers.host || '';
}

/** The host name in a Host value: the first of a list, without its port. */
function hostnameIn(value: string): string {
  const first = value.split(',')[0]?.trim() ?? '';
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  return first.replace(/:\d*$/, '');
}

/**
 * Sends requests for the app's own hosts to `fast` (the published pages' fast path) and the rest —
 * custom domains — straight to the app, so a cached page is never written for another host.
 */
export function appHostsOnly(config: Config, fast: RequestListener, app: RequestListener): RequestListener {
  const isAppHost = appHostFilter(config);
  // Nearly every request names the host the one before it named, and parsing a name costs about as
  // much as the rest of a cached page's path: the last answer is kept, one entry, so a client
  // sending ever new names only pays what everyone paid before.
  let lastValue: string | null = null;
  let lastIsApp = false;
  return function routeByHost(req, res) {
    const value = hostHeader(req, config.trustProxy);
    if (value !== lastValue) {
      lastIsApp = isAppHost(hostnameIn(value));
      lastValue = value;
    }
    if (lastIsApp) void fast(req, res);
    else void app(req, res);
  };
}

/**
 * The verified claim that serves `host`: its own, else for `www.{domain}` the bare domain's
 * (`alias`: the www name redirects there). Whoever proved the bare domain controls its www name;
 * the other way round is not implied, so a verified www name never serves its bare domain.
 */
export async function verifiedClaimFor(
  host: string,
  getVerified: (domain: string) => Promise<CustomDomainRecord | null>,
): Promise<{ record: CustomDomainRecord; alias: boolean } | null> {
  const own = await getVerified(host);
  if (own) return { record: own, alias: false };
  const bare = host.startsWith('www.') ? await getVerified(host.slice('www.'.length)) : null;
  return bare ? { record: bare, alias: true } : null;
}

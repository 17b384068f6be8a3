import { isIP } from 'node:net';

/** Longer referring URLs aren't parsed at all (browsers send far shorter ones). */
const MAX_REFERRER_URL = 4096;
/** The longest a DNS name can be. */
const MAX_HOST = 253;

/**
 * The referring site's host, the only part of a referrer that is kept: lower-cased, IDNs as the
 * URL parser gives them (punycode), no port, path or query. Null for what says nothing about
 * another site: no referrer, not http(s), this server's or this page's own host, names without a
 * dot (an intranet or localhost), or anything too long. IP literals are kept as they are.
 */
export function referrerHost(raw: string, ownHosts: readonly string[]): string | null {
  if (!raw || raw.length > MAX_REFERRER_URL) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host.length > MAX_HOST) return null;
  const ip = isIP(host.replace(/^\[|\]$/g, '')) !== 0;
  if (!ip && !host.includes('.')) return null;
  const own = ownHosts.map((h) => h.toLowerCase().replace(/\.$/, ''));
  return own.includes(host) ? null : host;
}

/**
 * Content-Security-Policy of published pages: scripts and styles only from this origin (no inline
 * script at all; JSON-LD is a data block, which CSP does not execute), images from here, data: and
 * https:, forms post only here, and no framing.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** Published pages may sit in a CDN for a minute and be served stale for ten while it revalidates. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** The longest a shared cache may serve a published page (max-age plus stale-while-revalidate). */
export const PAGE_SHARED_CACHE_SECONDS = 660;
/** Hashed asset files never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const PAGE_HEADER_SETS = new Map<string, Readonly<Record<string, string>>>();

/**
 * Headers of a published page. The same object is returned for the same arguments, so the cached
 * page can keep its merged header sets (CompressedEntity.write). The fast path skips the app's
 * securityHeaders middleware, so the headers it sets are repeated here.
 */
export function pageHeaders(
  noindex: boolean,
  https = false,
  /** The page was chosen by the request's Accept-Language (a portfolio's bare address with translations). */
  negotiated = false,
): Readonly<Record<string, string>> {
  const key = `${noindex}|${https}|${negotiated}`;
  let headers = PAGE_HEADER_SETS.get(key);
  if (!headers) {
    headers = Object.freeze({
      'Content-Security-Policy': PAGE_CSP,
      'Cache-Control': PAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
      ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
      ...(negotiated ? { Vary: 'Accept-Language' } : {}),
    });
    PAGE_HEADER_SETS.set(key, headers);
  }
  return headers;
}

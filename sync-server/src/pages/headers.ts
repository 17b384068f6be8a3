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
/** Hashed asset files never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function pageHeaders(noindex: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': PAGE_CSP,
    'Cache-Control': PAGE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
  };
}

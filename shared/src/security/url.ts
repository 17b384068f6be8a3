/** Schemes a link on a public page may use (issue 6, STACK.md: React lets data: and vbscript: through). */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Returns the URL when it is safe to put in an href, otherwise ''. Bare domains
 * ("github.com/jdoe", "www.site.dev") get https:// so parsed resumes keep their links.
 */
export function safeUrl(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  // Control characters and whitespace inside a URL are how scheme checks get bypassed ("java\nscript:").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return '';
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  const candidate = hasScheme ? value : looksLikeDomain(value) ? `https://${value}` : '';
  if (!candidate) return '';
  try {
    const url = new URL(candidate);
    if (!SAFE_SCHEMES.has(url.protocol)) return '';
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname) return '';
    return url.href;
  } catch {
    return '';
  }
}

function looksLikeDomain(value: string): boolean {
  return /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(value);
}

/** True for http(s) URLs only: what a "live link" or a social profile may be. */
export function isWebUrl(raw: string): boolean {
  const url = safeUrl(raw);
  return url.startsWith('http://') || url.startsWith('https://');
}

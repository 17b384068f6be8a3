import { readLocal, readSession, writeLocal, writeSession } from './storage.js';

/** The bearer token sent on every API call (SPEC.md section 3: local storage `authToken`). */
export function getAuthToken(): string | null {
  const token = readLocal('authToken');
  return token && token.trim() ? token : null;
}

/** Stores or (with null) removes the bearer token. */
export function setAuthToken(token: string | null): void {
  writeLocal('authToken', token && token.trim() ? token : null);
}

/** The path to return to after sign-in (session storage, SPEC.md section 4). */
export function getPostLoginRedirect(): string | null {
  return sanitizeRedirect(readSession('postLoginRedirect'));
}

export function setPostLoginRedirect(path: string | null): void {
  writeSession('postLoginRedirect', path === null ? null : sanitizeRedirect(path));
}

/**
 * Only same-origin app paths are valid redirect targets: a stored value that points elsewhere
 * ("//evil.example", "https://…", "/\\evil") would turn sign-in into an open redirect.
 */
export function sanitizeRedirect(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters are how prefix checks get bypassed ("/\t/evil.example").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(path)) return null;
  return path;
}

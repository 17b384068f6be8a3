import { createHash, randomBytes } from 'node:crypto';
import { PWA_CLIENT_ID } from '@folio/shared';
import type { CookieJar, Hop } from './cookieJar.js';

/**
 * What the PWA's oidc-client-ts does, by hand: an authorization request with PKCE S256, the
 * callback's code, the token request, refresh. Used to drive the embedded provider over HTTP.
 */

export interface Authorization {
  url: string;
  verifier: string;
  state: string;
  redirectUri: string;
}

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
}

export function authorizationRequest(
  origin: string,
  extra: Record<string, string> = {},
  options: { redirectUri?: string; method?: 'S256' | 'plain' } = {},
): Authorization {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const redirectUri = options.redirectUri ?? `${origin}/auth/callback`;
  const method = options.method ?? 'S256';
  const challenge = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const params = new URLSearchParams({
    client_id: PWA_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    state,
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: challenge,
    code_challenge_method: method,
    ...extra,
  });
  return { url: `${origin}/oidc/auth?${params}`, verifier, state, redirectUri };
}

/** Follows redirects from `url` until the app's callback (not requested) or a page. */
export function followToCallback(jar: CookieJar, auth: Authorization, url: string, init: RequestInit = {}) {
  return jar.follow(url, init, (next) => next.startsWith(auth.redirectUri));
}

/** The code from the last hop when it reached the callback; throws with what happened otherwise. */
export function codeFrom(auth: Authorization, hops: Hop[]): string {
  const last = hops.at(-1);
  if (!last || !last.url.startsWith(auth.redirectUri)) {
    throw new Error(`Did not reach the callback: ${hops.map((h) => `${h.status} ${h.url}`).join(' → ')}`);
  }
  const params = new URL(last.url).searchParams;
  if (params.get('state') !== auth.state) throw new Error('state mismatch');
  const code = params.get('code');
  if (!code) throw new Error(`No code: ${last.url}`);
  return code;
}

/** Posts the local account form found on `page` (the local sign-in page). */
export async function submitLocalForm(
  jar: CookieJar,
  auth: Authorization,
  pageUrl: string,
  pageHtml: string,
  fields: { name: string; email: string },
): Promise<Hop[]> {
  const action = /<form method="post" action="([^"]+)"/.exec(pageHtml)?.[1];
  if (!action) throw new Error(`No form on ${pageUrl}`);
  return followToCallback(jar, auth, new URL(action.replace(/&amp;/g, '&'), pageUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function tokenRequest(origin: string, params: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: PWA_CLIENT_ID, ...params }).toString(),
  });
}

export async function exchangeCode(origin: string, auth: Authorization, code: string): Promise<TokenSet> {
  const response = await tokenRequest(origin, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: auth.redirectUri,
    code_verifier: auth.verifier,
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`Token request failed: ${response.status} ${JSON.stringify(body)}`);
  // The test asserts on the fields it uses; a missing one fails there.
  return body as TokenSet;
}

/** The whole local sign-in: authorize → local page → form → callback → tokens. */
export async function signInLocally(
  jar: CookieJar,
  origin: string,
  fields: { name: string; email: string },
): Promise<TokenSet> {
  const auth = authorizationRequest(origin, { provider: 'local' });
  const hops = await followToCallback(jar, auth, auth.url);
  const page = hops.at(-1);
  if (!page || page.status !== 200)
    throw new Error(`Expected the local page: ${hops.map((h) => `${h.status} ${h.url}`).join(' → ')}`);
  const after = await submitLocalForm(jar, auth, page.url, await page.response.text(), fields);
  return exchangeCode(origin, auth, codeFrom(auth, after));
}

/** GET with a bearer token; returns status and parsed JSON. */
export async function getJson(url: string, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

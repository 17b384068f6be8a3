import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config, UpstreamProvider } from '../configTypes.js';
import { upstreamId } from './providers.js';

/**
 * The server side of signing in with an upstream OpenID provider (Google or any issuer): discovery,
 * the authorization URL (code + PKCE S256, state, nonce), the code exchange with the client secret
 * (Google requires the secret even with PKCE, STACK.md gotcha 11) and ID-token verification.
 */

const GOOGLE_ISSUER = 'https://accounts.google.com';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
const ID_TOKEN_ALGS = ['RS256', 'PS256', 'ES256', 'EdDSA', 'Ed25519'];

/** Sign-in upstream failed; the message is safe to show to the person signing in. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

export interface UpstreamIdentity {
  sub: string;
  email: string;
  name: string;
}

interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  basicAuth: boolean;
}

export interface UpstreamClient {
  id: string;
  redirectUri: string;
  authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string>;
  /** Exchanges the code and verifies the ID token; throws UpstreamError. */
  exchange(input: { code: string; codeVerifier: string; nonce: string }): Promise<UpstreamIdentity>;
}

export function createUpstreamClient(config: Config, upstream: UpstreamProvider): UpstreamClient {
  const id = upstreamId(upstream);
  const issuer = upstream.kind === 'google' ? GOOGLE_ISSUER : upstream.issuer;
  const redirectUri = `${config.publicUrl}/auth/upstream/${encodeURIComponent(id)}/callback`;
  let discovery: { value: Promise<Discovery>; at: number } | null = null;
  let jwks: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

  const discover = (): Promise<Discovery> => {
    if (!discovery || Date.now() - discovery.at > DISCOVERY_TTL_MS) {
      const value = fetchDiscovery(issuer);
      value.catch(() => {
        discovery = null;
      });
      discovery = { value, at: Date.now() };
    }
    return discovery.value;
  };

  return {
    id,
    redirectUri,
    async authorizationUrl({ state, nonce, codeChallenge }) {
      const { authorizationEndpoint } = await discover();
      const url = new URL(authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: upstream.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(upstream.kind === 'google' ? { prompt: 'select_account' } : {}),
      }).toString();
      return url.href;
    },
    async exchange({ code, codeVerifier, nonce }) {
      const meta = await discover();
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      if (meta.basicAuth) {
        // RFC 6749 section 2.3.1: id and secret are form-encoded before base64.
        const user = encodeURIComponent(upstream.clientId);
        const secret = encodeURIComponent(upstream.clientSecret);
        headers.authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
      } else {
        body.set('client_id', upstream.clientId);
        body.set('client_secret', upstream.clientSecret);
      }
      const response = await fetchUpstream(meta.tokenEndpoint, { method: 'POST', headers, body });
      const json: unknown = await response.json().catch(() => null);
      const idToken = isRecord(json) && typeof json.id_token === 'string' ? json.id_token : null;
      if (!response.ok || !idToken)
        throw new UpstreamError('The sign-in provider did not accept the sign-in.');

      if (!jwks || jwks.uri !== meta.jwksUri)
        jwks = { uri: meta.jwksUri, set: createRemoteJWKSet(new URL(meta.jwksUri)) };
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks.set, {
          issuer: meta.issuer,
          audience: upstream.clientId,
          algorithms: ID_TOKEN_ALGS,
          requiredClaims: ['sub', 'iat', 'exp'],
        }));
      } catch {
        throw new UpstreamError('The sign-in provider sent an identity we could not verify.');
      }
      if (payload.nonce !== nonce)
        throw new UpstreamError('The sign-in response did not match this sign-in.');
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== upstream.clientId) {
        throw new UpstreamError('The sign-in response was meant for another application.');
      }
      return identityOf(payload);
    },
  };
}

function identityOf(payload: JWTPayload): UpstreamIdentity {
  const { sub, email, email_verified: verified, name } = payload;
  if (typeof sub !== 'string' || !sub) throw new UpstreamError('The sign-in provider sent no account id.');
  if (typeof email !== 'string' || !email.includes('@')) {
    throw new UpstreamError(
      'The sign-in provider did not share an email address. Allow access to your email and try again.',
    );
  }
  // Google and most issuers say whether the address is verified; an explicit "no" is refused.
  if (verified === false || verified === 'false') {
    throw new UpstreamError('Your email address is not verified with the sign-in provider.');
  }
  const displayName = typeof name === 'string' && name.trim() ? name.trim() : (email.split('@')[0] ?? email);
  return { sub, email: email.trim().toLowerCase(), name: displayName };
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetchUpstream(url, { headers: { accept: 'application/json' } });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(json))
    throw new UpstreamError('The sign-in provider is not reachable right now.');
  const { issuer: declared, authorization_endpoint: auth, token_endpoint: token, jwks_uri: jwksUri } = json;
  const methods = json.token_endpoint_auth_methods_supported;
  // OpenID Connect Discovery 1.0 section 4.3: the issuer must be exactly the one we asked.
  if (declared !== issuer || !isHttpUrl(auth) || !isHttpUrl(token) || !isHttpUrl(jwksUri)) {
    throw new UpstreamError('The sign-in provider is misconfigured.');
  }
  // The default when the list is missing is client_secret_basic (OpenID Connect Discovery 1.0).
  const basicAuth = !Array.isArray(methods) || methods.includes('client_secret_basic');
  return { issuer: declared, authorizationEndpoint: auth, tokenEndpoint: token, jwksUri, basicAuth };
}

async function fetchUpstream(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw new UpstreamError('The sign-in provider is not reachable right now.');
  }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

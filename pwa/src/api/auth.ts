import {
  API,
  type AuthMeResponse,
  type ClientConfigResponse,
  type ProviderInfo,
  type User,
} from '@folio/shared';
import { apiCall, apiFetch, type ApiRequest } from './client.js';
import { bool, list, optStr, record, str, ParseError } from './parse.js';

export function parseUser(value: unknown): User {
  const u = record(value, 'user');
  return {
    _id: str(u, '_id'),
    name: optStr(u, 'name'),
    email: optStr(u, 'email'),
    plan: optStr(u, 'plan') || 'free',
    ...(bool(u, 'admin', false) ? { admin: true } : {}),
  };
}

/**
 * SPEC.md section 4: success with a user means authenticated; a body without the success flag is a
 * failure, reported as ParseError so the caller clears the session.
 */
export function parseAuthMe(value: unknown): AuthMeResponse {
  const body = record(value, 'response');
  if (body.success !== true) throw new ParseError('no success flag');
  return { success: true, user: parseUser(body.user) };
}

/** GET /api/auth/me: the signed-in user. */
export function fetchMe(request?: ApiRequest): Promise<AuthMeResponse> {
  return apiCall(API.authMe, parseAuthMe, request);
}

/**
 * POST /api/auth/logout: revokes the session and its tokens on the server. A POST from the app's own
 * origin, so no other site can sign anyone out (the server checks the Origin).
 */
export async function logoutOnServer(): Promise<void> {
  await apiFetch(API.authLogout, { method: 'POST', clearSessionOn401: false, timeoutMs: 5_000 });
}

function parseProvider(value: unknown): ProviderInfo {
  const p = record(value, 'provider');
  return { id: str(p, 'id'), label: str(p, 'label') };
}

/** GET /api/auth/providers: the sign-in buttons this server offers, labels included. */
export function fetchProviders(): Promise<ProviderInfo[]> {
  return apiCall(
    API.authProviders,
    (body) => list(record(body, 'response').providers, 'providers', parseProvider),
    {
      auth: false,
    },
  );
}

export function parseClientConfig(value: unknown): ClientConfigResponse {
  const c = record(value, 'config');
  return {
    authority: str(c, 'authority'),
    clientId: str(c, 'clientId'),
    scope: str(c, 'scope'),
    enhanceModel: bool(c, 'enhanceModel', false),
  };
}

/** GET /api/config: what oidc-client-ts needs. */
export function fetchClientConfig(): Promise<ClientConfigResponse> {
  return apiCall(API.clientConfig, parseClientConfig, { auth: false });
}

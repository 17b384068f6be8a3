/** What /auth/callback was given, decided from its query string alone (pure, so it is unit tested). */
export type CallbackAction =
  | { kind: 'error'; message: string }
  | { kind: 'token'; token: string }
  | { kind: 'oidc' }
  | { kind: 'missing' };

export function callbackAction(params: URLSearchParams): CallbackAction {
  // An OpenID Connect response (success or error) always carries the state we sent; oidc-client-ts
  // must see it either way, to finish a popup and to clean up what it stored for the request.
  if (params.get('state') && (params.get('code') || params.get('error'))) return { kind: 'oidc' };
  const error = params.get('error');
  if (error !== null) return { kind: 'error', message: error.trim() || 'Authentication failed' };
  const token = params.get('token');
  if (token) return { kind: 'token', token };
  return { kind: 'missing' };
}

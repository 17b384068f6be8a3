import { describe, expect, it } from 'vitest';
import { callbackAction } from './callbackAction.js';

const of = (query: string) => callbackAction(new URLSearchParams(query));

describe('callbackAction (SPEC.md section 2, /auth/callback)', () => {
  it('an OpenID Connect response, success or error, goes to oidc-client-ts', () => {
    expect(of('code=abc&state=xyz')).toEqual({ kind: 'oidc' });
    expect(of('error=access_denied&state=xyz')).toEqual({ kind: 'oidc' });
  });
  it('the spec’s ?error= carries its message to /login', () => {
    expect(of('error=Provider%20refused')).toEqual({ kind: 'error', message: 'Provider refused' });
  });
  it('the spec’s ?token= signs in with that token', () => {
    expect(of('token=t0k')).toEqual({ kind: 'token', token: 't0k' });
  });
  it('neither: missing (→ "No token received")', () => {
    expect(of('')).toEqual({ kind: 'missing' });
    expect(of('code=abc')).toEqual({ kind: 'missing' });
  });
});

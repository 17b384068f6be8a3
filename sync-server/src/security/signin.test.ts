import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { API, API_AUDIENCE, PWA_CLIENT_ID } from '@folio/shared';
import { loadSigningKeys } from '../auth/keys.js';
import { CookieJar } from '../auth/testing/cookieJar.js';
import {
  authorizationRequest,
  followToCallback,
  getJson,
  signInLocally,
} from '../auth/testing/pkceClient.js';
import { CLI_CLIENT_ID } from '../auth/tokens.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { header, rawRequest } from './raw.js';

/*
 * Sign-in from an attacker's point of view: tokens the server must refuse however they are crafted
 * or carried, redirects that must never leave the origin, provider names that must not be reflected,
 * cookies that must not ride along on another site's requests, and CORS that never lets another
 * origin read the API.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const EVIL = 'https://evil.example';

async function claimsFor(email: string) {
  const user = await userFor(server, email);
  return {
    iss: `${server.url}/oidc`,
    aud: API_AUDIENCE,
    sub: user.id,
    gid: `cli-${email}`,
    client_id: CLI_CLIENT_ID,
    email: user.email,
    name: user.name,
    usub: user.subject,
    uprov: user.provider,
  };
}

async function serverJwk(): Promise<JWK> {
  const [jwk] = (await loadSigningKeys(server.dataDir)).publicJwks;
  if (!jwk) throw new Error('no signing key');
  return jwk;
}

const me = (token: string) => getJson(server.url + API.authMe, token);

describe('crafted tokens', () => {
  it('refuses HS256 signed with the server’s public key (algorithm confusion)', async () => {
    const jwk = await serverJwk();
    const pem = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const claims = await claimsFor('confused@example.org');
    for (const secret of [pem, JSON.stringify(jwk)]) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: jwk.kid })
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(secret));
      expect((await me(token)).status).toBe(401);
    }
  });

  it('refuses a token that brings its own key (embedded jwk, jku, x5u headers)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const ownJwk = await exportJWK(publicKey);
    const claims = await claimsFor('selfsigned@example.org');
    const kid = (await serverJwk()).kid;
    const headers = [
      { alg: 'ES256', typ: 'at+jwt', jwk: ownJwk },
      { alg: 'ES256', typ: 'at+jwt', kid, jku: `${EVIL}/jwks.json` },
      { alg: 'ES256', typ: 'at+jwt', kid, x5u: `${EVIL}/cert.pem` },
    ];
    for (const protectedHeader of headers) {
      const token = await new SignJWT(claims)
        .setProtectedHeader(protectedHeader)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
      expect((await me(token)).status, JSON.stringify(Object.keys(protectedHeader))).toBe(401);
    }
  });

  it('refuses the ID token and the refresh token of a real sign-in as API tokens (other audience)', async () => {
    const jar = new CookieJar();
    const tokens = await signInLocally(jar, server.url, { name: 'Ida', email: 'ida@example.org' });
    expect((await me(tokens.access_token)).status).toBe(200);
    expect((await me(tokens.id_token ?? '')).status).toBe(401);
    expect((await me(tokens.refresh_token ?? '')).status).toBe(401);
  });

  it('refuses a token for the wrong audience even when signed with the server’s own key', async () => {
    const [jwk] = (await loadSigningKeys(server.dataDir)).privateJwks;
    if (!jwk) throw new Error('no signing key');
    const key = await importJWK(jwk, 'ES256');
    for (const aud of [PWA_CLIENT_ID, `${server.url}/api`, [API_AUDIENCE + 'x']]) {
      const token = await new SignJWT({ ...(await claimsFor('aud@example.org')), aud })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwk.kid })
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
      expect((await me(token)).status, JSON.stringify(aud)).toBe(401);
    }
  });
});

describe('where a token may travel', () => {
  it('accepts it only in the Authorization header, never in the query string or a cookie', async () => {
    const token = await tokenFor(server, 'carrier@example.org');
    expect((await me(token)).status).toBe(200);
    for (const query of ['access_token', 'token', 'authToken', 'bearer']) {
      const res = await fetch(`${server.url}${API.authMe}?${query}=${encodeURIComponent(token)}`);
      expect(res.status, query).toBe(401);
      const list = await fetch(`${server.url}${API.portfolios}?${query}=${encodeURIComponent(token)}`);
      expect(list.status, query).toBe(401);
    }
    for (const cookie of [`authToken=${token}`, `access_token=${token}`, `token=${token}`]) {
      expect((await fetch(server.url + API.portfolios, { headers: { cookie } })).status, cookie).toBe(401);
    }
    for (const authorization of [`Basic ${token}`, `Token ${token}`, token, `Bearer ${token} extra`]) {
      const res = await fetch(server.url + API.portfolios, { headers: { authorization } });
      expect(res.status, authorization.slice(0, 12)).toBe(401);
    }
  });
});

describe('redirects never leave the origin', () => {
  it('refuses every redirect_uri that is not exactly registered, without a Location elsewhere', async () => {
    const own = new URL(server.url);
    const variants = [
      `${EVIL}/auth/callback`,
      `//evil.example/auth/callback`,
      `${server.url}@evil.example/auth/callback`,
      `${server.url}.evil.example/auth/callback`,
      `${server.url}/auth/callback/../../evil`,
      `${server.url}/auth/callback#@evil.example`,
      `${server.url}/auth/callback%2F..%2F..%2Fevil`,
      `${server.url.replace('http:', 'HTTP:')}/AUTH/callback`,
      `http://localhost:${own.port}/auth/callback`,
      `javascript:alert(1)//${own.host}/auth/callback`,
      `data:text/html,<script>alert(1)</script>`,
      '/auth/callback',
    ];
    for (const redirectUri of variants) {
      const auth = authorizationRequest(server.url, { provider: 'local' }, { redirectUri });
      const hops = await new CookieJar().follow(auth.url);
      expect(hops, redirectUri).toHaveLength(1);
      const [hop] = hops;
      expect(hop?.status, redirectUri).toBe(400);
      expect(hop?.location, redirectUri).toBeNull();
      const body = (await hop?.response.text()) ?? '';
      expect(body, redirectUri).not.toContain('<script>alert');
    }
  });

  it('refuses a post_logout_redirect_uri to anywhere but the app', async () => {
    const variants = [
      `${EVIL}/`,
      '//evil.example/',
      `${server.url}@evil.example/`,
      `${server.url}.evil.example/`,
      `${server.url}/../evil`,
      'javascript:alert(1)',
    ];
    for (const target of variants) {
      const res = await rawRequest(
        server.url,
        `/oidc/session/end?client_id=${PWA_CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent(target)}`,
      );
      expect(res.status, target).toBe(400);
      expect(header(res, 'location'), target).toBe('');
      expect(res.text, target).not.toContain('evil.example');
    }
    // The control: the app's own address is accepted (a confirmation form, then back to the app).
    const ok = await rawRequest(
      server.url,
      `/oidc/session/end?client_id=${PWA_CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent(`${server.url}/`)}`,
    );
    expect(ok.status).toBe(200);
  });

  it('sends /auth/login/{provider} only to a relative app path', async () => {
    const res = await rawRequest(server.url, '/auth/login/local');
    expect(res.status).toBe(302);
    expect(header(res, 'location')).toBe('/login?provider=local');
  });
});

describe('GET /auth/login/{provider} with odd providers', () => {
  const odd: [string, string][] = [
    ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
    ['dot-encoded traversal', '%2e%2e%2f%2e%2e%2f'],
    ['double-encoded traversal', '..%252f..%252f'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['encoded javascript: URL', 'javascript%3Aalert(document.domain)'],
    ['script tag', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['attribute breaker', '%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
    ['header injection', '%0d%0aSet-Cookie:%20pwned=1'],
    ['NUL byte', 'local%00'],
    ['other case', 'LOCAL'],
    ['trailing encoded slash', 'local%2F'],
    ['4000 characters', `x${'A'.repeat(4000)}`],
  ];
  it.each(odd)('answers 400 to a %s without reflecting it, in HTML and JSON', async (_label, segment) => {
    const decoded = (() => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })();
    for (const accept of ['text/html', 'application/json']) {
      const res = await rawRequest(server.url, `/auth/login/${segment}`, { headers: { accept } });
      expect(res.status, accept).toBe(400);
      expect(header(res, 'location'), accept).toBe('');
      expect(res.headers['set-cookie'], accept).toBeUndefined();
      for (const needle of ['alert(', '<script', 'onerror', 'pwned', 'passwd', 'AAAAAAAAAA']) {
        expect(res.text.includes(needle) && decoded.includes(needle), `${accept} ${needle}`).toBe(false);
      }
    }
  });
});

describe('cookies of sign-in', () => {
  it('are HttpOnly and SameSite=Lax, so another site’s form post carries none', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const hops = await followToCallback(jar, auth, auth.url);
    const cookies = hops.flatMap((hop) => hop.response.headers.getSetCookie());
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.toLowerCase(), cookie.split('=')[0]).toContain('httponly');
      expect(cookie.toLowerCase(), cookie.split('=')[0]).toMatch(/samesite=(lax|strict)/);
    }
  });

  it('a local sign-in form posted with the cookie of another interaction is refused', async () => {
    const victim = new CookieJar();
    const first = authorizationRequest(server.url, { provider: 'local' });
    const victimPage = (await followToCallback(victim, first, first.url)).at(-1);
    const attacker = new CookieJar();
    const second = authorizationRequest(server.url, { provider: 'local' });
    await followToCallback(attacker, second, second.url);
    // The attacker posts to the victim's interaction with the attacker's own interaction cookie.
    const victimUid = new URL(victimPage?.url ?? '').pathname;
    const res = await attacker.fetch(`${server.url}${victimUid}/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Eve', email: 'eve-csrf@example.org' }).toString(),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await server.storage.users.findByEmail('eve-csrf@example.org')).toBeNull();
  });

  it('another site can neither link to logout nor post to it: the browser session lives on', async () => {
    const jar = new CookieJar();
    const tokens = await signInLocally(jar, server.url, { name: 'Lou', email: 'lou@example.org' });
    // What a browser sends when another site sends it here (a link or a top-level redirect)…
    const link = await jar.fetch(server.url + API.authLogout, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(link.status).toBe(405);
    expect(link.headers.get('allow')).toBe('POST');
    // …and when its form posts here: the Lax session cookie rides along on a top-level POST too.
    const post = await jar.fetch(server.url + API.authLogout, {
      method: 'POST',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await me(tokens.access_token)).status).toBe(200);
    // The session lives on: signing in again does not ask (prompt=none succeeds).
    const again = authorizationRequest(server.url, { prompt: 'none' });
    const hops = await followToCallback(jar, again, again.url);
    expect(new URL(hops.at(-1)?.url ?? '').searchParams.get('code')).toBeTruthy();
  });
});

describe('CORS', () => {
  it('never lets another origin read the API with credentials', async () => {
    const token = await tokenFor(server, 'cors@example.org');
    const paths = [API.authMe, API.portfolios, API.messages, API.stats, API.clientConfig, API.authProviders];
    for (const path of paths) {
      const preflight = await rawRequest(server.url, path, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      const real = await rawRequest(server.url, path, {
        headers: { origin: EVIL, authorization: `Bearer ${token}`, cookie: 'x=1' },
      });
      for (const res of [preflight, real]) {
        expect(header(res, 'access-control-allow-origin'), path).toBe('');
        expect(header(res, 'access-control-allow-credentials'), path).toBe('');
      }
    }
  });

  it('the token endpoint answers only the app’s origin, and never with credentials', async () => {
    const body = `client_id=${PWA_CLIENT_ID}&grant_type=refresh_token&refresh_token=nope`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const evil = await rawRequest(server.url, '/oidc/token', {
      method: 'POST',
      headers: { ...headers, origin: EVIL },
      body,
    });
    expect(header(evil, 'access-control-allow-origin')).not.toBe(EVIL);
    expect(header(evil, 'access-control-allow-origin')).not.toBe('*');
    const own = await rawRequest(server.url, '/oidc/token', {
      method: 'POST',
      headers: { ...headers, origin: server.url },
      body,
    });
    expect(header(own, 'access-control-allow-origin')).toBe(server.url);
    for (const res of [evil, own]) expect(header(res, 'access-control-allow-credentials')).toBe('');
  });
});

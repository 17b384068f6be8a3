import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { API, PWA_CLIENT_ID } from '@folio/shared';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { CookieJar } from './testing/cookieJar.js';
import {
  authorizationRequest,
  codeFrom,
  exchangeCode,
  followToCallback,
  getJson,
  signInLocally,
  submitLocalForm,
  tokenRequest,
} from './testing/pkceClient.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.dispose();
});

describe('authorization code + PKCE with the local account page', () => {
  test('signs in and /api/auth/me answers with the user', async () => {
    const jar = new CookieJar();
    const tokens = await signInLocally(jar, server.url, { name: 'Jane Doe', email: 'Jane@Example.com' });

    const me = await getJson(server.url + API.authMe, tokens.access_token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      success: true,
      user: { _id: expect.any(String), name: 'Jane Doe', email: 'jane@example.com', plan: 'free' },
    });
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    // The ID token carries the profile claims (conformIdTokenClaims: false), as Google's does.
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com' });
  });

  test('the local page is a labelled form that says what a local account is', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const hops = await followToCallback(jar, auth, auth.url);
    const page = hops.at(-1);
    expect(page?.status).toBe(200);
    expect(page?.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = (await page?.response.text()) ?? '';
    expect(body).toMatch(/<label for="name">Name<\/label>/);
    expect(body).toMatch(/<input\s+id="name"\s+name="name"/);
    expect(body).toMatch(/<input\s+id="email"\s+name="email"/);
    expect(body).toMatch(/<label for="email">Email<\/label>/);
    expect(body).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(body).toMatch(/only\s+on\s+this\s+Folio\s+server/);
  });

  test('invalid input shows the form again with the values escaped', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const page = (await followToCallback(jar, auth, auth.url)).at(-1);
    const hops = await submitLocalForm(jar, auth, page?.url ?? '', (await page?.response.text()) ?? '', {
      name: '<script>alert(1)</script>',
      email: 'not-an-email"><img src=x>',
    });
    const again = hops.at(-1);
    expect(again?.status).toBe(400);
    const body = (await again?.response.text()) ?? '';
    expect(body).toContain('role="alert"');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<img src=x>');
  });

  test('a form posted without the interaction cookie (another site) is refused', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const page = (await followToCallback(jar, auth, auth.url)).at(-1);
    const stranger = new CookieJar();
    const hops = await submitLocalForm(stranger, auth, page?.url ?? '', (await page?.response.text()) ?? '', {
      name: 'Mallory',
      email: 'mallory@example.com',
    });
    expect(hops.at(-1)?.status).toBe(400);
    expect(await server.storage.users.findByEmail('mallory@example.com')).toBeNull();
  });

  test('PKCE with the plain method is refused', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' }, { method: 'plain' });
    const hops = await followToCallback(jar, auth, auth.url);
    const last = new URL(hops.at(-1)?.url ?? '');
    expect(last.pathname).toBe('/auth/callback');
    expect(last.searchParams.get('error')).toBe('invalid_request');
    expect(last.searchParams.get('code')).toBeNull();
  });

  test('an authorization request without PKCE is refused', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const url = new URL(auth.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const hops = await followToCallback(jar, auth, url.href);
    expect(new URL(hops.at(-1)?.url ?? '').searchParams.get('error')).toBe('invalid_request');
  });

  test('a code cannot be exchanged with the wrong verifier', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const page = (await followToCallback(jar, auth, auth.url)).at(-1);
    const hops = await submitLocalForm(jar, auth, page?.url ?? '', (await page?.response.text()) ?? '', {
      name: 'Vera',
      email: 'vera@example.com',
    });
    const response = await tokenRequest(server.url, {
      grant_type: 'authorization_code',
      code: codeFrom(auth, hops),
      redirect_uri: auth.redirectUri,
      code_verifier: 'x'.repeat(43),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  test('a redirect_uri that is not registered exactly is refused without redirecting', async () => {
    for (const redirectUri of [
      'https://evil.example/auth/callback',
      `${server.url}/auth/callback/`,
      `${server.url}/auth/callback?x=1`,
      'http://localhost:5173/auth/callback', // the Vite origin is allowed in development only
    ]) {
      const jar = new CookieJar();
      const auth = authorizationRequest(server.url, { provider: 'local' }, { redirectUri });
      const hops = await jar.follow(auth.url);
      expect(hops).toHaveLength(1);
      expect(hops[0]?.status).toBe(400);
      expect(await hops[0]?.response.text()).toMatch(/redirect_uri/);
    }
  });
});

describe('refresh tokens', () => {
  test('rotate on every use; reusing a rotated one revokes the whole grant', async () => {
    const jar = new CookieJar();
    const first = await signInLocally(jar, server.url, { name: 'Rita', email: 'rita@example.com' });

    const refreshed = await tokenRequest(server.url, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await getJson(server.url + API.authMe, second.access_token)).status).toBe(200);

    const reuse = await tokenRequest(server.url, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });

    // The family is gone: the newest refresh token and every access token of the grant stop working.
    const next = await tokenRequest(server.url, {
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    });
    expect(next.status).toBe(400);
    expect((await getJson(server.url + API.authMe, second.access_token)).status).toBe(401);
    expect((await getJson(server.url + API.authMe, first.access_token)).status).toBe(401);
  });
});

describe('logout', () => {
  test('revokes the access and refresh tokens and ends the browser session', async () => {
    const jar = new CookieJar();
    const tokens = await signInLocally(jar, server.url, { name: 'Leo', email: 'leo@example.com' });
    expect(jar.names(server.url)).toContain('_session');

    const response = await jar.fetch(server.url + API.authLogout, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: server.url },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ success: true });

    const me = await getJson(server.url + API.authMe, tokens.access_token);
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({
      success: false,
      message: expect.any(String),
      error: { code: 'unauthorized' },
    });
    const refresh = await tokenRequest(server.url, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refresh.status).toBe(400);

    // The next sign-in asks who you are again instead of silently reusing the old session.
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const hops = await followToCallback(jar, auth, auth.url);
    expect(new URL(hops.at(-1)?.url ?? '').pathname).toMatch(/^\/auth\/interaction\//);
  });

  test('answers 200 without a token or with a dead one', async () => {
    const logout = (headers: Record<string, string>) =>
      fetch(server.url + API.authLogout, { method: 'POST', headers: { origin: server.url, ...headers } });
    expect((await logout({})).status).toBe(200);
    expect((await logout({ authorization: 'Bearer not-a-token' })).status).toBe(200);
  });
});

describe('the browser session', () => {
  test('signs in again without the page while the session lives (prompt=none)', async () => {
    const jar = new CookieJar();
    await signInLocally(jar, server.url, { name: 'Sam', email: 'sam@example.com' });
    const auth = authorizationRequest(server.url, { prompt: 'none' });
    const tokens = await exchangeCode(
      server.url,
      auth,
      codeFrom(auth, await followToCallback(jar, auth, auth.url)),
    );
    expect(await getJson(server.url + API.authMe, tokens.access_token)).toMatchObject({
      status: 200,
      body: { user: { email: 'sam@example.com' } },
    });
  });
});

describe('GET /auth/login/{provider}', () => {
  test('sends the browser to the app, which starts the OpenID request with that provider', async () => {
    const response = await fetch(`${server.url}/auth/login/local`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?provider=local');
  });

  test('defaults to google, which is not configured here: 400, never a silent local sign-in', async () => {
    for (const path of ['/auth/login', '/auth/login/google', '/auth/login/nope', '/auth/login/%E0%A4%A']) {
      const response = await fetch(server.url + path, {
        redirect: 'manual',
        headers: { accept: 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'unknown_provider' } });
    }
    const page = await fetch(`${server.url}/auth/login/google`, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  test('an unknown provider in the authorization request gets an error page, not the local page', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'google' });
    const hops = await followToCallback(jar, auth, auth.url);
    expect(hops.at(-1)?.status).toBe(400);
    expect(await hops.at(-1)?.response.text()).not.toContain('<form');
  });
});

test('GET /api/auth/providers lists the local account when it is enabled', async () => {
  expect(await getJson(server.url + API.authProviders)).toEqual({
    status: 200,
    body: { providers: [{ id: 'local', label: 'Continue with a local account' }] },
  });
});

test('the provider publishes its metadata under /oidc with S256 only', async () => {
  const { status, body } = await getJson(`${server.url}/oidc/.well-known/openid-configuration`);
  expect(status).toBe(200);
  expect(body).toMatchObject({
    issuer: `${server.url}/oidc`,
    code_challenge_methods_supported: ['S256'],
  });
});

test('development origins exist only when DEV_ORIGINS names them, never by NODE_ENV', async () => {
  const plain = await startTestServer({ env: { NODE_ENV: 'development' } });
  try {
    const auth = authorizationRequest(
      plain.url,
      { provider: 'local' },
      { redirectUri: 'http://localhost:5173/auth/callback' },
    );
    const hops = await new CookieJar().follow(auth.url);
    expect(hops).toHaveLength(1);
    expect(hops[0]?.status).toBe(400);
    // The token endpoint does not let Vite's origin read its answers either.
    const cors = await fetch(`${plain.url}/oidc/token`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: PWA_CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: 'x',
      }),
    });
    expect(cors.headers.get('access-control-allow-origin')).toBeNull();
  } finally {
    await plain.dispose();
  }
});

test('with DEV_ORIGINS (npm run dev) the Vite dev server may receive the sign-in response', async () => {
  const dev = await startTestServer({
    env: { NODE_ENV: 'development', DEV_ORIGINS: 'http://localhost:5173' },
  });
  try {
    const auth = authorizationRequest(
      dev.url,
      { provider: 'local' },
      { redirectUri: 'http://localhost:5173/auth/callback' },
    );
    const hops = await followToCallback(new CookieJar(), auth, auth.url);
    expect(hops.at(-1)?.status).toBe(200);
    expect(new URL(hops.at(-1)?.url ?? '').pathname).toMatch(/^\/auth\/interaction\//);
  } finally {
    await dev.dispose();
  }
});

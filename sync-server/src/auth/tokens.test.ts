import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWTPayload,
} from 'jose';
import { API, API_AUDIENCE } from '@folio/shared';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { loadSigningKeys } from './keys.js';
import { CookieJar } from './testing/cookieJar.js';
import {
  authorizationRequest,
  followToCallback,
  getJson,
  signInLocally,
  tokenRequest,
} from './testing/pkceClient.js';
import { CLI_CLIENT_ID } from './tokens.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.dispose();
});

/** Signs claims with the server's own key (or another), to make tokens the server must refuse. */
async function sign(
  claims: JWTPayload,
  options: { key?: 'server' | 'stranger'; iat?: number; exp?: number } = {},
) {
  const [jwk] = (await loadSigningKeys(server.dataDir)).privateJwks;
  if (!jwk) throw new Error('no signing key');
  const key =
    options.key === 'stranger' ? (await generateKeyPair('ES256')).privateKey : await importJWK(jwk, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwk.kid })
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(key);
}

async function validClaims(email: string): Promise<JWTPayload> {
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

async function me(token: string) {
  return getJson(server.url + API.authMe, token);
}

describe('bearer tokens', () => {
  test('a token minted like the CLI does works, is short-lived and names its grant', async () => {
    const token = await tokenFor(server, 'cli@example.com', 'Cli User');
    const claims = decodeJwt(token);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(claims).toMatchObject({ iss: `${server.url}/oidc`, aud: API_AUDIENCE, gid: expect.any(String) });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(3600);
    expect(await me(token)).toMatchObject({
      status: 200,
      body: { user: { email: 'cli@example.com', name: 'Cli User' } },
    });
  });

  test('sign-in tokens of the embedded provider are JWTs for the API, at most an hour long', async () => {
    const tokens = await signInLocally(new CookieJar(), server.url, {
      name: 'Ann',
      email: 'ann@example.com',
    });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ aud: API_AUDIENCE, iss: `${server.url}/oidc`, gid: expect.any(String) });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(3600);
  });

  test('a token signed with the server key and valid claims is accepted (the control for the cases below)', async () => {
    expect((await me(await sign(await validClaims('control@example.com')))).status).toBe(200);
  });

  test('missing, malformed, forged, expired and mis-addressed tokens get 401 in the spec shape', async () => {
    const claims = await validClaims('victim@example.com');
    const now = Math.floor(Date.now() / 1000);
    const good = await sign(claims);
    const [header, payload] = good.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(good), sub: 'someone-else' })).toString('base64url')}.${good.split('.')[2]}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const cases: Record<string, string | null> = {
      missing: null,
      garbage: 'not-a-token',
      forged: await sign(claims, { key: 'stranger' }),
      tampered,
      unsigned,
      expired: await sign(claims, { iat: now - 7200, exp: now - 3600 }),
      tooLong: await sign(claims, { exp: now + 24 * 3600 }),
      wrongAudience: await sign({ ...claims, aud: 'someone-else' }),
      wrongIssuer: await sign({ ...claims, iss: 'https://evil.example/oidc' }),
      noGrant: await sign({ ...claims, gid: undefined }),
      // A provider token whose grant does not exist (revoked or never made).
      unknownGrant: await sign({ ...claims, client_id: 'folio-pwa', gid: 'no-such-grant' }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = await fetch(server.url + API.authMe, {
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      });
      expect(response.status, name).toBe(401);
      expect(response.headers.get('content-type'), name).toMatch(/application\/json/);
      expect(await response.json(), name).toMatchObject({
        success: false,
        message: expect.any(String),
        error: { code: 'unauthorized', message: expect.any(String) },
      });
    }
  });

  test('API routes behind requireUser refuse a bad token and accept a good one', async () => {
    expect((await getJson(server.url + API.portfolios, 'not-a-token')).status).toBe(401);
    const token = await tokenFor(server, 'api@example.com');
    expect(await getJson(server.url + API.portfolios, token)).toEqual({ status: 200, body: [] });
  });

  test('logout with a CLI token revokes that token only', async () => {
    const first = await tokenFor(server, 'two@example.com');
    const second = await tokenFor(server, 'two@example.com');
    const logout = await fetch(server.url + API.authLogout, {
      method: 'POST',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logout.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  test('a valid token for a user this server has not seen creates that user from the token', async () => {
    // What happens when the CLI made the user in its own process and the record is not visible.
    const claims = { ...(await validClaims('ghost@example.com')), sub: 'id-from-another-process' };
    const response = await me(await sign(claims));
    expect(response).toMatchObject({ status: 200, body: { user: { email: 'ghost@example.com' } } });
  });
});

describe('restarts', () => {
  test('sessions, access tokens and refresh tokens survive a restart', async () => {
    const own = await startTestServer();
    try {
      const jar = new CookieJar();
      const tokens = await signInLocally(jar, own.url, { name: 'Rae', email: 'rae@example.com' });
      await own.restart();

      expect((await getJson(own.url + API.authMe, tokens.access_token)).status).toBe(200);
      const refreshed = await tokenRequest(own.url, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
      });
      expect(refreshed.status).toBe(200);
      // The browser session too: a new authorization goes straight back to the app.
      const auth = authorizationRequest(own.url, { prompt: 'none' });
      const hops = await followToCallback(jar, auth, auth.url);
      expect(new URL(hops.at(-1)?.url ?? '').searchParams.get('code')).toEqual(expect.any(String));
    } finally {
      await own.dispose();
    }
  });
});

describe('production without ALLOW_LOCAL_SIGNIN', () => {
  test('the local account page is refused and nobody can claim an email', async () => {
    const prod = await startTestServer({
      env: {
        NODE_ENV: 'production',
        ALLOW_LOCAL_SIGNIN: '',
        OIDC_UPSTREAM_ISSUER: 'http://127.0.0.1:9/unreachable',
        OIDC_UPSTREAM_CLIENT_ID: 'folio',
        OIDC_UPSTREAM_CLIENT_SECRET: 'secret',
      },
    });
    try {
      expect(prod.config.localSignin).toBe('off');
      const providers = await getJson(prod.url + API.authProviders);
      // No passkeys either: PUBLIC_URL is an IP address here, where browsers refuse them.
      expect(providers.body).toEqual({ providers: [{ id: 'oidc', label: 'Continue with single sign-on' }] });
      expect((await fetch(`${prod.url}/auth/login/local`, { redirect: 'manual' })).status).toBe(400);

      const jar = new CookieJar();
      const auth = authorizationRequest(prod.url, { provider: 'local' });
      const hops = await followToCallback(jar, auth, auth.url);
      const page = hops.at(-1);
      expect(page?.status).toBe(403);
      expect(await page?.response.text()).not.toContain('<form');

      const uidPath = new URL(page?.url ?? '').pathname;
      expect((await jar.fetch(`${prod.url}${uidPath}/local`)).status).toBe(403);
      const post = await jar.fetch(`${prod.url}${uidPath}/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Eve', email: 'ceo@example.com' }).toString(),
      });
      expect(post.status).toBe(403);
      expect(await prod.storage.users.findByEmail('ceo@example.com')).toBeNull();
    } finally {
      await prod.dispose();
    }
  });
});

test('the signing key file is private to the server user', async () => {
  const { statSync } = await import('node:fs');
  const path = await import('node:path');
  const mode = statSync(path.join(server.dataDir, 'keys', 'jwks.json')).mode & 0o777;
  expect(mode).toBe(0o600);
  // And it holds a private key the server can publish the public half of.
  const { publicJwks } = await loadSigningKeys(server.dataDir);
  expect(publicJwks[0]).not.toHaveProperty('d');
  await expect(exportJWK((await generateKeyPair('ES256')).publicKey)).resolves.toBeTruthy();
});

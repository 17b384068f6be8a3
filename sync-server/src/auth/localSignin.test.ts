import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API } from '@folio/shared';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { CookieJar } from './testing/cookieJar.js';
import { authorizationRequest, followToCallback, submitLocalForm } from './testing/pkceClient.js';

/*
 * Who gets the passwordless local account page with the default configuration (issue 12, class 3):
 * clients on this machine only. The test client is on this machine; what a proxy relays for someone
 * else is simulated with forwarding headers, trusted (TRUST_PROXY) or not.
 */

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.dispose()));
});
async function start(env: Record<string, string> = {}, overrides = {}): Promise<TestServer> {
  const server = await startTestServer({ env: { ALLOW_LOCAL_SIGNIN: '', ...env }, overrides });
  servers.push(server);
  return server;
}

/** Tries the whole local sign-in with these request headers; returns the form page and the user made. */
async function tryLocal(server: TestServer, headers: Record<string, string>, email: string) {
  const jar = new CookieJar(headers);
  const auth = authorizationRequest(server.url, { provider: 'local' });
  const hops = await followToCallback(jar, auth, auth.url);
  const page = hops.at(-1);
  const html = (await page?.response.text()) ?? '';
  if (page?.status === 200 && html.includes('<form')) {
    await submitLocalForm(jar, auth, page.url, html, { name: 'Eve', email });
  }
  // A form posted straight to the page's URL, as an attacker who skips the page would.
  const post = await jar.fetch(`${page?.url ?? server.url}/local`.replace(/\/local\/local$/, '/local'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Eve', email }).toString(),
  });
  await post.arrayBuffer();
  return { status: page?.status, user: await server.storage.users.findByEmail(email) };
}

const upstream = {
  OIDC_UPSTREAM_ISSUER: 'http://127.0.0.1:9/unreachable',
  OIDC_UPSTREAM_CLIENT_ID: 'folio',
  OIDC_UPSTREAM_CLIENT_SECRET: 'secret',
};

const providerIds = async (server: TestServer, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + API.authProviders, { headers });
  const body = (await res.json()) as { providers: { id: string }[] };
  return body.providers.map((p) => p.id);
};

describe('the local account page with the default configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await start();
  });

  test('is offered to a client on this machine', async () => {
    expect(server.config.localSignin).toBe('loopback');
    expect(await providerIds(server)).toContain('local');
    const { status, user } = await tryLocal(server, {}, 'me@example.com');
    expect(status).toBe(200);
    expect(user).toMatchObject({ name: 'Eve' });
  });

  test('is refused for anything a proxy relayed: a loopback socket is then not the visitor', async () => {
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.7'],
      ['x-forwarded-for', '127.0.0.1'],
      ['forwarded', 'for=203.0.113.7'],
      ['x-real-ip', '203.0.113.7'],
    ] as const) {
      const email = `victim-${name}-${value}@example.com`;
      expect(await providerIds(server, { [name]: value })).not.toContain('local');
      const { status, user } = await tryLocal(server, { [name]: value }, email);
      expect(status, name).toBe(403);
      expect(user, name).toBeNull();
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  test('only a visitor the proxy saw on this machine gets the page', async () => {
    const server = await start({ TRUST_PROXY: 'true' });
    const remote = await tryLocal(server, { 'x-forwarded-for': '198.51.100.4' }, 'remote@example.com');
    expect(remote.status).toBe(403);
    expect(remote.user).toBeNull();
    // A client-written entry before the proxy's own is not believed.
    const spoofed = await tryLocal(
      server,
      { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' },
      'spoofed@example.com',
    );
    expect(spoofed.user).toBeNull();
    const local = await tryLocal(server, { 'x-forwarded-for': '127.0.0.1' }, 'local@example.com');
    expect(local.user).toMatchObject({ name: 'Eve' });
  });
});

describe('other settings', () => {
  test('a server with a public address never treats its visitors as local, even on a loopback socket', async () => {
    const server = await start({}, { publicUrl: 'https://folio.example.org', passkeys: true });
    expect(await providerIds(server)).toEqual(['passkey']);
  });

  test('ALLOW_LOCAL_SIGNIN=true offers the page to everyone, as asked', async () => {
    const server = await start({ ALLOW_LOCAL_SIGNIN: 'true' });
    expect(await providerIds(server, { 'x-forwarded-for': '203.0.113.7' })).toContain('local');
  });

  test('ALLOW_LOCAL_SIGNIN=false offers it to nobody', async () => {
    const server = await start({ ALLOW_LOCAL_SIGNIN: 'false', PASSKEYS: 'false', ...upstream });
    expect(await providerIds(server)).toEqual(['oidc']);
    const { status, user } = await tryLocal(server, {}, 'nobody@example.com');
    expect(status).toBe(403);
    expect(user).toBeNull();
  });
});

describe('one email, one identity; no silent renames', () => {
  test('signing in to an existing local account keeps its name', async () => {
    const server = await start();
    await tryLocal(server, {}, 'keep@example.com');
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const page = (await followToCallback(jar, auth, auth.url)).at(-1);
    await submitLocalForm(jar, auth, page?.url ?? '', (await page?.response.text()) ?? '', {
      name: 'Mallory Renamer',
      email: 'KEEP@example.com',
    });
    expect(await server.storage.users.findByEmail('keep@example.com')).toMatchObject({ name: 'Eve' });
  });
});

describe('the form, as a person fills it in', () => {
  test('an error names the field, marks it invalid and puts the focus there; the values stay', async () => {
    const server = await start();
    const jar = new CookieJar();
    const auth = authorizationRequest(server.url, { provider: 'local' });
    const page = (await followToCallback(jar, auth, auth.url)).at(-1);
    const first = (await page?.response.text()) ?? '';
    expect(first).toMatch(/id="name"[^>]*autofocus/);
    const hops = await submitLocalForm(jar, auth, page?.url ?? '', first, { name: 'Jo', email: 'jo@' });
    const again = hops.at(-1);
    expect(again?.status).toBe(400);
    const body = (await again?.response.text()) ?? '';
    expect(body).toMatch(/<p class="error" role="alert" id="form-error">Please enter a valid email address/);
    expect(body).toMatch(
      /id="email"[^>]*value="jo@"[^>]*aria-describedby="form-error" aria-invalid="true" autofocus/,
    );
    expect(body).toMatch(/id="name"[^>]*value="Jo"/);
    expect(body).not.toMatch(/id="name"[^>]*autofocus/);
  });
});

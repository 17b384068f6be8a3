import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API } from '@folio/shared';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { SIGN_IN_STATE_FILE, DEFAULT_LIMITS } from './oidcStateFile.js';
import { CookieJar } from './testing/cookieJar.js';
import {
  authorizationRequest,
  codeFrom,
  exchangeCode,
  followToCallback,
  getJson,
  signInLocally,
  tokenRequest,
} from './testing/pkceClient.js';

/*
 * Anonymous requests must not grow the database (issue 12, class 5). Every /oidc/auth makes an
 * Interaction; they live in the sign-in state store, bounded per client and in all, never in db.json,
 * and only a signed-in user's state is written to disk (sign-in-state.json), surviving restarts.
 */

let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY lets the test speak for several visitors (X-Forwarded-For); they are not local.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.dispose();
});

const dbFile = () => path.join(server.dataDir, 'db.json');
const stateFile = () => path.join(server.dataDir, SIGN_IN_STATE_FILE);

/** An anonymous authorization request with long parameters from one visitor; returns its page URL. */
async function anonymousAuthorize(visitor: string, jar = new CookieJar({ 'x-forwarded-for': visitor })) {
  const auth = authorizationRequest(server.url, {
    provider: 'local',
    login_hint: 'x'.repeat(400),
    ui_locales: 'en '.repeat(100).trim(),
  });
  const hops = await followToCallback(jar, auth, auth.url);
  return { jar, auth, page: hops.at(-1) };
}

describe('anonymous sign-in requests', () => {
  test('leave db.json and the disk untouched', async () => {
    const before = statSync(dbFile()).size;
    const stateBefore = existsSync(stateFile()) ? readFileSync(stateFile(), 'utf8') : null;
    for (let i = 0; i < 40; i++) {
      const { page } = await anonymousAuthorize(`198.51.100.${i + 1}`);
      expect(page?.status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(statSync(dbFile()).size).toBe(before);
    expect(readFileSync(dbFile(), 'utf8')).not.toContain('Interaction');
    expect(existsSync(stateFile()) ? readFileSync(stateFile(), 'utf8') : null).toBe(stateBefore);
  });

  test('one visitor holds only so many: its oldest expire, nobody else’s do', async () => {
    const bystander = await anonymousAuthorize('203.0.113.200');
    const first = await anonymousAuthorize('203.0.113.66');
    for (let i = 0; i < DEFAULT_LIMITS.maxPerOwner; i++) await anonymousAuthorize('203.0.113.66');
    // The flooder's first sign-in is gone…
    const firstAgain = await first.jar.fetch(first.page?.url ?? '');
    expect(firstAgain.status).toBe(400);
    expect(await firstAgain.text()).toMatch(/expired/);
    // …the bystander's still works.
    const bystanderAgain = await bystander.jar.fetch(bystander.page?.url ?? '');
    expect(bystanderAgain.status).toBe(200);
  });

  test('an authorization request too large to keep is refused before anything is made', async () => {
    const jar = new CookieJar({ 'x-forwarded-for': '203.0.113.9' });
    const auth = authorizationRequest(server.url, { provider: 'local', login_hint: 'x'.repeat(3000) });
    const response = await jar.fetch(auth.url);
    expect(response.status).toBe(413);
    expect(response.headers.get('location')).toBeNull();
    expect(jar.names(server.url)).toEqual([]);
  });

  test('pushed authorization requests are off (the PWA never pushes)', async () => {
    const { body } = await getJson(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(body).not.toHaveProperty('pushed_authorization_request_endpoint');
    const pushed = await fetch(`${server.url}/oidc/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'client_id=folio-pwa&response_type=code',
    });
    expect(pushed.status).toBe(404);
  });
});

describe('the state of signed-in users', () => {
  test('is written to its own file and survives a restart: session and refresh token', async () => {
    const jar = new CookieJar();
    const tokens = await signInLocally(jar, server.url, { name: 'Per Sist', email: 'persist@example.com' });
    // Written shortly after (writes are gathered); restart() below would flush it in any case.
    await expect
      .poll(() => (existsSync(stateFile()) ? readFileSync(stateFile(), 'utf8') : ''), { timeout: 10_000 })
      .toContain('RefreshToken');
    expect(readFileSync(dbFile(), 'utf8')).not.toContain('RefreshToken');

    await server.restart();
    const refreshed = await tokenRequest(server.url, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string };
    expect((await getJson(server.url + API.authMe, renewed.access_token)).status).toBe(200);
    // The browser session lives on too: prompt=none signs in without a page.
    const auth = authorizationRequest(server.url, { prompt: 'none' });
    const again = await exchangeCode(
      server.url,
      auth,
      codeFrom(auth, await followToCallback(jar, auth, auth.url)),
    );
    expect(again.access_token).toEqual(expect.any(String));
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { SIGN_IN_RULES } from './rateLimiter.js';
import { CookieJar } from './testing/cookieJar.js';
import { authorizationRequest, followToCallback, submitLocalForm } from './testing/pkceClient.js';

/*
 * Limits on sign-in and account creation (issue 12, class 6), per client address and per email:
 * 429 with Retry-After and a clear message. Visitors are told apart by X-Forwarded-For behind a
 * trusted proxy; the local account page is open to everyone here (ALLOW_LOCAL_SIGNIN=true), as a
 * server that chose it would be.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    publicHost: 'localhost',
    env: { TRUST_PROXY: 'true', ALLOW_LOCAL_SIGNIN: 'true' },
  });
});
afterAll(async () => {
  await server?.dispose();
});

/** One local sign-in attempt by `visitor`; returns the last response. */
async function localAttempt(visitor: string, email: string) {
  const jar = new CookieJar({ 'x-forwarded-for': visitor });
  const auth = authorizationRequest(server.url, { provider: 'local' });
  const page = (await followToCallback(jar, auth, auth.url)).at(-1);
  if (page?.status !== 200) return page;
  const hops = await submitLocalForm(jar, auth, page.url, await page.response.text(), {
    name: 'Someone',
    email,
  });
  return hops.at(-1);
}

describe('sign-in limits', () => {
  test('one address makes only so many accounts', async () => {
    const visitor = '203.0.113.30';
    const limit = SIGN_IN_RULES.accountsPerClient.limit;
    for (let i = 0; i < limit; i++) {
      expect((await localAttempt(visitor, `bulk${i}@example.com`))?.url).toMatch(/\/auth\/callback\?code=/);
    }
    const refused = await localAttempt(visitor, 'bulk-extra@example.com');
    expect(refused?.status).toBe(429);
    expect(Number(refused?.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await refused?.response.text()).toMatch(/Too many sign-in attempts from here/);
    expect(await server.storage.users.findByEmail('bulk-extra@example.com')).toBeNull();
    // Signing in to an account it already has is still fine, and others are not affected.
    expect((await localAttempt(visitor, 'bulk0@example.com'))?.url).toMatch(/code=/);
    expect((await localAttempt('203.0.113.31', 'other@example.com'))?.url).toMatch(/code=/);
  });

  test('one email takes only so many attempts, from however many addresses', async () => {
    const limit = SIGN_IN_RULES.attemptsPerEmail.limit;
    for (let i = 0; i < limit; i++) {
      expect((await localAttempt(`198.51.100.${i + 1}`, 'target@example.com'))?.status).toBe(0);
    }
    const refused = await localAttempt('198.51.100.200', 'Target@Example.com');
    expect(refused?.status).toBe(429);
    expect(refused?.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('authorization requests per address are limited too', async () => {
    const jar = new CookieJar({ 'x-forwarded-for': '192.0.2.77' });
    let last: Response | null = null;
    for (let i = 0; i <= SIGN_IN_RULES.authorize.limit; i++) {
      last = await jar.fetch(authorizationRequest(server.url, { provider: 'local' }).url);
      await last.arrayBuffer();
      if (i < SIGN_IN_RULES.authorize.limit) expect(last.status).toBe(303);
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('the passkey calls answer 429 as JSON once the address used its attempts', async () => {
    const jar = new CookieJar({ 'x-forwarded-for': '192.0.2.99' });
    const auth = authorizationRequest(server.url, { provider: 'passkey' });
    const base = new URL((await followToCallback(jar, auth, auth.url)).at(-1)?.url ?? '').pathname;
    let last: Response | null = null;
    for (let i = 0; i <= SIGN_IN_RULES.attemptsPerClient.limit; i++) {
      last = await jar.fetch(`${server.url}${base}/options`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ mode: 'signin' }),
      });
      if (i < SIGN_IN_RULES.attemptsPerClient.limit) expect(last.status).toBe(200);
      else break;
      await last.arrayBuffer();
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await last?.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.any(String) },
    });
  });

  test('clients on this machine are not counted', async () => {
    for (let i = 0; i < SIGN_IN_RULES.accountsPerClient.limit + 2; i++) {
      const jar = new CookieJar();
      const auth = authorizationRequest(server.url, { provider: 'local' });
      const page = (await followToCallback(jar, auth, auth.url)).at(-1);
      const hops = await submitLocalForm(jar, auth, page?.url ?? '', (await page?.response.text()) ?? '', {
        name: 'Local',
        email: `local${i}@example.com`,
      });
      expect(hops.at(-1)?.url).toMatch(/code=/);
    }
  });
});

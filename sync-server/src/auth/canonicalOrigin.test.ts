import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rawRequest, header } from '../security/raw.js';
import { startTestServer, type TestServer } from '../test/testServer.js';

/*
 * The app reached at another address of this server than PUBLIC_URL (issue 12, class 10): its pages
 * send the browser to PUBLIC_URL, where sign-in works; API, provider and published pages answer
 * anywhere. Chromium's side of it is in e2e/shell/passkeys.e2e.ts.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicHost: 'localhost', env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.dispose();
});

const other = () => server.url.replace('localhost', '127.0.0.1');

describe('another address of this server', () => {
  test('app pages go to the same page at PUBLIC_URL', async () => {
    for (const path of ['/', '/login', '/login?provider=local', '/dashboard', '/auth/login/local']) {
      const res = await rawRequest(other(), path, { headers: { host: new URL(other()).host } });
      expect(res.status, path).toBe(308);
      expect(header(res, 'location'), path).toBe(`${server.url}${path}`);
    }
  });

  test('the API, the provider and files answer where they are asked', async () => {
    for (const path of ['/api/config', '/oidc/.well-known/openid-configuration', '/robots.txt']) {
      const res = await rawRequest(other(), path, { headers: { host: new URL(other()).host } });
      expect(res.status, path).not.toBe(308);
    }
  });

  test('a proxy that does not say which host the browser used causes no redirect (no loops)', async () => {
    const res = await rawRequest(server.url, '/login', {
      headers: { host: 'internal:8787', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.status).not.toBe(308);
    const told = await rawRequest(server.url, '/login', {
      headers: { host: 'internal:8787', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': '127.0.0.1:1' },
    });
    expect(told.status).toBe(308);
    expect(header(told, 'location')).toBe(`${server.url}/login`);
  });

  test('a device elsewhere that reached a localhost server is told how to set PUBLIC_URL', async () => {
    const res = await rawRequest(server.url, '/login', {
      headers: { 'x-forwarded-for': '192.168.1.20', 'x-forwarded-host': '192.168.1.5:8787' },
    });
    expect(res.status).toBe(421);
    expect(res.text).toContain('PUBLIC_URL=http://192.168.1.5:8787');
    expect(header(res, 'location')).toBe('');
  });
});

test('under npm run dev the app at a DEV_ORIGINS host (Vite, proxying with its Host) stays there', async () => {
  const dev = await startTestServer({ env: { DEV_ORIGINS: 'http://localhost:5173' } });
  try {
    const res = await rawRequest(dev.url, '/auth/login/local', { headers: { host: 'localhost:5173' } });
    expect(res.status).toBe(302);
    expect(header(res, 'location')).toBe('/login?provider=local');
  } finally {
    await dev.dispose();
  }
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PWA_CLIENT_ID } from '@folio/shared';
import { api } from './test/http.js';
import { startTestServer, tokenFor, type TestServer } from './test/testServer.js';

describe('the app', () => {
  let server: TestServer;
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'folio-pwa-'));

  beforeAll(async () => {
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Folio</title>');
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    server = await startTestServer({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('tells the PWA how to sign in', async () => {
    const res = await api(server, 'GET', API.clientConfig);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      authority: `${server.url}/oidc`,
      clientId: PWA_CLIENT_ID,
      scope: 'openid profile email offline_access',
      enhanceModel: false,
    });
  });

  it('answers unknown /api paths with a JSON 404, never the app shell', async () => {
    const res = await api(server, 'GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses signed-out calls with 401 JSON', async () => {
    const res = await api(server, 'GET', API.portfolios);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('sends security headers, and a no-script-eval CSP with the app shell', async () => {
    const res = await fetch(`${server.url}/dashboard`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Folio</title>');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves built files with long caching for hashed assets only', async () => {
    const asset = await fetch(`${server.url}/assets/index-AbCdEf12.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // Workers run under their own script's policy: the service worker must be able to fetch the
    // precache and the parse worker pdf.js' CMaps, so scripts get the app's policy, not "none".
    for (const res of [asset, sw]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("script-src 'self'");
    }
  });

  it('falls back to the shell for app routes (including /auth/callback and /portfolio-link) but not server paths', async () => {
    for (const route of ['/auth/callback?code=x', '/portfolio-link', '/select-template']) {
      expect((await fetch(`${server.url}${route}`)).status).toBe(200);
    }
    for (const route of ['/portfolio/Nova/none', '/oidc/nothing-here', '/missing.js']) {
      const res = await fetch(`${server.url}${route}`);
      expect(await res.text()).not.toContain('<title>Folio</title>');
    }
  });

  it('does not serve files outside the static dir', async () => {
    const res = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).not.toContain('root:');
  });

  it('keeps data across a restart', async () => {
    const token = await tokenFor(server, 'restart@example.org');
    const me = await api(server, 'GET', API.authMe, { token });
    expect(me.status).toBe(200);
    const userId = (me.body as { user: { _id: string } }).user._id;
    const created = await api(server, 'POST', API.createPortfolio('Cascade', userId), {
      token,
      json: { resume: { personalInfo: { name: 'Restart Person' } } },
    });
    expect(created.status).toBe(201);
    await server.restart();
    const list = await api(server, 'GET', API.portfolios, { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ title: 'Restart Person', address: '/restart-person' }),
    ]);
  });
});

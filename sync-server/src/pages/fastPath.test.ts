import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleResume } from '@folio/shared/templates';
import { createAuth, type Auth } from '../auth/index.js';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { createPublishedPages } from './index.js';
import { LOOKUP_TTL_MS } from './lookup.js';
import { rawRequest } from '../security/raw.js';
import { seedPortfolio } from './testing/seed.js';

let server: TestServer;
let auth: Auth;
let http: Server;
let origin = '';
/** Requests that reached Koa, i.e. did not take the fast path. */
let throughKoa = 0;

beforeAll(async () => {
  server = await startTestServer();
  auth = await createAuth({ config: server.config, storage: server.storage });
  const pages = createPublishedPages({ config: server.config, storage: server.storage, auth });
  const app = new Koa();
  app.use(async (_ctx, next) => {
    throughKoa += 1;
    await next();
  });
  app.use(pages.middleware);
  http = createServer(pages.wrap(app.callback()));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await auth.close();
  await server.dispose();
});

describe('fast path in front of the app', () => {
  it('serves a rendered, freshly looked-up page without Koa, with the same bytes and headers', async () => {
    const p = await seedPortfolio(server);
    const url = `${origin}/portfolio/Cascade/${p.id}`;
    await fetch(url); // renders (and, in a fresh process, builds the page assets)
    const first = await fetch(url);
    const before = throughKoa;
    const second = await fetch(url);
    expect(throughKoa).toBe(before);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const h of [
      'etag',
      'content-security-policy',
      'cache-control',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      expect(second.headers.get(h), h).toBe(first.headers.get(h));
    }
    const notModified = await fetch(url, { headers: { 'if-none-match': second.headers.get('etag') ?? '' } });
    expect(notModified.status).toBe(304);
    expect(throughKoa).toBe(before);
  });

  it('leaves link previews, other paths and stale lookups to the app', async () => {
    const p = await seedPortfolio(server);
    const url = `${origin}/portfolio/Cascade/${p.id}`;
    await fetch(url);
    let before = throughKoa;
    await fetch(url, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } });
    expect(throughKoa).toBe(before + 1);
    before = throughKoa;
    await fetch(`${origin}/robots.txt`);
    expect(throughKoa).toBe(before + 1);

    const resume = buildSampleResume();
    resume.personalInfo.name = 'Fresh Name';
    await server.storage.portfolios.update(p.id, p.ownerId, p.revision, { resume });
    await new Promise((r) => setTimeout(r, LOOKUP_TTL_MS + 50));
    before = throughKoa;
    expect(await (await fetch(url)).text()).toContain('Fresh Name');
    expect(throughKoa).toBe(before + 1);
  });

  it('serves a page found by its slug without Koa, but not at another address of this server', async () => {
    const p = await seedPortfolio(server, { email: 'slug-fast@example.com' });
    const claimed = await server.storage.portfolios.claimSlug(p.id, p.ownerId, ['ada-fast']);
    expect(claimed.ok).toBe(true);
    // This server listens apart from the app's own: requests name PUBLIC_URL's host, as a browser's would.
    const at = (host: string) => rawRequest(origin, '/ada-fast', { headers: { host } });
    const publicHost = new URL(server.url).host;
    await at(publicHost);
    let before = throughKoa;
    expect((await at(publicHost)).status).toBe(200);
    expect(throughKoa).toBe(before);

    // canonicalOrigin() would send this Host to PUBLIC_URL: the app decides.
    before = throughKoa;
    await at(`localhost:${server.port}`);
    expect(throughKoa).toBe(before + 1);
  });
});

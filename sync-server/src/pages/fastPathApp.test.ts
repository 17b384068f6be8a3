import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleResume } from '@folio/shared/templates';
import { rawRequest, type RawResponse } from '../security/raw.js';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { LOOKUP_TTL_MS } from './lookup.js';
import { seedPortfolio } from './testing/seed.js';
import { BROWSER_UA } from './testing/visit.js';

// The whole app (createApp's listener): the fast path in front of it must answer a page exactly as
// the full path does, and leave to it everything the full path decides differently.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

/** A published portfolio at /{slug}, as the server gives one. */
async function seedAtSlug(slug: string) {
  const p = await seedPortfolio(server, { email: `${slug}@example.com` });
  const claimed = await server.storage.portfolios.claimSlug(p.id, p.ownerId, [slug]);
  if (!claimed.ok) throw new Error(`could not give ${slug}`);
  return claimed.portfolio;
}

const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, path, { method, headers: { 'user-agent': BROWSER_UA, ...headers } });

/** The page's lookup is stale once LOOKUP_TTL_MS passed: the next request takes the full path. */
const untilStale = () => new Promise((resolve) => setTimeout(resolve, LOOKUP_TTL_MS + 50));

const withoutDate = (res: RawResponse) => {
  const { date: _date, ...headers } = res.headers;
  return headers;
};

describe('a published page answered in front of Koa', () => {
  it('is the full path’s answer byte for byte: every header, each encoding, HEAD and 304', async () => {
    await seedAtSlug('ada-same');
    const etag = String((await visit('/ada-same')).headers.etag);
    const variants: { headers?: Record<string, string>; method?: string }[] = [
      {},
      { headers: { 'accept-encoding': 'gzip' } },
      { headers: { 'accept-encoding': 'gzip, deflate, br' } },
      { method: 'HEAD' },
      { headers: { 'if-none-match': etag } },
      { headers: { 'if-none-match': `"other", W/${etag}` } },
    ];
    for (const { headers, method } of variants) {
      const label = JSON.stringify({ headers, method });
      await untilStale();
      const full = await visit('/ada-same', headers, method);
      const fast = await visit('/ada-same', headers, method);
      expect(fast.status, label).toBe(full.status);
      expect(withoutDate(fast), label).toEqual(withoutDate(full));
      expect(fast.body.equals(full.body), label).toBe(true);
    }
    const page = await visit('/ada-same');
    expect(page.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('sends a slug page asked for at another address of this server to PUBLIC_URL, however often it was served', async () => {
    const p = await seedAtSlug('ada-origin');
    // The first address redirects to the slug after looking the portfolio up by id: both lookups are fresh.
    expect((await visit(`/portfolio/Cascade/${p.id}`)).status).toBe(301);
    expect((await visit('/ada-origin')).status).toBe(200);
    expect((await visit('/ada-origin')).status).toBe(200);
    const elsewhere = await visit('/ada-origin?ref=card', { host: `localhost:${server.port}` });
    expect(elsewhere.status).toBe(308);
    expect(elsewhere.headers.location).toBe(`${server.url}/ada-origin?ref=card`);
  });

  it('stops answering a path as soon as the slug moves, the page gains languages or is unpublished', async () => {
    const p = await seedAtSlug('ada-moves');
    for (let i = 0; i < 2; i++) expect((await visit('/ada-moves')).status).toBe(200);
    const moved = await server.storage.portfolios.claimSlug(p.id, p.ownerId, ['ada-moved']);
    if (!moved.ok) throw new Error('could not move the slug');
    const old = await visit('/ada-moves');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/ada-moved');

    for (let i = 0; i < 2; i++) expect((await visit('/ada-moved')).status).toBe(200);
    const german = buildSampleResume();
    german.personalInfo.title = 'Softwareentwicklerin';
    const updated = await server.storage.portfolios.update(p.id, p.ownerId, moved.portfolio.revision, {
      settings: { ...p.settings, language: 'en', translations: [{ language: 'de', resume: german }] },
    });
    if (!updated.ok) throw new Error('could not add a language');
    for (let i = 0; i < 2; i++) {
      const asked = await visit('/ada-moved', { 'accept-language': 'de' });
      expect(asked.headers.vary).toContain('Accept-Language');
      expect(asked.text).toContain('Softwareentwicklerin');
      expect((await visit('/ada-moved', { 'accept-language': 'en' })).text).not.toContain(
        'Softwareentwicklerin',
      );
    }

    const unpublished = await server.storage.portfolios.update(p.id, p.ownerId, updated.portfolio.revision, {
      published: false,
    });
    if (!unpublished.ok) throw new Error('could not unpublish');
    expect((await visit('/ada-moved')).status).toBe(404);
  });

  it('counts a link preview of a page it serves as a share', async () => {
    const p = await seedAtSlug('ada-shared');
    for (let i = 0; i < 2; i++) expect((await visit('/ada-shared')).status).toBe(200);
    expect((await visit('/ada-shared', { 'user-agent': 'Slackbot-LinkExpanding 1.0' })).status).toBe(200);
    // Counted after the answer: wait for it, as long as a loaded machine needs.
    const shares = async () => (await server.storage.portfolios.get(p.id))?.shares;
    for (let waited = 0; (await shares()) === 0 && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await shares()).toBe(1);
  });
});

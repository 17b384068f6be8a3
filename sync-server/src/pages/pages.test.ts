import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioStatsResponse, StatsResponse } from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { rawRequest } from '../security/raw.js';
import { startTestServer, tokenFor, type TestServer } from '../test/testServer.js';
import { LOOKUP_TTL_MS } from './lookup.js';
import { seedPortfolio } from './testing/seed.js';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { 'user-agent': BROWSER_UA, ...headers }, redirect: 'manual' });

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('published page', () => {
  it('is server-rendered with the full resume, SEO tags and strict security headers', async () => {
    const p = await seedPortfolio(server, { templateId: 'gallery' });
    const res = await get(`/portfolio/The%20Gallery/${p.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Alex Rivera');
    expect(html).toContain('Northwind Commerce');
    expect(html).toContain('<title>Alex Rivera — Senior Frontend Engineer</title>');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/portfolio/The%20Gallery/${p.id}">`);
    expect(html).toContain('<meta property="og:image" content="');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('noindex');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const person = jsonLdOf(html);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Alex Rivera',
      jobTitle: 'Senior Frontend Engineer',
    });
    expect(person.sameAs).toContain('https://github.com/alexrivera');
  });

  it('keeps hidden email and phone out of the HTML, the JSON-LD and the resume-data API', async () => {
    const p = await seedPortfolio(server, { templateId: 'kyoto' });
    const html = await (await get(`/portfolio/Kyoto/${p.id}`)).text();
    expect(html).not.toContain('alex.rivera@example.com');
    expect(html).not.toContain('555 0100');
    expect(jsonLdOf(html)).not.toHaveProperty('email');
    const data = await (await get(`/api/resume-data/${p.id}`)).text();
    expect(data).not.toContain('alex.rivera@example.com');
    expect(data).not.toContain('555 0100');

    const shown = await seedPortfolio(server, {
      templateId: 'kyoto',
      settings: { showEmail: true, showPhone: true },
    });
    const shownHtml = await (await get(`/portfolio/Kyoto/${shown.id}`)).text();
    expect(shownHtml).toContain('alex.rivera@example.com');
    expect(jsonLdOf(shownHtml)).toMatchObject({
      email: 'mailto:alex.rivera@example.com',
      telephone: '+1 555 0100 200',
    });
  });

  it('answers 304 to a matching If-None-Match and compresses with brotli or gzip', async () => {
    const p = await seedPortfolio(server);
    const path = `/portfolio/Cascade/${p.id}`;
    const first = await get(path);
    const identity = await first.text();
    const etag = first.headers.get('etag') ?? '';
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    // fetch() would decompress by itself; node's http shows the raw bytes.
    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(
          server.url + path,
          { headers: { 'accept-encoding': encoding, 'user-agent': BROWSER_UA } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          },
        )
          .on('error', reject)
          .end();
      });
    };
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(identity);
    const gz = await raw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(identity);
  });

  it('renders again after a new revision, and not before', async () => {
    const p = await seedPortfolio(server);
    const path = `/portfolio/Cascade/${p.id}`;
    const before = await get(path);
    const etag = before.headers.get('etag');
    expect((await get(path)).headers.get('etag')).toBe(etag);
    const resume = buildSampleResume();
    resume.personalInfo.name = 'Robin Renamed';
    const updated = await server.storage.portfolios.update(p.id, p.ownerId, p.revision, { resume });
    expect(updated.ok).toBe(true);
    // Storage is asked again at most once per LOOKUP_TTL_MS; the new revision shows within it.
    const started = Date.now();
    let after = await get(path);
    while (after.headers.get('etag') === etag && Date.now() - started < LOOKUP_TTL_MS + 1000) {
      await new Promise((r) => setTimeout(r, 100));
      after = await get(path);
    }
    expect(Date.now() - started).toBeLessThan(LOOKUP_TTL_MS + 500);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Robin Renamed');
    expect((await get(path, { 'if-none-match': etag ?? '' })).status).toBe(200);
  });

  it('redirects a wrong template name, the template id and the bare id to the first address of a portfolio without a slug', async () => {
    const p = await seedPortfolio(server, { templateId: 'gallery' });
    for (const other of [`/portfolio/Nova/${p.id}`, `/portfolio/gallery/${p.id}`]) {
      const wrong = await get(other);
      expect(wrong.status).toBe(301);
      expect(wrong.headers.get('location')).toBe(`/portfolio/The%20Gallery/${p.id}`);
    }
    expect((await get(`/portfolio/The%20Gallery/${p.id}`)).status).toBe(200);
    const bare = await get(`/portfolio/${p.id}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`/portfolio/The%20Gallery/${p.id}`);
  });

  it('shows a portfolio at once when it gets published, and hides it within a second when unpublished', async () => {
    const p = await seedPortfolio(server, { published: false });
    const path = `/portfolio/Cascade/${p.id}`;
    expect((await get(path)).status).toBe(404);
    const published = await server.storage.portfolios.update(p.id, p.ownerId, p.revision, {
      published: true,
    });
    expect((await get(path)).status).toBe(200);
    if (!published.ok) throw new Error('update failed');
    await server.storage.portfolios.update(p.id, p.ownerId, published.portfolio.revision, {
      published: false,
    });
    await new Promise((r) => setTimeout(r, LOOKUP_TTL_MS + 50));
    expect((await get(path)).status).toBe(404);
  });

  it('answers unknown and unpublished portfolios with a 404 page', async () => {
    const hidden = await seedPortfolio(server, { published: false });
    for (const path of [
      `/portfolio/Cascade/${hidden.id}`,
      '/portfolio/Cascade/no-such-id',
      '/portfolio/no-such-id',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Resume data not found');
    }
  });

  it("shows 'No resume ID provided.' with a way to /upload when the id is missing", async () => {
    for (const path of ['/portfolio', '/portfolio/', '/portfolio/Cascade', '/portfolio/The%20Gallery/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('No resume ID provided.');
      expect(html).toContain('href="/upload"');
    }
  });

  it('keeps </script> and attribute breakers in resume fields inert, JSON-LD included', async () => {
    const resume = buildSampleResume();
    resume.personalInfo.name = 'Eve </script><script>alert(1)</script>';
    resume.personalInfo.title = '"><img src=x onerror=alert(1)>';
    resume.landing.headline = 'line\u2028separator & <b>bold</b>';
    const p = await seedPortfolio(server, { resume });
    const html = await (await get(`/portfolio/Cascade/${p.id}`)).text();
    // Parsed as a browser would: only our two scripts, no injected elements or handlers anywhere.
    const document = new Window().document;
    document.write(html);
    expect(Array.from(document.querySelectorAll('script')).map((s) => s.getAttribute('type'))).toEqual([
      'module',
      'application/ld+json',
    ]);
    expect(document.querySelectorAll('img:not(.fx-pixel), b').length).toBe(0);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      expect(el.getAttributeNames().filter((n) => n.startsWith('on'))).toEqual([]);
    }
    expect(document.querySelector('h1')?.textContent).toBe(resume.personalInfo.name);
    expect(jsonLdOf(html).name).toBe(resume.personalInfo.name);
  });

  it('honours noindex with a meta tag, X-Robots-Tag and leaving the sitemap', async () => {
    const open = await seedPortfolio(server);
    const quiet = await seedPortfolio(server, { settings: { noindex: true } });
    const hidden = await seedPortfolio(server, { published: false });
    const res = await get(`/portfolio/Cascade/${quiet.id}`);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${server.url}/portfolio/Cascade/${open.id}`);
    expect(sitemap).not.toContain(quiet.id);
    expect(sitemap).not.toContain(hidden.id);
  });

  it('builds the sitemap once per change, not for every request, and answers If-Modified-Since', async () => {
    // Building it scans every published portfolio: anonymous requests must not each pay for that.
    const first = await get('/sitemap.xml');
    const modified = first.headers.get('last-modified') ?? '';
    expect(Date.parse(modified)).toBeGreaterThan(0);
    const body = await first.text();
    // HTTP dates have whole seconds: a sitemap built again a second later would carry another.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await get('/sitemap.xml');
    expect(again.headers.get('last-modified')).toBe(modified);
    expect(await again.text()).toBe(body);
    // Raw HTTP: fetch() adds Cache-Control: no-cache to a conditional request.
    const conditional = await rawRequest(server.url, '/sitemap.xml', {
      headers: { 'if-modified-since': modified },
    });
    expect(conditional.status).toBe(304);
    // A change shows at once.
    const added = await seedPortfolio(server);
    const changed = await get('/sitemap.xml');
    expect(Date.parse(changed.headers.get('last-modified') ?? '')).toBeGreaterThan(Date.parse(modified));
    expect(await changed.text()).toContain(added.id);
  });

  it('serves robots.txt that allows portfolios and the app’s public screens, keeps out the API, private links and sign-in protocol, and names the sitemap', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Allow: /portfolio/');
    for (const path of ['/api/', '/l/', '/auth/', '/oidc/']) expect(robots).toContain(`Disallow: ${path}`);
    // Lighthouse's SEO audit on the sign-in page and the dashboard needs them crawlable.
    for (const path of ['/login', '/dashboard'])
      expect(robots).not.toMatch(new RegExp(`^Disallow: ${path}`, 'm'));
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('serves a 1200×630 PNG Open Graph image per portfolio', async () => {
    const p = await seedPortfolio(server, { templateId: 'nova' });
    const res = await get(`/og/${p.id}.png?v=${p.revision}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await get('/og/nope.png')).status).toBe(404);
    // A shared cache keeps the picture no longer than the page, so unpublishing takes both away.
    const directives = (header: string | null) =>
      new Map((header ?? '').split(',').map((d) => d.trim().split('=') as [string, string | undefined]));
    const page = directives((await get(`/portfolio/Nova/${p.id}`)).headers.get('cache-control'));
    const pageShared = Number(page.get('max-age')) + Number(page.get('stale-while-revalidate') ?? 0);
    const og = directives(res.headers.get('cache-control'));
    expect(Number(og.get('s-maxage') ?? og.get('max-age'))).toBeLessThanOrEqual(pageShared);
  });

  it('serves hashed page assets as immutable, small scripts', async () => {
    const p = await seedPortfolio(server, { templateId: 'terminal' });
    const html = await (await get(`/portfolio/Terminal/${p.id}`)).text();
    const js = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const asset of [js, css]) {
      const res = await get(asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
    const script = await (await get(js)).text();
    expect(script.length).toBeLessThan(40 * 1024);
  });
});

describe('visitor analytics', () => {
  const view = (pid: string, headers: Record<string, string>) =>
    fetch(`${server.url}/portfolio/${pid}/view`, { method: 'POST', headers });
  const totals = async (pid: string) => {
    const p = await server.storage.portfolios.get(pid);
    return { views: p?.views ?? -1, shares: p?.shares ?? -1 };
  };

  it('counts a visitor once per day, and each visitor', async () => {
    const p = await seedPortfolio(server);
    expect((await view(p.id, { 'user-agent': BROWSER_UA })).headers.get('x-folio-view')).toBe('counted');
    expect((await view(p.id, { 'user-agent': BROWSER_UA })).headers.get('x-folio-view')).toBe('repeat');
    expect((await view(p.id, { 'user-agent': `${BROWSER_UA} Edg/131.0` })).headers.get('x-folio-view')).toBe(
      'counted',
    );
    expect((await totals(p.id)).views).toBe(2);
    const [day] = await server.storage.stats.daily([p.id], 1);
    expect(day).toMatchObject({ views: 2, uniqueVisitors: 2 });
    // Hashes, never addresses.
    expect(day?.visitorHashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('counts where counted views came from: the referring host only, never own host, path or query', async () => {
    const p = await seedPortfolio(server, { email: 'referred-owner@example.com' });
    const person = (n: number) => ({ 'user-agent': `${BROWSER_UA} Visitor/${n}` });
    const from = (n: number, referer: string) => view(p.id, { ...person(n), referer });
    expect(
      (await from(1, 'https://Jobs.Example/search?q=private-query&id=42')).headers.get('x-folio-view'),
    ).toBe('counted');
    // What the page script sends: the page's document.referrer as `ref`, its own Referer being the page.
    const scripted = await fetch(
      `${server.url}/portfolio/${p.id}/view?ref=${encodeURIComponent('https://jobs.example/other/path')}`,
      { method: 'POST', headers: { ...person(2), referer: `${server.url}/portfolio/Cascade/${p.id}` } },
    );
    expect(scripted.headers.get('x-folio-view')).toBe('counted');
    // The page's own host, this server's, and a repeat visitor are not counted as referrers.
    await from(3, `${server.url}/portfolio/Cascade/${p.id}?from=somewhere`);
    await from(4, 'http://localhost/');
    await from(1, 'https://repeat.example/');
    // A bot's view counts nothing, so neither does its referrer.
    expect(
      (await view(p.id, { 'user-agent': 'curl/8.0', referer: 'https://bot.example/' })).headers.get(
        'x-folio-view',
      ),
    ).toBe('bot');

    const rows = await server.storage.stats.referrers([p.id], 1);
    expect(rows.map(({ host, views }) => ({ host, views }))).toEqual([{ host: 'jobs.example', views: 2 }]);
    expect((await totals(p.id)).views).toBe(4);

    const token = await tokenFor(server, 'referred-owner@example.com');
    const stats = await fetch(`${server.url}/api/portfolios/${p.id}/stats`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stats.json()) as PortfolioStatsResponse).referrers).toEqual([
      { host: 'jobs.example', views: 2 },
    ]);
    const all = await fetch(`${server.url}/api/stats`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await all.json()) as StatsResponse).referrers).toEqual([{ host: 'jobs.example', views: 2 }]);
  });

  it('does not count crawlers, link previews or the owner; counts previews as shares once', async () => {
    const p = await seedPortfolio(server, { email: 'counted-owner@example.com' });
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.0',
      '',
    ]) {
      expect((await view(p.id, { 'user-agent': ua })).headers.get('x-folio-view')).toBe('bot');
    }
    const token = await tokenFor(server, 'counted-owner@example.com');
    const owner = await view(p.id, { 'user-agent': BROWSER_UA, authorization: `Bearer ${token}` });
    expect(owner.headers.get('x-folio-view')).toBe('owner');
    const stranger = await tokenFor(server, 'someone-else@example.com');
    const other = await view(p.id, { 'user-agent': BROWSER_UA, authorization: `Bearer ${stranger}` });
    expect(other.headers.get('x-folio-view')).toBe('counted');

    for (let i = 0; i < 3; i++)
      await get(`/portfolio/Cascade/${p.id}`, { 'user-agent': 'Slackbot-LinkExpanding 1.0' });
    await get(`/portfolio/Cascade/${p.id}`, { 'user-agent': 'facebookexternalhit/1.1' });
    await get(`/portfolio/Cascade/${p.id}`); // a person loading the HTML is not a view until the page script says so
    await new Promise((r) => setTimeout(r, 100));
    expect(await totals(p.id)).toEqual({ views: 1, shares: 2 });
  });

  it('counts a no-script visitor through the pixel', async () => {
    const p = await seedPortfolio(server);
    const res = await get(`/portfolio/${p.id}/view.gif`);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('x-folio-view')).toBe('counted');
    expect((await totals(p.id)).views).toBe(1);
  });
});

describe('contact form without JavaScript', () => {
  const post = (pid: string, body: Record<string, string>) =>
    fetch(`${server.url}/portfolio/${pid}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
      body: new URLSearchParams(body).toString(),
      redirect: 'manual',
    });

  it("delivers the message to the owner's inbox and thanks the visitor", async () => {
    const p = await seedPortfolio(server, { email: 'inbox-owner@example.com' });
    const res = await post(p.id, { name: 'Sam', email: 'sam@example.org', message: 'Hello there' });
    expect(res.status).toBe(303);
    const thanks = await get(res.headers.get('location') ?? '');
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('Message Sent!');
    const inbox = await server.storage.messages.listByOwner(p.ownerId);
    expect(inbox.map((m) => [m.name, m.email, m.message, m.portfolioId])).toEqual([
      ['Sam', 'sam@example.org', 'Hello there', p.id],
    ]);
  });

  it('refuses missing fields and bad emails, and drops bot-filled forms', async () => {
    const p = await seedPortfolio(server, { email: 'inbox-owner-2@example.com' });
    const bad = await post(p.id, { name: 'Sam', email: 'not-an-email', message: 'Hi' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please enter a valid email address.');
    expect((await post(p.id, { name: '', email: 'a@b.co', message: 'Hi' })).status).toBe(400);
    const trap = await post(p.id, {
      name: 'Bot',
      email: 'bot@spam.example',
      message: 'Buy',
      website: 'http://spam',
    });
    expect(trap.status).toBe(303);
    expect(await server.storage.messages.listByOwner(p.ownerId)).toEqual([]);
  });
});

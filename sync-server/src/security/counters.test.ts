import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type KeepUploadResponse, type PortfolioDetail, type PortfolioSummary } from '@folio/shared';
import { api, corpusPdf, fileForm } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { rawRequest } from './raw.js';

/*
 * Counters anyone can reach must count people, not requests: a share counts once per visitor and
 * day, bots and the owner not at all, and counting must not cost a database write per request.
 */

let server: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy, so the test can be many visitors at different addresses.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.dispose());

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function owner(email: string) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  const res = await api(server, 'POST', API.createPortfolio('Cascade', user.id), {
    token,
    json: { resume: { personalInfo: { name: 'Shared Person' } } },
  });
  const { portfolio } = res.body as { portfolio: PortfolioDetail };
  const shares = async () => {
    const list = (await api(server, 'GET', API.portfolios, { token })).body as PortfolioSummary[];
    return list.find((p) => p._id === portfolio._id)?.shares;
  };
  return { token, pid: portfolio._id, shares };
}

const share = (pid: string, headers: Record<string, string>) =>
  api(server, 'POST', API.portfolioShare(pid), { headers: { 'x-forwarded-for': '203.0.113.7', ...headers } });

describe('shares', () => {
  it('count one per visitor per day however often they post', async () => {
    const o = await owner('pumped@example.org');
    for (let i = 0; i < 30; i++) expect((await share(o.pid, { 'user-agent': BROWSER })).status).toBe(200);
    expect(await o.shares()).toBe(1);
  });

  it('do not count bots, scripts, link checkers or the owner', async () => {
    const o = await owner('bots@example.org');
    for (const ua of [
      '',
      'curl/8.5.0',
      'python-requests/2.31',
      'Googlebot/2.1',
      'Mozilla/5.0 HeadlessChrome/126.0',
      'Go-http-client/1.1',
    ]) {
      await share(o.pid, { 'user-agent': ua });
    }
    for (let i = 0; i < 5; i++) {
      await share(o.pid, {
        'user-agent': BROWSER,
        authorization: `Bearer ${o.token}`,
        'x-forwarded-for': `198.51.100.${i}`,
      });
    }
    expect(await o.shares()).toBe(0);
  });

  it('let one address add only a few visitors by changing its User-Agent', async () => {
    const o = await owner('rotating@example.org');
    for (let i = 0; i < 40; i++) await share(o.pid, { 'user-agent': `${BROWSER} v${i}` });
    const counted = await o.shares();
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(5);
  });

  it('count many real visitors without a database write per request', async () => {
    const o = await owner('popular@example.org');
    const db = path.join(server.dataDir, 'db.json');
    // Every write replaces db.json (write to a temp file, rename), so each one is a new inode.
    const writes = new Set<bigint>([statSync(db, { bigint: true }).ino]);
    for (let i = 0; i < 50; i++) {
      await share(o.pid, { 'user-agent': BROWSER, 'x-forwarded-for': `192.0.2.${i + 1}` });
      writes.add(statSync(db, { bigint: true }).ino);
    }
    expect(writes.size).toBeLessThan(10);
    expect(await o.shares()).toBe(50);
  });
});

describe('requests another site’s page makes a visitor’s browser send', () => {
  // A pixel or a form on a popular page elsewhere would make each of its visitors a view or share.
  const from = (site: string, n: number) => ({
    'user-agent': BROWSER,
    'sec-fetch-site': site,
    'x-forwarded-for': `192.0.2.${100 + n}`,
  });
  const views = async (pid: string) => (await server.storage.portfolios.get(pid))?.views;

  it('count no views, whether sent by script or as the no-script pixel', async () => {
    const o = await owner('embedded@example.org');
    for (let n = 0; n < 3; n++) {
      const beacon = await api(server, 'POST', `/portfolio/${o.pid}/view`, {
        headers: from('cross-site', n),
      });
      expect(beacon.status).toBe(204);
      const pixel = await api(server, 'GET', `/portfolio/${o.pid}/view.gif`, {
        headers: from('cross-site', n),
      });
      expect(pixel.status).toBe(200);
    }
    expect(await views(o.pid)).toBe(0);
    // The page's own beacon still counts.
    await api(server, 'POST', `/portfolio/${o.pid}/view`, { headers: from('same-origin', 9) });
    expect(await views(o.pid)).toBe(1);
  });

  it('count no shares', async () => {
    const o = await owner('embedded-share@example.org');
    for (let n = 0; n < 3; n++) expect((await share(o.pid, from('cross-site', n))).status).toBe(200);
    expect(await o.shares()).toBe(0);
    await share(o.pid, from('same-origin', 9));
    expect(await o.shares()).toBe(1);
  });
});

describe('downloads of the original PDF', () => {
  async function offeredPdf(email: string) {
    const token = await tokenFor(server, email);
    const user = await userFor(server, email);
    const kept = await api(server, 'POST', API.uploads, {
      token,
      body: fileForm(corpusPdf('latex-jake-student-ca')),
    });
    expect(kept.status).toBe(201);
    const { resumeId } = kept.body as KeepUploadResponse;
    const created = await api(server, 'POST', API.createPortfolio('Cascade', user.id), {
      token,
      json: { resumeId, resume: { personalInfo: { name: 'Pdf Person' } }, settings: { offerPdf: true } },
    });
    expect(created.status).toBe(201);
    const pid = (created.body as { portfolio: PortfolioDetail }).portfolio._id;
    const o = { token, pid };
    const downloads = async () =>
      ((await api(server, 'GET', API.portfolios, { token: o.token })).body as PortfolioSummary[]).find(
        (p) => p._id === o.pid,
      )?.downloads;
    // Raw HTTP: fetch() writes its own Sec-Fetch-Mode.
    const download = (headers: Record<string, string>) =>
      rawRequest(server.url, API.portfolioPdf(o.pid), { headers: { 'user-agent': BROWSER, ...headers } });
    return { downloads, download };
  }

  it('count a person once a day however often they download', async () => {
    const o = await offeredPdf('downloaded@example.org');
    for (let i = 0; i < 5; i++)
      expect((await o.download({ 'x-forwarded-for': '203.0.113.50' })).status).toBe(200);
    expect(await o.downloads()).toBe(1);
    await o.download({ 'x-forwarded-for': '203.0.113.51' });
    expect(await o.downloads()).toBe(2);
  });

  it('count no download another site’s page embeds, but one its link leads to', async () => {
    const o = await offeredPdf('embedded-pdf@example.org');
    for (let n = 0; n < 3; n++) {
      const res = await o.download({
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'image',
        'x-forwarded-for': `198.51.100.${60 + n}`,
      });
      expect(res.status).toBe(200);
    }
    expect(await o.downloads()).toBe(0);
    await o.download({
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      'x-forwarded-for': '198.51.100.70',
    });
    expect(await o.downloads()).toBe(1);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  APPLICATION_LIMITS,
  type Application,
  type ApplicationListResponse,
  type PortfolioDetail,
} from '@folio/shared';
import { CHROME_UA as BROWSER, SAFARI_UA as OTHER_BROWSER } from '../test/browsers.js';
import { signedInPerson, startTestServer, type SignedInPerson, type TestServer } from '../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

async function portfolioOf(p: SignedInPerson) {
  const res = await p.call('POST', API.createPortfolio('Cascade', p.id), {
    resume: { personalInfo: { name: 'Ida Sample', title: 'Welder' } },
  });
  expect(res.status).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

const list = async (p: SignedInPerson) =>
  (await p.call('GET', API.applications)).body as ApplicationListResponse;
const appOf = (body: unknown) => (body as { application: Application }).application;

/** A browser's open of the page (the page script's POST, with the Fetch Metadata a browser sends). */
const browserOpen = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/open`, {
    method: 'POST',
    headers: { 'User-Agent': BROWSER, 'Sec-Fetch-Site': 'same-origin', ...headers },
  });

describe('applications API', () => {
  it('creates, lists, edits and deletes the owner’s applications, each owning a private link', async () => {
    const p = await signedInPerson(server, 'apps-crud@example.org');
    const portfolio = await portfolioOf(p);
    const created = await p.call('POST', API.applications, {
      clientId: 'device-1',
      company: '  Northwind\u202e Ltd ',
      role: 'Analyst',
      posting: 'https://jobs.example.com/analyst',
      status: 'applied',
      appliedOn: '2026-04-01',
      portfolioId: portfolio._id,
    });
    expect(created.status).toBe(201);
    const app = appOf(created.body);
    expect(app).toMatchObject({ company: 'Northwind Ltd', role: 'Analyst', status: 'applied', revision: 1 });
    expect(app.link?.url).toMatch(new RegExp(`^${server.url}/l/`));
    expect(app.link?.opens).toEqual({ first: null, last: null, visitors: 0, unfurls: 0 });
    // The link is one of the portfolio's private links, labelled for the application.
    const links = await p.call('GET', API.portfolioLinks(portfolio._id));
    expect((links.body as { links: { id: string; label: string }[] }).links).toEqual([
      expect.objectContaining({ id: app.link?.id, label: 'Northwind Ltd — Analyst' }),
    ]);

    // A retried creation (the answer was lost) returns the same application and makes no second link.
    const retry = await p.call('POST', API.applications, { clientId: 'device-1', company: 'X', role: 'Y' });
    expect(retry.status).toBe(200);
    expect(appOf(retry.body).id).toBe(app.id);

    const edited = await p.call('PATCH', API.application(app.id), {
      baseRevision: 1,
      status: 'interviewing',
      nextStep: 'Panel interview',
      nextStepOn: '2026-04-20',
    });
    expect(edited.status).toBe(200);
    expect(appOf(edited.body)).toMatchObject({
      status: 'interviewing',
      revision: 2,
      link: { id: app.link?.id },
    });
    const stale = await p.call('PATCH', API.application(app.id), { baseRevision: 1, notes: 'late' });
    expect(stale.status).toBe(409);
    expect((stale.body as { current: Application }).current).toMatchObject({ revision: 2, notes: '' });

    const listed = await list(p);
    expect(listed.applications.map((a) => a.id)).toEqual([app.id]);
    expect(listed.openRetentionDays).toBe(180);

    expect((await p.call('DELETE', API.application(app.id))).status).toBe(200);
    expect((await list(p)).applications).toEqual([]);
    // Its link closes with it, and a retried creation cannot bring it back.
    expect((await fetch(app.link?.url ?? '', { headers: { 'User-Agent': BROWSER } })).status).toBe(410);
    expect((await p.call('POST', API.applications, { clientId: 'device-1', company: 'X' })).status).toBe(410);
  });

  it('touches only the owner’s own applications and portfolios', async () => {
    const owner = await signedInPerson(server, 'apps-owner@example.org');
    const other = await signedInPerson(server, 'apps-other@example.org');
    const portfolio = await portfolioOf(owner);
    const app = appOf((await owner.call('POST', API.applications, { company: 'Acme', role: 'Chef' })).body);
    expect((await other.call('PATCH', API.application(app.id), { baseRevision: 1, notes: 'x' })).status).toBe(
      404,
    );
    expect((await other.call('DELETE', API.application(app.id))).status).toBe(404);
    expect((await list(other)).applications).toEqual([]);
    const foreign = await other.call('POST', API.applications, { company: 'A', portfolioId: portfolio._id });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${server.url}${API.applications}`)).status).toBe(401);
  });

  it('refuses what is not an application, whole', async () => {
    const p = await signedInPerson(server, 'apps-invalid@example.org');
    const bad: unknown[] = [
      { company: '', role: '' },
      { company: 'A', status: 'hired' },
      { company: 'A', appliedOn: '2026-02-30' },
      { company: 'A', notes: 'x'.repeat(APPLICATION_LIMITS.notes + 1) },
      { company: 'A', posting: 'x'.repeat(APPLICATION_LIMITS.posting + 1) },
      { company: 'A', tracking: 'yes' },
      { company: 'A', owner: 'someone' },
    ];
    for (const body of bad) {
      const res = await p.call('POST', API.applications, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await list(p)).applications).toEqual([]);
  });
});

describe('opens of an application’s link', () => {
  it('counts people, not HEAD requests, programs without Fetch Metadata, bots or the owner', async () => {
    const p = await signedInPerson(server, 'apps-opens@example.org');
    const portfolio = await portfolioOf(p);
    const app = appOf(
      (await p.call('POST', API.applications, { company: 'Acme', role: 'Chef', portfolioId: portfolio._id }))
        .body,
    );
    const url = app.link?.url ?? '';
    const opens = async () => (await list(p)).applications[0]?.link?.opens;

    await fetch(`${url}/open.gif`, {
      method: 'HEAD',
      headers: { 'User-Agent': BROWSER, 'Sec-Fetch-Site': 'same-origin' },
    });
    // A mail scanner fetching the page's pixel with a browser's User-Agent but no Fetch Metadata.
    await fetch(`${url}/open.gif`, { headers: { 'User-Agent': BROWSER } });
    await fetch(`${url}/open`, { method: 'POST', headers: { 'User-Agent': BROWSER } });
    await browserOpen(url, { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await browserOpen(url, { 'Sec-Fetch-Site': 'cross-site' });
    await browserOpen(url, { Authorization: `Bearer ${p.token}` });
    expect(await opens()).toMatchObject({ visitors: 0, first: null });

    expect((await browserOpen(url)).status).toBe(204);
    await browserOpen(url);
    await fetch(`${url}/open.gif`, {
      headers: { 'User-Agent': OTHER_BROWSER, 'Sec-Fetch-Site': 'same-origin' },
    });
    const counted = await opens();
    expect(counted?.visitors).toBe(2);
    expect(counted?.first).not.toBeNull();
  });

  it('counts nothing while tracking is off for the application', async () => {
    const p = await signedInPerson(server, 'apps-notrack@example.org');
    const portfolio = await portfolioOf(p);
    const app = appOf(
      (
        await p.call('POST', API.applications, {
          company: 'Quiet Co',
          portfolioId: portfolio._id,
          tracking: false,
        })
      ).body,
    );
    const url = app.link?.url ?? '';
    expect((await browserOpen(url)).status).toBe(204);
    await fetch(url, {
      headers: { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    });
    expect((await list(p)).applications[0]?.link?.opens).toMatchObject({ visitors: 0, unfurls: 0 });

    await p.call('PATCH', API.application(app.id), { baseRevision: 1, tracking: true });
    await browserOpen(url);
    expect((await list(p)).applications[0]?.link?.opens.visitors).toBe(1);
  });

  it('deletes opens older than the retention period when the server sweeps', async () => {
    const p = await signedInPerson(server, 'apps-retention@example.org');
    const portfolio = await portfolioOf(p);
    const make = async (company: string) =>
      appOf((await p.call('POST', API.applications, { company, portfolioId: portfolio._id })).body);
    const old = await make('Old Co');
    const recent = await make('Recent Co');
    await browserOpen(old.link?.url ?? '');
    await browserOpen(recent.link?.url ?? '');

    // Age one link's opens past 180 days, as if the server had been running that long.
    await server.stop();
    const file = path.join(server.dataDir, 'db.json');
    const db = JSON.parse(readFileSync(file, 'utf8')) as {
      links: { id: string; firstOpenedAt: string; lastOpenedAt: string; visitorHashes: string[] }[];
    };
    const aged = new Date(Date.now() - 181 * 86_400_000).toISOString();
    for (const l of db.links)
      if (l.id === old.link?.id) Object.assign(l, { firstOpenedAt: aged, lastOpenedAt: aged });
    writeFileSync(file, JSON.stringify(db));
    await server.restart();

    const byCompany = new Map((await list(p)).applications.map((a) => [a.company, a.link?.opens]));
    expect(byCompany.get('Old Co')).toEqual({ first: null, last: null, visitors: 0, unfurls: 0 });
    expect(byCompany.get('Recent Co')?.visitors).toBe(1);
    const after = JSON.parse(readFileSync(file, 'utf8')) as typeof db;
    expect(after.links.find((l) => l.id === old.link?.id)?.visitorHashes).toEqual([]);
  });
});

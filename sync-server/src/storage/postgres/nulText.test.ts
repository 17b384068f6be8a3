import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, emptyResume, type PortfolioDetail, type ResumeData } from '@folio/shared';
import { portfolioPath } from '../../pages/paths.js';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.js';
import { startTestServer, tokenFor, type TestServer } from '../../test/testServer.js';

/*
 * PostgreSQL cannot store a NUL character in text (json escapes it, text columns refuse it): a
 * request carrying one must never turn into a failed write or a 500. Every way outside text reaches
 * the store is tried here against a real server on a real database.
 */
const NUL = '\u0000';

let cluster: TestPostgres;
let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  cluster = await startTestPostgres();
  server = await startTestServer({ env: { DATABASE_URL: await cluster.createDatabase() } });
  token = await tokenFor(server, 'nul@example.org', 'Nul');
  userId = (await server.storage.users.findByEmail('nul@example.org'))!.id;
}, 60_000);
afterAll(async () => {
  await server?.dispose();
  await cluster?.stop();
});

const call = (path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.auth === false ? {} : { Authorization: `Bearer ${token}` }),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

function resumeWithNuls(): ResumeData {
  const resume = emptyResume();
  resume.personalInfo.name = `Ada${NUL} Lovelace`;
  resume.summary.content = `Line one${NUL}\nline two`;
  return resume;
}

const hasNul = (value: unknown) => JSON.stringify(value).includes('\\u0000');

describe('text with NUL characters on the PostgreSQL store', () => {
  let pid = '';

  it('creates and updates a portfolio whose title and resume hold NULs, storing them without', async () => {
    const created = await call(API.createPortfolio('Cascade', userId), {
      method: 'POST',
      body: { title: `My${NUL} site`, resume: resumeWithNuls(), published: true },
    });
    expect(created.status).toBe(201);
    pid = ((await created.json()) as { portfolio: PortfolioDetail }).portfolio._id;
    const updated = await call(API.portfolio(pid), {
      method: 'PATCH',
      body: { baseRevision: 1, title: `Again${NUL}`, resume: resumeWithNuls() },
    });
    expect(updated.status).toBe(200);
    const stored = await server.storage.portfolios.get(pid);
    expect(stored?.title).toBe('Again');
    expect(hasNul(stored)).toBe(false);
    expect(stored?.resume.personalInfo.name).toBe('Ada Lovelace');
  });

  it('answers a NUL in a client id, an upload id or a template name with a client error, writing nothing', async () => {
    const before = (await server.storage.portfolios.listByOwner(userId)).length;
    for (const body of [{ clientId: `c${NUL}1` }, { resumeId: `r${NUL}1` }]) {
      const res = await call(API.createPortfolio('Cascade', userId), { method: 'POST', body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBeTruthy();
    }
    const template = await call(API.createPortfolio(`Cas${NUL}cade`, userId), { method: 'POST', body: {} });
    expect(template.status).toBeLessThan(500);
    expect((await server.storage.portfolios.listByOwner(userId)).length).toBe(before);
  });

  it('refuses ids, tokens and paths holding a NUL with a client error, never a server error', async () => {
    const paths = [
      API.portfolio(`p${NUL}`),
      API.resumeData(`p${NUL}`),
      API.portfolioStats(`p${NUL}`),
      API.portfolioVersions(`p${NUL}`),
      API.portfolioLinks(`p${NUL}`),
      API.upload(`u${NUL}`),
      API.message(`m${NUL}`),
    ];
    for (const path of paths) expect((await call(path)).status, path).toBe(400);
    for (const path of [
      portfolioPath('cascade', `p${NUL}`),
      `/l/${encodeURIComponent(`t${NUL}`.repeat(12))}`,
    ]) {
      const res = await call(path, { auth: false });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    const share = await call(API.portfolioShare(`p${NUL}`), { method: 'POST', auth: false });
    expect(share.status).toBeLessThan(500);
    const edit = await call(API.portfolio(`p${NUL}`), {
      method: 'PATCH',
      body: { baseRevision: 1, title: 'x' },
    });
    expect(edit.status).toBe(400);
  });

  it('stores messages, contact forms and link labels with NULs removed', async () => {
    const message = await call(API.portfolioMessages(pid), {
      method: 'POST',
      auth: false,
      body: { name: `Vis${NUL}itor`, email: 'visitor@example.org', message: `Hello${NUL} there` },
    });
    expect(message.status).toBe(201);
    const [stored] = await server.storage.messages.listByOwner(userId);
    expect(stored).toMatchObject({ name: 'Visitor', message: 'Hello there' });

    const contact = await call(API.contact, {
      method: 'POST',
      auth: false,
      body: { name: `N${NUL}`, email: 'n@example.org', subject: `S${NUL}`, message: `M${NUL}` },
    });
    expect(contact.status).toBe(201);

    const link = await call(API.portfolioLinks(pid), { method: 'POST', body: { label: `Ac${NUL}me` } });
    expect(link.status).toBe(201);
    const [made] = await server.storage.links.listByPortfolio(pid);
    expect(made?.label).toBe('Acme');
    const seen = await call(API.notificationsSeen, { method: 'POST', body: { ids: [`${made?.id}${NUL}`] } });
    expect(seen.status).toBe(400);
  });
});

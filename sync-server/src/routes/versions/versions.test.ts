import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  VERSIONS_KEPT,
  type PortfolioDetail,
  type VersionListResponse,
  type VersionResponse,
} from '@folio/shared';
import { MAX_HISTORY_CHARS } from '../../storage/versionStore.js';
import { api } from '../../test/http.js';
import {
  signedInPerson,
  startTestServer,
  type SignedInPerson,
  type TestServer,
} from '../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const person = (email: string) => signedInPerson(server, email);
type Person = SignedInPerson;

const resume = (name: string, jobs: string[] = []) => ({
  personalInfo: { name, title: 'Pastry Chef', email: 'chef@example.org' },
  summary: 'Bakes bread for a living.',
  experience: jobs.map((company) => ({ title: 'Baker', company, start: '2020', end: 'present' })),
});

async function create(p: Person, template = 'Kyoto') {
  const res = await p.call('POST', API.createPortfolio(template, p.id), { resume: resume('Ana Ortiz') });
  expect(res.status).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

async function edit(p: Person, pid: string, change: Record<string, unknown>) {
  const current = (await p.call('GET', API.portfolio(pid))).body as { portfolio: PortfolioDetail };
  const res = await p.call('PATCH', API.portfolio(pid), {
    baseRevision: current.portfolio.revision,
    ...change,
  });
  expect(res.status).toBe(200);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

const list = async (p: Person, pid: string) =>
  ((await p.call('GET', API.portfolioVersions(pid))).body as VersionListResponse).versions;

describe('version history', () => {
  it('keeps a version per publish, newest first, saying what changed', async () => {
    const p = await person('versions@example.org');
    const portfolio = await create(p);
    await edit(p, portfolio._id, { template: 'Nova' });
    await edit(p, portfolio._id, { resume: resume('Ana Ortiz', ['Bakery One', 'Bakery Two']) });
    const versions = await list(p, portfolio._id);
    expect(versions.map((v) => v.revision)).toEqual([3, 2, 1]);
    expect(versions[2]?.changes).toEqual(['First published version']);
    expect(versions[1]?.changes).toEqual(['Template: Kyoto → Nova']);
    expect(versions[0]?.changes).toEqual(['Experience: 2 added']);
    expect(versions[0]?.templateId).toBe('nova');
  });

  it('edits of an unpublished portfolio are drafts, not versions; publishing makes one', async () => {
    const p = await person('drafts@example.org');
    const portfolio = await create(p);
    await edit(p, portfolio._id, { published: false });
    await edit(p, portfolio._id, { title: 'Draft rename' });
    expect((await list(p, portfolio._id)).map((v) => v.revision)).toEqual([1]);
    await edit(p, portfolio._id, { published: true });
    const versions = await list(p, portfolio._id);
    expect(versions.map((v) => v.revision)).toEqual([4, 1]);
    expect(versions[0]?.changes).toEqual(['Title renamed']);
  });

  it('previews a version and restores it as a new version, leaving the history intact', async () => {
    const p = await person('restore@example.org');
    const portfolio = await create(p);
    const first = (await list(p, portfolio._id))[0];
    await edit(p, portfolio._id, { template: 'Terminal', resume: resume('Ana O.', ['Bakery One']) });
    const preview = await p.call('GET', API.portfolioVersion(portfolio._id, first?.id ?? ''));
    expect(preview.status).toBe(200);
    const version = (preview.body as VersionResponse).version;
    expect(version.resume.personalInfo.name).toBe('Ana Ortiz');
    expect(version.templateId).toBe('kyoto');

    const restored = await p.call('POST', API.restoreVersion(portfolio._id, first?.id ?? ''), {});
    expect(restored.status).toBe(200);
    const now = (restored.body as { portfolio: PortfolioDetail }).portfolio;
    expect(now).toMatchObject({ templateId: 'kyoto', revision: 3, published: true });
    expect(now.resume.personalInfo.name).toBe('Ana Ortiz');
    expect(now.resume.experience).toEqual([]);
    const versions = await list(p, portfolio._id);
    expect(versions.map((v) => v.revision)).toEqual([3, 2, 1]);
    expect(versions[0]?.changes).toContain('Template: Terminal → Kyoto');
    // The public page shows the restored content.
    const page = await fetch(`${server.url}/portfolio/${now.url}`);
    expect(await page.text()).toContain('Ana Ortiz');
  });

  it('a restore based on a stale revision gets 409 and changes nothing', async () => {
    const p = await person('stale@example.org');
    const portfolio = await create(p);
    const first = (await list(p, portfolio._id))[0];
    await edit(p, portfolio._id, { title: 'Newer' });
    const res = await p.call('POST', API.restoreVersion(portfolio._id, first?.id ?? ''), { baseRevision: 1 });
    expect(res.status).toBe(409);
    expect((await list(p, portfolio._id)).length).toBe(2);
  });

  it(`keeps the last ${VERSIONS_KEPT} versions`, { timeout: 120_000 }, async () => {
    const p = await person('many@example.org');
    const portfolio = await create(p);
    let revision = portfolio.revision;
    for (let i = 0; i < VERSIONS_KEPT + 5; i++) {
      const res = await p.call('PATCH', API.portfolio(portfolio._id), {
        baseRevision: revision,
        title: `Title ${i}`,
      });
      revision = (res.body as { portfolio: PortfolioDetail }).portfolio.revision;
    }
    const versions = await list(p, portfolio._id);
    expect(versions.length).toBe(VERSIONS_KEPT);
    expect(versions[0]?.revision).toBe(revision);
  });

  it('keeps fewer versions of a huge resume, so a publish never rewrites a file of every one', async () => {
    const p = await person('history-huge@example.org');
    const portfolio = await create(p);
    // About 480 KB of resume, near what a request body may hold.
    const text = 'Baked bread for the whole town every morning before dawn. '.repeat(33).slice(0, 1999);
    const huge = (n: number) => ({
      personalInfo: { name: `Ana Ortiz ${n}`, title: 'Pastry Chef' },
      experience: Array.from({ length: 8 }, () => ({
        title: 'Baker',
        company: 'Bakery',
        description: text,
        bullets: Array.from({ length: 29 }, () => text),
      })),
    });
    const edits = 10;
    for (let n = 1; n <= edits; n++) await edit(p, portfolio._id, { resume: huge(n) });
    const versions = await list(p, portfolio._id);
    const file = path.join(server.dataDir, 'versions', `${portfolio._id}.json`);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_HISTORY_CHARS * 1.01);
    expect(versions.length).toBeGreaterThan(1);
    expect(versions.length).toBeLessThan(edits + 1);
    // The newest is kept, and it is the latest edit.
    const newest = (await p.call('GET', API.portfolioVersion(portfolio._id, versions[0]?.id ?? '')))
      .body as VersionResponse;
    expect(newest.version.resume.personalInfo.name).toBe(`Ana Ortiz ${edits}`);
  });

  it('is the owner’s alone, and goes with the portfolio', async () => {
    const owner = await person('history-owner@example.org');
    const other = await person('history-other@example.org');
    const portfolio = await create(owner);
    const vid = (await list(owner, portfolio._id))[0]?.id ?? '';
    expect((await other.call('GET', API.portfolioVersions(portfolio._id))).status).toBe(404);
    expect((await other.call('GET', API.portfolioVersion(portfolio._id, vid))).status).toBe(404);
    expect((await other.call('POST', API.restoreVersion(portfolio._id, vid), {})).status).toBe(404);
    expect((await api(server, 'GET', API.portfolioVersions(portfolio._id))).status).toBe(401);
    expect((await owner.call('GET', API.portfolioVersion(portfolio._id, 'nope'))).status).toBe(404);

    const file = path.join(server.dataDir, 'versions', `${portfolio._id}.json`);
    expect(existsSync(file)).toBe(true);
    expect((await owner.call('DELETE', API.portfolio(portfolio._id))).status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });
});

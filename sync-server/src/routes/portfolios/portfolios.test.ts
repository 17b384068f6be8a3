import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, planLimitMessage, type PortfolioDetail, type PortfolioSummary } from '@folio/shared';
import { api, corpusPdf, fileForm } from '../../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

/** A signed-in person: their token, id and a helper to call the API as them. */
async function person(email: string) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  const call = (method: string, pathname: string, json?: unknown) =>
    api(server, method, pathname, { token, json });
  return { token, id: user.id, call };
}

const resumeBody = (name = 'Grace Hopper') => ({
  resume: {
    personalInfo: {
      name,
      title: 'Rear Admiral',
      email: 'grace@example.org',
      phone: '+1 555 0100',
      location: 'NYC',
    },
    summary: 'Wrote the first compiler.',
    skills: { technical: ['COBOL'] },
  },
});

async function create(
  p: Awaited<ReturnType<typeof person>>,
  body: object = resumeBody(),
  template = 'Cascade',
) {
  const res = await p.call('POST', API.createPortfolio(template, p.id), body);
  return { res, portfolio: (res.body as { portfolio: PortfolioDetail }).portfolio };
}

describe('POST /api/portfolio/:templateName/:userId', () => {
  it('creates a portfolio from resume data and answers 201 with its id and url', async () => {
    const p = await person('create@example.org');
    const { res, portfolio } = await create(p, resumeBody(), 'The Gallery');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true });
    expect(portfolio).toMatchObject({
      // The person's name, and the address from it: the template's name is in neither.
      title: 'Grace Hopper',
      template: 'The Gallery',
      templateId: 'gallery',
      url: `The%20Gallery/${portfolio._id}`,
      slug: 'grace-hopper',
      address: '/grace-hopper',
      published: true,
      revision: 1,
      hasPdf: false,
    });
    expect(portfolio.resume.skills).toEqual([
      { category: 'Technical', items: [{ name: 'COBOL', level: null }] },
    ]);
  });

  it('creates from an uploaded resume id, and with no body from the latest upload', async () => {
    const p = await person('fromupload@example.org');
    const upload = await api(server, 'POST', API.uploadResume, {
      token: p.token,
      body: fileForm(corpusPdf('open-resume-john-doe')),
    });
    expect(upload.status).toBe(201);
    const { resumeId } = upload.body as { resumeId: string };
    const byId = await create(p, { resumeId, clientId: 'a' });
    expect(byId.res.status).toBe(201);
    expect(byId.portfolio).toMatchObject({ resumeId, hasPdf: true });
    const bodiless = await api(server, 'POST', API.createPortfolio('nova', p.id), { token: p.token });
    expect(bodiless.status).toBe(201);
    expect((bodiless.body as { portfolio: PortfolioDetail }).portfolio.resumeId).toBe(resumeId);
  });

  it('refuses someone else’s resume id and a body-less call without uploads', async () => {
    const owner = await person('resumeowner@example.org');
    const upload = await api(server, 'POST', API.uploadResume, {
      token: owner.token,
      body: fileForm(corpusPdf('open-resume-john-doe')),
    });
    const { resumeId } = upload.body as { resumeId: string };
    const other = await person('resumethief@example.org');
    expect((await create(other, { resumeId })).res.status).toBe(404);
    const bodiless = await api(server, 'POST', API.createPortfolio('nova', other.id), { token: other.token });
    expect(bodiless.status).toBe(400);
  });

  it('answers 403 for another user id and 400 unknown_template for an unknown template', async () => {
    const p = await person('rules@example.org');
    const other = await person('rules-other@example.org');
    const forOther = await p.call('POST', API.createPortfolio('Cascade', other.id), resumeBody());
    expect(forOther.status).toBe(403);
    expect(forOther.body).toMatchObject({ error: { code: 'forbidden' } });
    const unknown = await p.call('POST', API.createPortfolio('Brutalist', p.id), resumeBody());
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { code: 'unknown_template' } });
  });

  it('validates the body', async () => {
    const p = await person('validate@example.org');
    const bad = await p.call('POST', API.createPortfolio('Cascade', p.id), { resume: 'not a resume' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'validation_failed' } });
    const badTitle = await p.call('POST', API.createPortfolio('Cascade', p.id), {
      ...resumeBody(),
      title: 'x'.repeat(500),
    });
    expect(badTitle.status).toBe(400);
    const notJson = await api(server, 'POST', API.createPortfolio('Cascade', p.id), {
      token: p.token,
      body: '{"resume":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('stops a free plan at the 4th portfolio with the spec’s message', async () => {
    const p = await person('free@example.org');
    for (let i = 0; i < 3; i++) expect((await create(p)).res.status).toBe(201);
    const fourth = await create(p);
    expect(fourth.res.status).toBe(403);
    expect(fourth.res.body).toEqual({
      error: { code: 'plan_limit_reached', message: planLimitMessage('free') },
    });
    const list = await p.call('GET', API.portfolios);
    expect(list.body).toHaveLength(3);
  });

  it('gives pro 10 and any other plan no limit', async () => {
    const pro = await person('pro@example.org');
    await server.storage.users.setPlan(pro.id, 'pro');
    for (let i = 0; i < 10; i++) expect((await create(pro)).res.status).toBe(201);
    expect((await create(pro)).res.status).toBe(403);
    const team = await person('team@example.org');
    await server.storage.users.setPlan(team.id, 'team');
    for (let i = 0; i < 12; i++) expect((await create(team)).res.status).toBe(201);
  });

  it('returns the same portfolio for a retry with the same clientId, even at the limit', async () => {
    const p = await person('retry@example.org');
    const first = await create(p, { ...resumeBody(), clientId: 'draft-1' });
    const again = await create(p, { ...resumeBody(), clientId: 'draft-1' });
    expect(first.res.status).toBe(201);
    expect(again.res.status).toBe(200);
    expect(again.portfolio._id).toBe(first.portfolio._id);
    await create(p);
    await create(p);
    expect((await create(p, { ...resumeBody(), clientId: 'draft-1' })).res.status).toBe(200);
    expect((await p.call('GET', API.portfolios)).body).toHaveLength(3);
  });

  it('creates exactly the right number under 50 concurrent requests from 10 users', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => person(`burst${i}@example.org`)));
    await Promise.all(people.map((p) => server.storage.users.setPlan(p.id, 'pro')));
    // Each user sends 5 creations; two of them reuse a clientId, so 4 per user must exist.
    const results = await Promise.all(
      people.flatMap((p) =>
        [0, 1, 2, 3, 3].map((n) =>
          create(p, { ...resumeBody(), clientId: `c${n}` }).then((r) => r.res.status),
        ),
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(40);
    expect(results.filter((s) => s === 200)).toHaveLength(10);
    for (const p of people) expect((await p.call('GET', API.portfolios)).body).toHaveLength(4);
    const db: unknown = JSON.parse(readFileSync(path.join(server.dataDir, 'db.json'), 'utf8'));
    expect(db).toMatchObject({ schemaVersion: 2 });
  });
});

describe('reading, editing and deleting', () => {
  it('lists the caller’s portfolios as summaries, newest first', async () => {
    const p = await person('list@example.org');
    const a = await create(p);
    const b = await create(p, resumeBody(), 'Terminal');
    const list = await p.call('GET', API.portfolios);
    expect(list.status).toBe(200);
    const rows = list.body as PortfolioSummary[];
    expect(rows.map((r) => r._id).sort()).toEqual([a.portfolio._id, b.portfolio._id].sort());
    expect(rows[0]).toEqual(expect.objectContaining({ views: 0, shares: 0, downloads: 0, published: true }));
    expect(rows[0]).not.toHaveProperty('resume');
    // The thumbnail is the published page's preview image, and it really is served.
    const row = rows[0]!; // two rows were just asserted
    expect(row.thumbnail).toBe(`/og/card/${row._id}.png?v=${row.revision}`);
    const image = await fetch(server.url + row.thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('hides another user’s portfolio behind 404 for get, patch, delete and stats', async () => {
    const owner = await person('owner@example.org');
    const { portfolio } = await create(owner);
    const other = await person('other@example.org');
    for (const [method, p] of [
      ['GET', API.portfolio(portfolio._id)],
      ['DELETE', API.portfolio(portfolio._id)],
      ['GET', API.portfolioStats(portfolio._id)],
    ] as const) {
      expect((await other.call(method, p)).status).toBe(404);
    }
    const patch = await other.call('PATCH', API.portfolio(portfolio._id), {
      baseRevision: 1,
      title: 'Mine now',
    });
    expect(patch.status).toBe(404);
    expect((await owner.call('GET', API.portfolio(portfolio._id))).body).toMatchObject({
      portfolio: { title: portfolio.title },
    });
  });

  it('applies an edit on the current revision and answers 409 with the current version on a stale one', async () => {
    const p = await person('edit@example.org');
    const { portfolio } = await create(p);
    const edit = await p.call('PATCH', API.portfolio(portfolio._id), {
      baseRevision: 1,
      title: 'Edited',
      theme: 'retroWave',
      template: 'The Infographic',
      settings: { showEmail: true },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      portfolio: {
        title: 'Edited',
        templateId: 'infographic',
        theme: 'retroWave',
        revision: 2,
        url: `The%20Infographic/${portfolio._id}`,
        settings: { showEmail: true, showPhone: false },
      },
    });
    const stale = await p.call('PATCH', API.portfolio(portfolio._id), {
      baseRevision: 1,
      title: 'Offline edit',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: { code: 'conflict' },
      current: { _id: portfolio._id, title: 'Edited', revision: 2 },
    });
    expect((await p.call('PATCH', API.portfolio(portfolio._id), { title: 'x' })).status).toBe(400);
    const unknown = await p.call('PATCH', API.portfolio(portfolio._id), {
      baseRevision: 2,
      template: 'Nope',
    });
    expect(unknown.body).toMatchObject({ error: { code: 'unknown_template' } });
  });

  it('deletes a portfolio (then it is gone for everyone)', async () => {
    const p = await person('delete@example.org');
    const { portfolio } = await create(p);
    expect((await p.call('DELETE', API.portfolio(portfolio._id))).body).toEqual({ success: true });
    expect((await p.call('GET', API.portfolio(portfolio._id))).status).toBe(404);
    expect((await api(server, 'GET', API.resumeData(portfolio._id))).status).toBe(404);
    expect((await p.call('DELETE', API.portfolio(portfolio._id))).status).toBe(404);
  });

  it('keeps /api bodies JSON even when the content starts with "<"', async () => {
    const p = await person('angle@example.org');
    const { res, portfolio } = await create(p, {
      ...resumeBody('<script>alert(1)</script>'),
      title: '<b>Hi</b>',
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(portfolio.title).toBe('<b>Hi</b>');
    const data = await api(server, 'GET', API.resumeData(portfolio._id));
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    expect(data.body).toMatchObject({ data: { personalInfo: { name: '<script>alert(1)</script>' } } });
  });
});

describe('GET /api/resume-data/:pid (public)', () => {
  it('gives a published portfolio’s resume without email and phone unless the owner shows them', async () => {
    const p = await person('public@example.org');
    const { portfolio } = await create(p);
    const anon = await api(server, 'GET', API.resumeData(portfolio._id));
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({
      success: true,
      data: { personalInfo: { name: 'Grace Hopper', email: '', phone: '', location: 'NYC' } },
    });
    await p.call('PATCH', API.portfolio(portfolio._id), { baseRevision: 1, settings: { showEmail: true } });
    const shown = await api(server, 'GET', API.resumeData(portfolio._id));
    expect(shown.body).toMatchObject({ data: { personalInfo: { email: 'grace@example.org', phone: '' } } });
  });

  it('answers 404 "Resume data not found" for unpublished and unknown portfolios', async () => {
    const p = await person('private@example.org');
    const { portfolio } = await create(p, { ...resumeBody(), published: false });
    for (const pid of [portfolio._id, 'nope']) {
      const res = await api(server, 'GET', API.resumeData(pid));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Resume data not found' } });
    }
  });
});

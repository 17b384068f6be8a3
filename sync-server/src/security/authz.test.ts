import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MessagesResponse, type PortfolioDetail, type PortfolioSummary } from '@folio/shared';
import { api, corpusPdf, fileForm } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';

/*
 * Authorization from the outside: user B (signed in, with a valid token of their own) tries every
 * route that names a portfolio or a message of user A. Each attempt must fail without revealing or
 * changing anything, and A's data must be exactly as before afterwards.
 */

let server: TestServer;
let a: { token: string; id: string };
let b: { token: string; id: string };
/** A's portfolios: one published (PDF not offered), one draft; both made from an uploaded PDF. */
let published: PortfolioDetail;
let draft: PortfolioDetail;
let messageId: string;

async function person(email: string) {
  return { token: await tokenFor(server, email), id: (await userFor(server, email)).id };
}

async function createFor(owner: { token: string; id: string }, body: object): Promise<PortfolioDetail> {
  const res = await api(server, 'POST', API.createPortfolio('Cascade', owner.id), {
    token: owner.token,
    json: body,
  });
  expect(res.status).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await person('alice@example.org');
  b = await person('mallory@example.org');
  const uploaded = await api(server, 'POST', API.uploadResume, {
    token: a.token,
    body: fileForm(corpusPdf('latex-jake-student-ca')),
  });
  expect(uploaded.status).toBe(201);
  const resumeId = (uploaded.body as { resumeId: string }).resumeId;
  published = await createFor(a, { resumeId, title: 'Alice public' });
  draft = await createFor(a, { resumeId, title: 'Alice draft', published: false });
  const sent = await api(server, 'POST', API.portfolioMessages(published._id), {
    json: { name: 'Recruiter', email: 'r@example.org', message: 'Private note for Alice' },
  });
  expect(sent.status).toBe(201);
  const [message] = await server.storage.messages.listByOwner(a.id);
  messageId = message?.id ?? '';
  expect(messageId).not.toBe('');
});
afterAll(() => server.dispose());

/** A's portfolios as A sees them: the reference that nothing B does may change. */
async function aliceState() {
  const list = await api(server, 'GET', API.portfolios, { token: a.token });
  const messages = await api(server, 'GET', API.messages, { token: a.token });
  return { list: list.body, messages: messages.body };
}

describe('user B against user A’s portfolios', () => {
  it('cannot list, read, edit, delete, stat or download them (404, nothing revealed, nothing changed)', async () => {
    const before = await aliceState();
    const asB = (method: string, path: string, json?: unknown) =>
      api(server, method, path, { token: b.token, json });

    const listed = (await asB('GET', API.portfolios)).body as PortfolioSummary[];
    expect(listed).toEqual([]);

    for (const p of [published, draft]) {
      const attempts = {
        get: await asB('GET', API.portfolio(p._id)),
        patch: await asB('PATCH', API.portfolio(p._id), {
          baseRevision: p.revision,
          title: 'Owned by Mallory',
          published: true,
        }),
        patchResume: await asB('PATCH', API.portfolio(p._id), {
          baseRevision: p.revision,
          resume: { personalInfo: { name: 'Mallory' } },
        }),
        delete: await asB('DELETE', API.portfolio(p._id)),
        stats: await asB('GET', API.portfolioStats(p._id)),
        pdf: await asB('GET', API.portfolioPdf(p._id)),
      };
      for (const [name, res] of Object.entries(attempts)) {
        expect(res.status, `${name} ${p.title}`).toBe(404);
        expect(res.headers.get('content-type'), name).toMatch(/^application\/json/);
        // Neither A's content nor the PDF bytes come back in an error.
        expect(res.text, name).not.toContain('Alice');
        expect(res.text, name).not.toContain('%PDF');
      }
    }
    expect(await aliceState()).toEqual(before);
  });

  it('answers a missing portfolio and someone else’s the same way (existence is not revealed)', async () => {
    const other = await api(server, 'GET', API.portfolio(draft._id), { token: b.token });
    const missing = await api(server, 'GET', API.portfolio('doesNotExist123'), { token: b.token });
    expect(other.status).toBe(missing.status);
    expect(other.body).toEqual(missing.body);
  });

  it('cannot count shares of a draft, nor reach its resume data or messages route', async () => {
    const before = (await server.storage.portfolios.get(draft._id))?.shares;
    const share = await api(server, 'POST', API.portfolioShare(draft._id), { token: b.token });
    expect(share.status).toBe(404);
    expect((await server.storage.portfolios.get(draft._id))?.shares).toBe(before);

    expect((await api(server, 'GET', API.resumeData(draft._id), { token: b.token })).status).toBe(404);
    // There is no way to read a portfolio's messages by portfolio id: only the owner's inbox.
    const byPortfolio = await api(server, 'GET', API.portfolioMessages(published._id), { token: b.token });
    expect(byPortfolio.status).toBe(404);
    expect(byPortfolio.text).not.toContain('Private note');
  });

  it('cannot download the original PDF of a published portfolio that does not offer it', async () => {
    const asVisitor = await api(server, 'GET', API.portfolioPdf(published._id));
    const asB = await api(server, 'GET', API.portfolioPdf(published._id), { token: b.token });
    for (const res of [asVisitor, asB]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('%PDF');
    }
    // The control: A gets it.
    const asA = await fetch(server.url + API.portfolioPdf(published._id), {
      headers: { Authorization: `Bearer ${a.token}` },
    });
    expect(asA.status).toBe(200);
    expect(
      Buffer.from(await asA.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('cannot create a portfolio in A’s name, nor from A’s uploaded resume', async () => {
    const before = await aliceState();
    const forA = await api(server, 'POST', API.createPortfolio('Cascade', a.id), {
      token: b.token,
      json: { resume: { personalInfo: { name: 'Mallory' } } },
    });
    expect(forA.status).toBe(403);
    expect(forA.body).toMatchObject({ error: { code: 'forbidden' } });
    // Encoded, padded or differently-cased variants of A's id are not A's id either.
    for (const variant of [` ${a.id}`, a.id.toUpperCase(), `${a.id}/`, `${a.id}%00`]) {
      if (variant === a.id) continue;
      const res = await api(server, 'POST', `/api/portfolio/Cascade/${encodeURIComponent(variant)}`, {
        token: b.token,
        json: { resume: { personalInfo: { name: 'Mallory' } } },
      });
      expect([403, 404], variant).toContain(res.status);
    }
    const fromAResume = await api(server, 'POST', API.createPortfolio('Cascade', b.id), {
      token: b.token,
      json: { resumeId: published.resumeId },
    });
    expect(fromAResume.status).toBe(404);
    expect(fromAResume.text).not.toContain('Alice');
    expect(((await api(server, 'GET', API.portfolios, { token: b.token })).body as unknown[]).length).toBe(0);
    expect(await aliceState()).toEqual(before);
  });

  it('cannot get A’s portfolio back by replaying A’s clientId', async () => {
    const clientId = 'client-id-alice-1';
    const own = await api(server, 'POST', API.createPortfolio('Cascade', a.id), {
      token: a.token,
      json: { resume: { personalInfo: { name: 'Alice Retry' } }, clientId, published: false },
    });
    expect(own.status).toBe(201);
    const replay = await api(server, 'POST', API.createPortfolio('Cascade', b.id), {
      token: b.token,
      json: { resume: { personalInfo: { name: 'Mallory' } }, clientId },
    });
    expect(replay.status).toBe(201);
    const mine = (replay.body as { portfolio: PortfolioDetail }).portfolio;
    expect(mine._id).not.toBe((own.body as { portfolio: PortfolioDetail }).portfolio._id);
    expect(mine.resume.personalInfo.name).toBe('Mallory');
    await api(server, 'DELETE', API.portfolio(mine._id), { token: b.token });
    await api(server, 'DELETE', API.portfolio((own.body as { portfolio: PortfolioDetail }).portfolio._id), {
      token: a.token,
    });
  });

  it('cannot read, mark or delete A’s messages', async () => {
    const inbox = (await api(server, 'GET', API.messages, { token: b.token })).body as MessagesResponse;
    expect(inbox.messages).toEqual([]);
    const mark = await api(server, 'PATCH', API.message(messageId), { token: b.token, json: { read: true } });
    const remove = await api(server, 'DELETE', API.message(messageId), { token: b.token });
    expect(mark.status).toBe(404);
    expect(remove.status).toBe(404);
    expect(mark.text).not.toContain('Private note');
    const [message] = await server.storage.messages.listByOwner(a.id);
    expect(message).toMatchObject({ id: messageId, read: false });
  });

  it('sees only their own figures in /api/stats', async () => {
    await api(server, 'POST', API.portfolioShare(published._id));
    const stats = await api(server, 'GET', API.stats, { token: b.token });
    expect(stats.body).toMatchObject({ totals: { views: 0, portfolios: 0, downloads: 0, shares: 0 } });
  });

  it('needs a token for every owner route: signed-out calls get 401 JSON', async () => {
    const calls: [string, string][] = [
      ['GET', API.portfolios],
      ['GET', API.portfolio(published._id)],
      ['PATCH', API.portfolio(published._id)],
      ['DELETE', API.portfolio(published._id)],
      ['GET', API.portfolioStats(published._id)],
      ['GET', API.stats],
      ['GET', API.messages],
      ['PATCH', API.message(messageId)],
      ['DELETE', API.message(messageId)],
      ['POST', API.createPortfolio('Cascade', a.id)],
      ['POST', API.uploadResume],
      ['POST', API.enhanceRewrite],
      ['GET', API.authMe],
    ];
    for (const [method, path] of calls) {
      const res = await api(
        server,
        method,
        path,
        method === 'GET' || method === 'DELETE' ? {} : { json: {} },
      );
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    expect((await aliceState()).list).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail } from '@folio/shared';
import { api, type ApiResponse } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';

/*
 * Every write a client may retry (its answer lost on the way back) must answer the retry as it
 * answered the first try, and a deleted portfolio must stay deleted whatever arrives late.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

async function person(email: string) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  const call = (method: string, pathname: string, json?: unknown, key?: string) =>
    api(server, method, pathname, { token, json, headers: key ? { 'Idempotency-Key': key } : {} });
  return { id: user.id, call };
}
type Person = Awaited<ReturnType<typeof person>>;

const portfolioOf = (res: ApiResponse) => (res.body as { portfolio: PortfolioDetail }).portfolio;

async function create(p: Person, clientId: string): Promise<PortfolioDetail> {
  const res = await p.call('POST', API.createPortfolio('Cascade', p.id), {
    clientId,
    resume: { personalInfo: { name: 'Retry Person' } },
  });
  expect(res.status).toBe(201);
  return portfolioOf(res);
}

describe('an edit retried with the same Idempotency-Key', () => {
  it('gets the first answer again, not 409, and is applied once', async () => {
    const p = await person('patch-retry@example.org');
    const made = await create(p, 'c1');
    const edit = { baseRevision: made.revision, title: 'Edited once' };
    const first = await p.call('PATCH', API.portfolio(made._id), edit, 'edit-1');
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const retry = await p.call('PATCH', API.portfolio(made._id), edit, 'edit-1');
      expect(retry.status).toBe(200);
      expect(portfolioOf(retry)).toMatchObject({
        title: 'Edited once',
        revision: portfolioOf(first).revision,
      });
    }
    // Concurrent retries of one edit: every one answers 200, the revision moves once.
    const edit2 = { baseRevision: portfolioOf(first).revision, title: 'Edited twice' };
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => p.call('PATCH', API.portfolio(made._id), edit2, 'edit-2')),
    );
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const now = portfolioOf(await p.call('GET', API.portfolio(made._id)));
    expect(now).toMatchObject({ title: 'Edited twice', revision: portfolioOf(first).revision + 1 });
  });

  it('still answers 409 to a stale edit without a key or with a new key', async () => {
    const p = await person('patch-stale@example.org');
    const made = await create(p, 'c1');
    expect(
      (await p.call('PATCH', API.portfolio(made._id), { baseRevision: 1, title: 'A' }, 'k-a')).status,
    ).toBe(200);
    expect((await p.call('PATCH', API.portfolio(made._id), { baseRevision: 1, title: 'B' })).status).toBe(
      409,
    );
    expect(
      (await p.call('PATCH', API.portfolio(made._id), { baseRevision: 1, title: 'B' }, 'k-b')).status,
    ).toBe(409);
  });

  it('refuses the same key for a different change or another portfolio, and a malformed key', async () => {
    const p = await person('patch-reuse@example.org');
    const a = await create(p, 'a');
    const b = await create(p, 'b');
    expect(
      (await p.call('PATCH', API.portfolio(a._id), { baseRevision: 1, title: 'One' }, 'same')).status,
    ).toBe(200);
    const other = await p.call('PATCH', API.portfolio(a._id), { baseRevision: 2, title: 'Two' }, 'same');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    expect(
      (await p.call('PATCH', API.portfolio(b._id), { baseRevision: 1, title: 'One' }, 'same')).status,
    ).toBe(422);
    expect(portfolioOf(await p.call('GET', API.portfolio(a._id))).title).toBe('One');
    for (const bad of ['x'.repeat(101), 'has space', 'ümlaut']) {
      const res = await api(server, 'PATCH', API.portfolio(a._id), {
        token: await tokenFor(server, 'patch-reuse@example.org'),
        json: { baseRevision: 2, title: 'Three' },
        headers: { 'Idempotency-Key': encodeURI(bad) === bad ? bad : encodeURIComponent(bad) + ' x' },
      });
      expect(res.status, bad).toBe(400);
    }
  });

  it('cannot replay another account’s key', async () => {
    const owner = await person('key-owner@example.org');
    const made = await create(owner, 'c');
    await owner.call('PATCH', API.portfolio(made._id), { baseRevision: 1, title: 'Mine' }, 'shared-key');
    const other = await person('key-thief@example.org');
    const res = await other.call(
      'PATCH',
      API.portfolio(made._id),
      { baseRevision: 1, title: 'Mine' },
      'shared-key',
    );
    expect(res.status).toBe(404);
  });
});

describe('a deleted portfolio stays deleted', () => {
  it('a create retried with its clientId answers 410 and creates nothing', async () => {
    const p = await person('create-after-delete@example.org');
    const made = await create(p, 'draft-7');
    expect((await p.call('DELETE', API.portfolio(made._id))).status).toBe(200);
    for (const body of [
      { clientId: 'draft-7', resume: { personalInfo: { name: 'Retry Person' } } },
      { clientId: 'draft-7', resume: { personalInfo: { name: 'Changed meanwhile' } }, published: false },
    ]) {
      const retry = await p.call('POST', API.createPortfolio('Nova', p.id), body);
      expect(retry.status).toBe(410);
      expect(retry.body).toMatchObject({ error: { code: 'gone' } });
    }
    // The key may come as the header alone, too.
    const byHeader = await p.call(
      'POST',
      API.createPortfolio('Cascade', p.id),
      { resume: { personalInfo: { name: 'X' } } },
      'draft-7',
    );
    expect(byHeader.status).toBe(410);
    expect((await p.call('GET', API.portfolios)).body).toEqual([]);
    // After a restart, too.
    await server.restart();
    const again = await (
      await person('create-after-delete@example.org')
    ).call('POST', API.createPortfolio('Cascade', p.id), {
      clientId: 'draft-7',
      resume: { personalInfo: { name: 'Retry Person' } },
    });
    expect(again.status).toBe(410);
  });

  it('an edit of it answers 410, with or without a key, and a new clientId still creates', async () => {
    const p = await person('edit-after-delete@example.org');
    const made = await create(p, 'c');
    await p.call('DELETE', API.portfolio(made._id));
    expect((await p.call('PATCH', API.portfolio(made._id), { baseRevision: 1, title: 'Back?' })).status).toBe(
      410,
    );
    expect(
      (await p.call('PATCH', API.portfolio(made._id), { baseRevision: 1, title: 'Back?' }, 'k')).status,
    ).toBe(410);
    expect((await p.call('GET', API.portfolio(made._id))).status).toBe(404);
    await create(p, 'another');
    expect((await p.call('GET', API.portfolios)).body).toHaveLength(1);
  });

  it('another account’s deletion reveals nothing: its clientId is free for others', async () => {
    const a = await person('tomb-a@example.org');
    const made = await create(a, 'same-id');
    await a.call('DELETE', API.portfolio(made._id));
    const b = await person('tomb-b@example.org');
    expect((await b.call('PATCH', API.portfolio(made._id), { baseRevision: 1, title: 'x' })).status).toBe(
      404,
    );
    await create(b, 'same-id');
  });
});

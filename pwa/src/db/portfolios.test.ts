import { afterEach, describe, expect, it } from 'vitest';
import { buildContent, freshDb } from '../test/factories.js';
import { listOutbox, recordOutboxRetry, resetOutboxBackoff } from './outbox.js';
import {
  createLocalPortfolio,
  deleteLocalPortfolio,
  editPortfolio,
  findPortfolioForServer,
  getPortfolio,
  listPortfolios,
  mutatePortfolio,
} from './portfolios.js';
import type { FolioDb } from './database.js';

let db: FolioDb;
afterEach(() => db?.close());

describe('portfolios repository', () => {
  it('creates a portfolio and queues its creation in one step', async () => {
    db = freshDb();
    const p = await createLocalPortfolio(db, { ownerId: 'u1', draftId: 'd1', content: buildContent() });
    expect(p).toMatchObject({ serverId: null, localVersion: 1, syncedVersion: 0 });
    const outbox = await listOutbox(db, 'u1');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ portfolioId: p.id, kind: 'create', attempts: 0 });
  });

  it('coalesces edits into the one outbox entry and resets its backoff', async () => {
    db = freshDb();
    const p = await createLocalPortfolio(db, { ownerId: 'u1', draftId: null, content: buildContent() });
    await recordOutboxRetry(db, p.id, 'offline', Date.now() + 60_000);
    await editPortfolio(db, p.id, { title: 'One' });
    await editPortfolio(db, p.id, { title: 'Two' });
    const outbox = await listOutbox(db, 'u1');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ attempts: 0, nextAttemptAt: 0 });
    expect(await getPortfolio(db, p.id)).toMatchObject({ title: 'Two', localVersion: 3 });
  });

  it('queues an update once the server has the portfolio', async () => {
    db = freshDb();
    const p = await createLocalPortfolio(db, { ownerId: 'u1', draftId: null, content: buildContent() });
    await mutatePortfolio(db, p.id, (c) =>
      c ? { portfolio: { ...c, serverId: 's1', baseRevision: 1, syncedVersion: 1 }, outbox: 'remove' } : null,
    );
    expect(await listOutbox(db, 'u1')).toHaveLength(0);
    await editPortfolio(db, p.id, { templateId: 'kyoto' });
    expect((await listOutbox(db, 'u1'))[0]?.kind).toBe('update');
  });

  it('does not queue edits to a portfolio in conflict until the person chooses', async () => {
    db = freshDb();
    const p = await createLocalPortfolio(db, { ownerId: 'u1', draftId: null, content: buildContent() });
    await mutatePortfolio(db, p.id, (c) =>
      c
        ? {
            portfolio: {
              ...c,
              serverId: 's1',
              conflict: {
                revision: 2,
                content: buildContent({ title: 'Theirs' }),
                snapshot: {
                  url: 'x',
                  published: true,
                  views: 0,
                  shares: 0,
                  downloads: 0,
                  thumbnail: '',
                  updatedAt: '',
                },
                detectedAt: '2026-01-01T00:00:00.000Z',
              },
            },
            outbox: 'remove',
          }
        : null,
    );
    await editPortfolio(db, p.id, { title: 'Mine, edited' });
    expect(await listOutbox(db, 'u1')).toHaveLength(0);
    expect((await getPortfolio(db, p.id))?.conflict?.content.title).toBe('Theirs');
  });

  it('rolls back the portfolio write when the transaction fails', async () => {
    db = freshDb();
    const p = await createLocalPortfolio(db, { ownerId: 'u1', draftId: null, content: buildContent() });
    await expect(
      mutatePortfolio(db, p.id, (c) => {
        if (!c) return null;
        // A record IndexedDB cannot clone aborts the whole transaction.
        return {
          portfolio: { ...c, title: 'Half', resume: { ...c.resume, bad: () => 1 } },
          outbox: 'remove',
        };
      }),
    ).rejects.toThrow();
    expect((await getPortfolio(db, p.id))?.title).toBe(buildContent().title);
    expect(await listOutbox(db, 'u1')).toHaveLength(1);
  });

  it('finds the local record for a server portfolio by server id or by client id', async () => {
    db = freshDb();
    const p = await createLocalPortfolio(db, { ownerId: 'u1', draftId: null, content: buildContent() });
    expect((await findPortfolioForServer(db, 'u1', 's9', p.id))?.id).toBe(p.id);
    expect(await findPortfolioForServer(db, 'u2', 's9', p.id)).toBeNull();
    await mutatePortfolio(db, p.id, (c) =>
      c ? { portfolio: { ...c, serverId: 's9' }, outbox: 'keep' } : null,
    );
    expect((await findPortfolioForServer(db, 'u1', 's9', null))?.id).toBe(p.id);
  });

  it("keeps each person's portfolios apart and deletes with the queue", async () => {
    db = freshDb();
    const a = await createLocalPortfolio(db, { ownerId: 'u1', draftId: null, content: buildContent() });
    await createLocalPortfolio(db, { ownerId: 'u2', draftId: null, content: buildContent() });
    expect(await listPortfolios(db, 'u1')).toHaveLength(1);
    await deleteLocalPortfolio(db, a.id);
    expect(await listPortfolios(db, 'u1')).toHaveLength(0);
    expect(await listOutbox(db, 'u1')).toHaveLength(0);
    expect(await listOutbox(db, 'u2')).toHaveLength(1);
  });

  it('makes backed-off entries due again when the network returns', async () => {
    db = freshDb();
    const p = await createLocalPortfolio(db, { ownerId: 'u1', draftId: null, content: buildContent() });
    await recordOutboxRetry(db, p.id, 'offline', Date.now() + 60_000);
    expect((await listOutbox(db, 'u1'))[0]).toMatchObject({ attempts: 1, lastError: 'offline' });
    await resetOutboxBackoff(db, 'u1');
    expect((await listOutbox(db, 'u1'))[0]?.nextAttemptAt).toBe(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { buildContent, buildResume, freshDb } from '../test/factories.js';
import type { FolioDb } from './database.js';
import { createDraft, listDrafts } from './drafts.js';
import { countOwnerData, eraseOwnerData } from './erase.js';
import { listOutbox } from './outbox.js';
import { createLocalPortfolio, listPortfolios, mutatePortfolio } from './portfolios.js';

let db: FolioDb;
afterEach(() => db?.close());

async function seed(ownerId: string) {
  await createDraft(db, { ownerId, pdfId: null, fileName: 'a.pdf', resume: buildResume(), review: null });
  const queued = await createLocalPortfolio(db, { ownerId, draftId: null, content: buildContent() });
  const synced = await createLocalPortfolio(db, { ownerId, draftId: null, content: buildContent() });
  await mutatePortfolio(db, synced.id, (c) =>
    c ? { portfolio: { ...c, serverId: 's1', syncedVersion: c.localVersion }, outbox: 'remove' } : null,
  );
  return { queued, synced };
}

describe('eraseOwnerData', () => {
  it('keeping drafts still drops the server mirror but keeps drafts and unsynced work', async () => {
    db = freshDb();
    const { queued } = await seed('u1');
    expect(await countOwnerData(db, 'u1')).toEqual({ drafts: 1, unsynced: 1 });
    await eraseOwnerData(db, 'u1', { keepDrafts: true });
    expect((await listPortfolios(db, 'u1')).map((p) => p.id)).toEqual([queued.id]);
    expect(await listDrafts(db, 'u1')).toHaveLength(1);
    expect(await listOutbox(db, 'u1')).toHaveLength(1);
  });

  it("erasing removes everything of that person and nothing of anyone else's", async () => {
    db = freshDb();
    await seed('u1');
    await seed('u2');
    await eraseOwnerData(db, 'u1', { keepDrafts: false });
    expect(await countOwnerData(db, 'u1')).toEqual({ drafts: 0, unsynced: 0 });
    expect(await listPortfolios(db, 'u1')).toEqual([]);
    expect(await listPortfolios(db, 'u2')).toHaveLength(2);
    expect(await listDrafts(db, 'u2')).toHaveLength(1);
  });
});

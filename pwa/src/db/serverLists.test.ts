import type { PortfolioSummary } from '@folio/shared';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLocal, freshDb } from '../test/factories.js';
import { FolioDb, SCHEMA_VERSIONS } from './database.js';
import { eraseOwnerData } from './erase.js';
import { listPortfolios } from './portfolios.js';
import { getServerList, saveServerList } from './serverLists.js';

const summary = (id: string, title: string): PortfolioSummary => ({
  _id: id,
  title,
  template: 'Terminal',
  templateId: 'terminal',
  theme: '',
  url: `Terminal/${id}`,
  address: `/${id}`,
  slug: id,
  thumbnail: '',
  views: 3,
  shares: 0,
  downloads: 1,
  published: true,
  revision: 2,
  clientId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});

let db: FolioDb;
afterEach(() => db?.close());

describe('the server list kept on this device', () => {
  it('keeps the last list received for each person, replacing the one before', async () => {
    db = freshDb();
    expect(await getServerList(db, 'u1')).toBeNull();
    await saveServerList(db, 'u1', [summary('a', 'First')]);
    await saveServerList(db, 'u1', [summary('a', 'First'), summary('b', 'Second')]);
    await saveServerList(db, 'u2', [summary('c', 'Someone else’s')]);
    const kept = await getServerList(db, 'u1');
    expect(kept?.portfolios).toEqual([summary('a', 'First'), summary('b', 'Second')]);
    expect(kept?.savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('drops a row that no longer reads and still shows the rest', async () => {
    db = freshDb();
    await db.serverLists.put({
      ownerId: 'u1',
      savedAt: '2026-01-03T00:00:00.000Z',
      portfolios: [summary('a', 'Fine'), { ...summary('b', 'Damaged'), templateId: 'no-such-template' }, 7],
    });
    expect((await getServerList(db, 'u1'))?.portfolios.map((p) => p.title)).toEqual(['Fine']);
    await db.serverLists.put({ ownerId: 'u2', portfolios: 'not a list' });
    expect(await getServerList(db, 'u2')).toBeNull();
  });

  it('goes at every sign-out, drafts kept or not, and only that person’s', async () => {
    db = freshDb();
    for (const owner of ['u1', 'u2', 'u3']) await saveServerList(db, owner, [summary(owner, owner)]);
    await eraseOwnerData(db, 'u1', { keepDrafts: true });
    await eraseOwnerData(db, 'u2', { keepDrafts: false });
    expect(await getServerList(db, 'u1')).toBeNull();
    expect(await getServerList(db, 'u2')).toBeNull();
    expect((await getServerList(db, 'u3'))?.portfolios).toHaveLength(1);
  });

  it('arrives on a device whose database was made before lists were kept, keeping what it held', async () => {
    const indexedDB = new IDBFactory();
    const first = SCHEMA_VERSIONS[0];
    if (!first) throw new Error('no schema');
    // A device still on the first schema, holding one portfolio.
    const before = new Dexie('folio', { indexedDB, IDBKeyRange });
    before.version(first.version).stores(first.stores);
    await before.table('portfolios').put(buildLocal({ ownerId: 'u1' }));
    before.close();

    db = new FolioDb('folio', { indexedDB, IDBKeyRange });
    expect((await listPortfolios(db, 'u1')).map((p) => p.id)).toEqual(['local-1']);
    await saveServerList(db, 'u1', [summary('a', 'After the upgrade')]);
    expect((await getServerList(db, 'u1'))?.portfolios).toHaveLength(1);
  });
});

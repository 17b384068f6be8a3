import { applicationsFromCsv, applicationsToCsv, emptyApplicationContent } from '@folio/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { countOwnerData, eraseOwnerData, type FolioDb } from '../../db/index.js';
import { freshDb } from '../../test/factories.js';
import {
  createApplication,
  deleteApplication,
  editApplication,
  getApplication,
  importApplications,
  listApplicationOutbox,
  listApplications,
  mutateApplication,
  resolveApplicationConflict,
} from './store.js';
import { csvRows } from './trackerModel.js';

let db: FolioDb;
afterEach(() => db?.close());
const content = (company: string) => ({ ...emptyApplicationContent(), company });

describe('the tracker on the device', () => {
  it('queues every change with the application, once per application', async () => {
    db = freshDb();
    const a = await createApplication(db, 'u1', content('Northwind'));
    await editApplication(db, a.id, { status: 'applied' });
    await editApplication(db, a.id, { notes: 'called back' });
    expect(await listApplicationOutbox(db, 'u1')).toEqual([expect.objectContaining({ applicationId: a.id })]);
    expect((await getApplication(db, a.id))?.localVersion).toBe(3);
    // An edit that changes nothing is no change.
    await editApplication(db, a.id, { status: 'applied' });
    expect((await getApplication(db, a.id))?.localVersion).toBe(3);
  });

  it('forgets at once an application the server never heard of; queues the deletion of one it has', async () => {
    db = freshDb();
    const local = await createApplication(db, 'u1', content('Never sent'));
    await deleteApplication(db, local.id);
    expect(await getApplication(db, local.id)).toBeNull();
    expect(await listApplicationOutbox(db, 'u1')).toEqual([]);

    const synced = await createApplication(db, 'u1', content('On the server'));
    await mutateApplication(db, synced.id, (c) =>
      c ? { record: { ...c, serverId: 's1', syncedVersion: 1 }, outbox: 'remove' } : null,
    );
    await deleteApplication(db, synced.id);
    expect(await listApplications(db, 'u1')).toEqual([]);
    expect((await getApplication(db, synced.id))?.deleted).toBe(true);
    expect(await listApplicationOutbox(db, 'u1')).toHaveLength(1);
  });

  it('settles a conflict by taking the other version, with nothing left to push', async () => {
    db = freshDb();
    const a = await createApplication(db, 'u1', content('Mine'));
    await mutateApplication(db, a.id, (c) =>
      c
        ? {
            record: {
              ...c,
              serverId: 's1',
              conflict: { revision: 4, content: content('Theirs'), detectedAt: '2026-01-01T00:00:00.000Z' },
            },
            outbox: 'remove',
          }
        : null,
    );
    await resolveApplicationConflict(db, a.id, 'theirs');
    expect(await getApplication(db, a.id)).toMatchObject({
      content: { company: 'Theirs' },
      baseRevision: 4,
      conflict: null,
    });
    expect(await listApplicationOutbox(db, 'u1')).toEqual([]);
  });

  it('imports its own export as no change, and into an empty tracker as the same applications', async () => {
    db = freshDb();
    await createApplication(db, 'u1', { ...content('Northwind'), role: 'Analyst', status: 'offer' });
    await createApplication(db, 'u1', { ...content('=Contoso'), notes: 'line one\nline two, "quoted"' });
    const csv = applicationsToCsv(csvRows(await listApplications(db, 'u1')));
    expect(await importApplications(db, 'u1', applicationsFromCsv(csv))).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await importApplications(db, 'u2', applicationsFromCsv(csv))).toMatchObject({ created: 2 });
    const contents = async (owner: string) =>
      (await listApplications(db, owner))
        .map((a) => a.content)
        .sort((x, y) => x.company.localeCompare(y.company));
    expect(await contents('u2')).toEqual(await contents('u1'));
  });

  it('counts waiting changes as unsynced at sign-out and erases them with everything else', async () => {
    db = freshDb();
    await createApplication(db, 'u1', content('Waiting'));
    await createApplication(db, 'u2', content('Someone else'));
    expect((await countOwnerData(db, 'u1')).unsynced).toBe(1);
    await eraseOwnerData(db, 'u1', { keepDrafts: true });
    expect(await listApplications(db, 'u1')).toHaveLength(1);
    await eraseOwnerData(db, 'u1', { keepDrafts: false });
    expect(await listApplications(db, 'u1')).toEqual([]);
    expect(await listApplicationOutbox(db, 'u1')).toEqual([]);
    expect(await listApplications(db, 'u2')).toHaveLength(1);
  });
});

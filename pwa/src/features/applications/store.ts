import {
  pickApplicationContent,
  sameApplicationContent,
  type ApplicationContent,
  type ImportedApplication,
} from '@folio/shared';
import { newId, nowIso, restoreAll, type FolioDb } from '../../db/index.js';
import {
  restoreApplication,
  restoreApplicationOutboxEntry,
  type ApplicationOutboxEntry,
  type LocalApplication,
} from './records.js';

/**
 * The tracker's local repository: every change is written with its outbox entry in one
 * transaction, so a change is never on the device without being queued for the server.
 */

export async function listApplications(db: FolioDb, ownerId: string): Promise<LocalApplication[]> {
  const all = restoreAll(
    await db.applications.where('ownerId').equals(ownerId).toArray(),
    restoreApplication,
  );
  return all.filter((a) => !a.deleted).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function getApplication(db: FolioDb, id: string): Promise<LocalApplication | null> {
  return restoreApplication(await db.applications.get(id));
}

export async function listApplicationOutbox(db: FolioDb, ownerId: string): Promise<ApplicationOutboxEntry[]> {
  const entries = restoreAll(
    await db.applicationOutbox.where('ownerId').equals(ownerId).toArray(),
    restoreApplicationOutboxEntry,
  );
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** What to do with the application's outbox entry along with a change. */
export type OutboxAction = 'queue' | 'keep' | 'remove';

/**
 * Reads the application, lets `change` decide its next state, and writes it with the outbox entry
 * in one transaction. `change` returning null changes nothing; a record of null deletes it.
 */
export async function mutateApplication(
  db: FolioDb,
  id: string,
  change: (
    current: LocalApplication | null,
  ) => { record: LocalApplication | null; outbox: OutboxAction } | null,
): Promise<LocalApplication | null> {
  return db.transaction('rw', db.applications, db.applicationOutbox, async () => {
    const current = restoreApplication(await db.applications.get(id));
    const next = change(current);
    if (!next) return current;
    if (next.record) await db.applications.put(next.record);
    else await db.applications.delete(id);
    const entry = restoreApplicationOutboxEntry(await db.applicationOutbox.get(id));
    if (next.outbox === 'remove' || !next.record) await db.applicationOutbox.delete(id);
    else if (next.outbox === 'queue') {
      const queued: ApplicationOutboxEntry = {
        applicationId: id,
        ownerId: next.record.ownerId,
        attempts: entry?.attempts ?? 0,
        nextAttemptAt: 0,
        lastError: entry?.lastError ?? null,
        createdAt: entry?.createdAt ?? nowIso(),
      };
      await db.applicationOutbox.put(queued);
    }
    return next.record;
  });
}

export async function createApplication(
  db: FolioDb,
  ownerId: string,
  content: ApplicationContent,
): Promise<LocalApplication> {
  const now = nowIso();
  const record: LocalApplication = {
    id: newId(),
    ownerId,
    serverId: null,
    baseRevision: 0,
    content: pickApplicationContent(content),
    localVersion: 1,
    syncedVersion: 0,
    deleted: false,
    link: null,
    conflict: null,
    failure: null,
    createdAt: now,
    updatedAt: now,
  };
  await mutateApplication(db, record.id, () => ({ record, outbox: 'queue' }));
  return record;
}

/** Changes fields of an application here and queues the change. */
export function editApplication(
  db: FolioDb,
  id: string,
  patch: Partial<ApplicationContent>,
): Promise<LocalApplication | null> {
  return mutateApplication(db, id, (current) => {
    if (!current || current.deleted) return null;
    const content = { ...current.content, ...patch };
    if (sameApplicationContent(content, current.content)) return null;
    const record = {
      ...current,
      content,
      localVersion: current.localVersion + 1,
      failure: null,
      updatedAt: nowIso(),
    };
    return { record, outbox: 'queue' };
  });
}

/** Deletes it here; the server's copy (and its link) goes at the next sync. */
export function deleteApplication(db: FolioDb, id: string): Promise<LocalApplication | null> {
  return mutateApplication(db, id, (current) => {
    if (!current) return null;
    // Never sent and never tried: nothing of it is on the server.
    if (!current.serverId && current.syncedVersion === 0 && current.failure === null)
      return { record: null, outbox: 'remove' };
    return { record: { ...current, deleted: true, conflict: null, updatedAt: nowIso() }, outbox: 'queue' };
  });
}

/**
 * Settles a conflict: 'mine' pushes this device's version over the server's, 'theirs' takes the
 * server's. Either way nothing was lost before the person chose.
 */
export function resolveApplicationConflict(
  db: FolioDb,
  id: string,
  choice: 'mine' | 'theirs',
): Promise<LocalApplication | null> {
  return mutateApplication(db, id, (current) => {
    if (!current?.conflict) return null;
    const { revision, content } = current.conflict;
    if (choice === 'theirs') {
      const record = { ...current, content, baseRevision: revision, syncedVersion: current.localVersion };
      return { record: { ...record, conflict: null }, outbox: 'remove' };
    }
    const record = {
      ...current,
      baseRevision: revision,
      localVersion: current.localVersion + 1,
      conflict: null,
      updatedAt: nowIso(),
    };
    return { record, outbox: 'queue' };
  });
}

/**
 * Imports rows of a tracker CSV: a row whose id is one of this person's applications updates it
 * (keeping its portfolio, which a spreadsheet does not carry); any other row is a new application.
 */
export async function importApplications(
  db: FolioDb,
  ownerId: string,
  rows: readonly ImportedApplication[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  await db.transaction('rw', db.applications, db.applicationOutbox, async () => {
    for (const row of rows) {
      const existing = row.id ? await getApplication(db, row.id) : null;
      if (existing && existing.ownerId === ownerId && !existing.deleted) {
        const patch = { ...row.content, portfolioId: existing.content.portfolioId };
        const after = await editApplication(db, existing.id, patch);
        if (after && after.localVersion !== existing.localVersion) counts.updated++;
        else counts.unchanged++;
      } else {
        await createApplication(db, ownerId, row.content);
        counts.created++;
      }
    }
  });
  return counts;
}

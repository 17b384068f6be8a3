import type { FolioDb } from './database.js';
import { editHistoryKey } from './editHistory.js';
import { nowIso } from './ids.js';
import { restoreAll, restoreDraft, restorePortfolio } from './restore.js';

/**
 * Removes what this device holds for one person at sign-out. The mirror of the server's portfolios
 * and its last list always go (they are a cache of API responses); with `keepDrafts` their drafts, PDFs and the changes
 * still waiting for the server stay, so signing in again later carries on where they left off.
 */
export async function eraseOwnerData(
  db: FolioDb,
  ownerId: string,
  options: { keepDrafts: boolean },
): Promise<void> {
  const tables = [
    db.pdfs,
    db.drafts,
    db.portfolios,
    db.choices,
    db.outbox,
    db.serverLists,
    db.editHistory,
    db.portfolioDrafts,
    db.applications,
    db.applicationOutbox,
  ];
  await db.transaction('rw', tables, async () => {
    await db.serverLists.delete(ownerId);
    if (!options.keepDrafts) {
      await db.editHistory.where('ownerId').equals(ownerId).delete();
      await db.portfolioDrafts.where('ownerId').equals(ownerId).delete();
      await db.pdfs.where('ownerId').equals(ownerId).delete();
      await db.drafts.where('ownerId').equals(ownerId).delete();
      await db.portfolios.where('ownerId').equals(ownerId).delete();
      await db.outbox.where('ownerId').equals(ownerId).delete();
      await db.choices.where('key').startsWith(`${ownerId}:`).delete();
      await db.applications.where('ownerId').equals(ownerId).delete();
      await db.applicationOutbox.where('ownerId').equals(ownerId).delete();
      return;
    }
    const portfolios = restoreAll(
      await db.portfolios.where('ownerId').equals(ownerId).toArray(),
      restorePortfolio,
    );
    const mirrorOnly = portfolios.filter(
      (p) => p.serverId !== null && p.localVersion <= p.syncedVersion && !p.conflict && !p.failure,
    );
    await db.portfolios.bulkDelete(mirrorOnly.map((p) => p.id));
    // Applications the server has as they are here are a mirror too; waiting or conflicting ones stay.
    const waiting = new Set(await db.applicationOutbox.where('ownerId').equals(ownerId).primaryKeys());
    await db.applications
      .where('ownerId')
      .equals(ownerId)
      .filter((a) => {
        const { id, conflict } = a as { id?: unknown; conflict?: unknown };
        return typeof id === 'string' && !waiting.has(id) && !conflict;
      })
      .delete();
    await db.editHistory.bulkDelete(mirrorOnly.map((p) => editHistoryKey('portfolio', p.id)));
    // Their drafts were made into portfolios: without the portfolio here they must not look unused.
    for (const draftId of new Set(mirrorOnly.map((p) => p.draftId))) {
      const draft = draftId ? restoreDraft(await db.drafts.get(draftId)) : null;
      if (draft && !draft.usedAt) await db.drafts.put({ ...draft, usedAt: nowIso() });
    }
  });
}

/** How much of this person's work exists only here, so sign-out can say what erasing would lose. */
export async function countOwnerData(
  db: FolioDb,
  ownerId: string,
): Promise<{ drafts: number; unsynced: number }> {
  const [drafts, outbox, applicationChanges, portfolios] = await Promise.all([
    db.drafts.where('ownerId').equals(ownerId).count(),
    db.outbox.where('ownerId').equals(ownerId).count(),
    db.applicationOutbox.where('ownerId').equals(ownerId).count(),
    db.portfolios.where('ownerId').equals(ownerId).toArray(),
  ]);
  const conflicts = restoreAll(portfolios, restorePortfolio).filter((p) => p.conflict || p.failure).length;
  return { drafts, unsynced: outbox + applicationChanges + conflicts };
}

import type { FolioDb } from './database.js';
import { editHistoryKey } from './editHistory.js';
import { newId, nowIso } from './ids.js';
import type { LocalPortfolioRecord, OutboxEntry, PortfolioContent } from './records.js';
import { restoreAll, restoreOutboxEntry, restorePortfolio } from './restore.js';

/**
 * Portfolios on this device: the ones made here (synced or still waiting) and the mirror of the
 * server's. A change and its outbox entry are always written in one transaction, so a portfolio can
 * never be changed locally without being queued, nor queued without existing.
 */

/** What a mutation does to the portfolio's outbox entry. */
export type OutboxEffect = 'keep' | 'queue' | 'remove';

export interface PortfolioMutation {
  /** The new record, or null to delete it. */
  portfolio: LocalPortfolioRecord | null;
  outbox: OutboxEffect;
}

/**
 * Reads the portfolio and its outbox entry, lets `decide` (a pure function) say what happens, and
 * writes the result atomically. `decide` returning null changes nothing. Resolves with the new record.
 */
export async function mutatePortfolio(
  db: FolioDb,
  id: string,
  decide: (current: LocalPortfolioRecord | null, entry: OutboxEntry | null) => PortfolioMutation | null,
): Promise<LocalPortfolioRecord | null> {
  return db.transaction('rw', [db.portfolios, db.outbox, db.editHistory, db.portfolioDrafts], async () => {
    const current = restorePortfolio(await db.portfolios.get(id));
    const entry = restoreOutboxEntry(await db.outbox.get(id));
    const mutation = decide(current, entry);
    if (!mutation) return current;
    const { portfolio, outbox } = mutation;
    if (portfolio) await db.portfolios.put(portfolio);
    else {
      await db.portfolios.delete(id);
      // Its undo steps and unpublished edits hold its text: they go with it.
      await db.editHistory.delete(editHistoryKey('portfolio', id));
      await db.portfolioDrafts.delete(id);
    }
    if (outbox === 'remove' || !portfolio) await db.outbox.delete(id);
    else if (outbox === 'queue') {
      const queued: OutboxEntry = {
        portfolioId: portfolio.id,
        ownerId: portfolio.ownerId,
        kind: portfolio.serverId ? 'update' : 'create',
        // A new change deserves an immediate try, whatever the backoff of the previous one was.
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        createdAt: entry?.createdAt ?? nowIso(),
      };
      await db.outbox.put(queued);
    }
    return portfolio;
  });
}

/** Creates a portfolio on this device and queues its creation on the server. */
export async function createLocalPortfolio(
  db: FolioDb,
  input: { ownerId: string; draftId: string | null; pdfId?: string | null; content: PortfolioContent },
): Promise<LocalPortfolioRecord> {
  const now = nowIso();
  const record: LocalPortfolioRecord = {
    ...input.content,
    id: newId(),
    ownerId: input.ownerId,
    serverId: null,
    draftId: input.draftId,
    pdfId: input.pdfId ?? null,
    resumeId: null,
    baseRevision: 0,
    localVersion: 1,
    syncedVersion: 0,
    server: null,
    conflict: null,
    failure: null,
    createdAt: now,
    updatedAt: now,
  };
  const created = await mutatePortfolio(db, record.id, () => ({ portfolio: record, outbox: 'queue' }));
  if (!created) throw new Error('The portfolio could not be stored on this device.');
  return created;
}

/** Applies a local edit and queues it. Resolves null when the portfolio does not exist here. */
export function editPortfolio(
  db: FolioDb,
  id: string,
  change: Partial<PortfolioContent>,
): Promise<LocalPortfolioRecord | null> {
  return mutatePortfolio(db, id, (current) => {
    if (!current) return null;
    const portfolio: LocalPortfolioRecord = {
      ...current,
      ...change,
      localVersion: current.localVersion + 1,
      // A refused change may be fine once edited; a conflict stays until the user chooses.
      failure: current.failure?.kind === 'rejected' ? null : current.failure,
      updatedAt: nowIso(),
    };
    return { portfolio, outbox: current.conflict ? 'keep' : 'queue' };
  });
}

export async function getPortfolio(db: FolioDb, id: string): Promise<LocalPortfolioRecord | null> {
  return restorePortfolio(await db.portfolios.get(id));
}

/** The local record for a server portfolio: by server id, else by the client id it was created with. */
export async function findPortfolioForServer(
  db: FolioDb,
  ownerId: string,
  serverId: string,
  clientId: string | null,
): Promise<LocalPortfolioRecord | null> {
  const byServer = restoreAll(
    await db.portfolios.where('serverId').equals(serverId).toArray(),
    restorePortfolio,
  );
  const mine = byServer.find((p) => p.ownerId === ownerId);
  if (mine) return mine;
  if (!clientId) return null;
  const byClient = await getPortfolio(db, clientId);
  return byClient && byClient.ownerId === ownerId ? byClient : null;
}

/** Every portfolio of the owner on this device, most recently changed first. */
export async function listPortfolios(db: FolioDb, ownerId: string): Promise<LocalPortfolioRecord[]> {
  const all = restoreAll(await db.portfolios.where('ownerId').equals(ownerId).toArray(), restorePortfolio);
  return all.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Removes the portfolio and anything queued for it. */
export function deleteLocalPortfolio(db: FolioDb, id: string): Promise<LocalPortfolioRecord | null> {
  return mutatePortfolio(db, id, (current) => (current ? { portfolio: null, outbox: 'remove' } : null));
}

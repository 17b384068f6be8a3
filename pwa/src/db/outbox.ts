import type { FolioDb } from './database.js';
import type { OutboxEntry } from './records.js';
import { restoreAll, restoreOutboxEntry } from './restore.js';

/** Everything the owner has waiting to be pushed, oldest first. */
export async function listOutbox(db: FolioDb, ownerId: string): Promise<OutboxEntry[]> {
  const entries = restoreAll(await db.outbox.where('ownerId').equals(ownerId).toArray(), restoreOutboxEntry);
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Entries whose backoff has passed. */
export async function listDueOutbox(db: FolioDb, ownerId: string, now: number): Promise<OutboxEntry[]> {
  return (await listOutbox(db, ownerId)).filter((e) => e.nextAttemptAt <= now);
}

export async function getOutboxEntry(db: FolioDb, portfolioId: string): Promise<OutboxEntry | null> {
  return restoreOutboxEntry(await db.outbox.get(portfolioId));
}

/** Records a failed attempt that is worth retrying later; no-op when the entry is gone meanwhile. */
export async function recordOutboxRetry(
  db: FolioDb,
  portfolioId: string,
  error: string,
  nextAttemptAt: number,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = restoreOutboxEntry(await db.outbox.get(portfolioId));
    if (!entry) return;
    const next: OutboxEntry = {
      ...entry,
      attempts: entry.attempts + 1,
      nextAttemptAt,
      lastError: error.slice(0, 1000),
    };
    await db.outbox.put(next);
  });
}

/** Makes every entry of the owner due now (the network came back: no reason to wait out a backoff). */
export async function resetOutboxBackoff(db: FolioDb, ownerId: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of await listOutbox(db, ownerId)) await db.outbox.put({ ...entry, nextAttemptAt: 0 });
  });
}

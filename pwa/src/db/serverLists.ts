import type { PortfolioSummary } from '@folio/shared';
import type { FolioDb } from './database.js';
import { nowIso } from './ids.js';
import type { ServerListRecord } from './records.js';
import { restoreServerList } from './restore.js';

/** Keeps the server's list of a person's portfolios as just received, replacing the last one. */
export async function saveServerList(
  db: FolioDb,
  ownerId: string,
  portfolios: readonly PortfolioSummary[],
): Promise<void> {
  const record: ServerListRecord = { ownerId, portfolios: [...portfolios], savedAt: nowIso() };
  await db.serverLists.put(record);
}

/** The list as last received on this device, or null if none was (or it no longer reads). */
export async function getServerList(db: FolioDb, ownerId: string): Promise<ServerListRecord | null> {
  return restoreServerList(await db.serverLists.get(ownerId));
}

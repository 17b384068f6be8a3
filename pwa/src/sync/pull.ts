import {
  findPortfolioForServer,
  listPortfolios,
  markDraftUsed,
  mutatePortfolio,
  nowIso,
  saveServerList,
  type FolioDb,
  type SyncFailure,
} from '../db/index.js';
import { applyServerVersion, hasPendingChanges } from './reconcile.js';
import { snapshotOf, type SyncApi } from './serverApi.js';

/**
 * Brings the server's portfolios into the local mirror. Only portfolios whose revision moved are
 * fetched in full; the rest just get fresh figures (views, shares) for the dashboard.
 */
export async function pullPortfolios(db: FolioDb, api: SyncApi, userId: string): Promise<void> {
  const summaries = await api.list();
  // The dashboard shows this list offline; it must not wait for every full read below.
  await saveServerList(db, userId, summaries);
  const seen = new Set<string>();
  for (const summary of summaries) {
    seen.add(summary._id);
    const local = await findPortfolioForServer(db, userId, summary._id, summary.clientId);
    const known =
      local?.serverId === summary._id &&
      (local.conflict?.revision ?? local.baseRevision) === summary.revision;
    if (local && known) {
      await mutatePortfolio(db, local.id, (current) =>
        current
          ? {
              // The list does not say whether the PDF is kept; what the last full read said stands.
              portfolio: { ...current, server: snapshotOf(summary, current.server?.hasPdf ?? false) },
              outbox: 'keep',
            }
          : null,
      );
      continue;
    }
    const server = await api.get(summary._id);
    const id = local?.id ?? server.clientId ?? `server:${server.serverId}`;
    await mutatePortfolio(db, id, (current) => applyServerVersion(current, server, userId, nowIso()));
  }
  await forgetDeleted(db, userId, seen);
}

/**
 * Portfolios deleted on another device disappear here too, unless this device has changes to them:
 * those stay, marked, so the person can decide (nothing is silently lost).
 */
async function forgetDeleted(db: FolioDb, userId: string, seen: ReadonlySet<string>): Promise<void> {
  for (const local of await listPortfolios(db, userId)) {
    if (!local.serverId || seen.has(local.serverId)) continue;
    // Its draft was made into a portfolio: gone now, the portfolio must not bring the draft back.
    if (local.draftId) await markDraftUsed(db, local.draftId);
    await mutatePortfolio(db, local.id, (current) => {
      if (!current || !current.serverId || seen.has(current.serverId)) return null;
      if (!hasPendingChanges(current) && !current.conflict) return { portfolio: null, outbox: 'remove' };
      const failure: SyncFailure = {
        kind: 'deleted_on_server',
        message: 'This portfolio was deleted on another device.',
        at: nowIso(),
      };
      return { portfolio: { ...current, failure }, outbox: 'remove' };
    });
  }
}

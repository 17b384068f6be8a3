import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { PortfolioSummary } from '@folio/shared';
import {
  getDb,
  getPortfolio,
  getServerList,
  listDrafts,
  listOutbox,
  listPortfolios,
  type LocalPortfolioRecord,
} from '../db/index.js';
import { startSync, syncEngine } from './appSync.js';
import { lastSyncedList, localItems, waitingServerIds, type LocalPortfolioItem } from './localPortfolios.js';
import type { SyncStatus } from './status.js';

/** The sync engine's state (syncing, offline, error …); re-renders when it changes. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncEngine.status.subscribe, syncEngine.status.get, syncEngine.status.get);
}

/** Keeps sync running for this user while the component is mounted (and after: sync is app-wide). */
export function useSyncFor(userId: string | null | undefined): void {
  useEffect(() => {
    if (userId) startSync(userId);
  }, [userId]);
}

export interface LocalPortfolios {
  /** False until IndexedDB answered the first time. */
  loaded: boolean;
  /** Drafts, portfolios waiting to sync and ones that need a decision (for the dashboard). */
  items: LocalPortfolioItem[];
  /** The server's portfolios as last synced, for showing the list offline. */
  mirror: PortfolioSummary[];
  /** Changes queued for the server. */
  pending: number;
  /** Server ids of portfolios with an edit not yet on the server ('Waiting to sync'). */
  waiting: ReadonlySet<string>;
}

/**
 * This device's drafts and portfolios for the signed-in user, live: the dashboard lists them beside
 * the server's (issue 5). Also starts sync for the user, so opening the dashboard pushes what waits.
 */
const NONE_WAITING: ReadonlySet<string> = new Set();

export function useLocalPortfolios(userId: string | null | undefined): LocalPortfolios {
  useSyncFor(userId);
  const data = useLiveQuery(async () => {
    if (!userId) return null;
    const db = getDb();
    const [drafts, portfolios, outbox, serverList] = await Promise.all([
      listDrafts(db, userId),
      listPortfolios(db, userId),
      listOutbox(db, userId),
      getServerList(db, userId),
    ]);
    return { userId, drafts, portfolios, pending: outbox.length, serverList };
  }, [userId]);
  return useMemo(
    () =>
      data && data.userId === userId
        ? {
            loaded: true,
            items: localItems(data.drafts, data.portfolios),
            mirror: lastSyncedList(data.serverList, data.portfolios),
            pending: data.pending,
            waiting: waitingServerIds(data.portfolios),
          }
        : { loaded: false, items: [], mirror: [], pending: 0, waiting: NONE_WAITING },
    [data, userId],
  );
}

/** One local portfolio, live (undefined while loading, null when absent). */
export function useLocalPortfolio(id: string | null): LocalPortfolioRecord | null | undefined {
  const result = useLiveQuery(
    async () => ({ id, record: id ? await getPortfolio(getDb(), id) : null }),
    [id],
  );
  // useLiveQuery keeps the previous answer until the new query resolves: never report another id's.
  return result && result.id === id ? result.record : undefined;
}

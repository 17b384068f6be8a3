import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useSyncExternalStore } from 'react';
import { getDb } from '../../db/index.js';
import type { LocalApplication } from './records.js';
import { trackerSync, type TrackerSyncState } from './runner.js';
import { listApplicationOutbox, listApplications } from './store.js';

export interface Tracker {
  /** False until IndexedDB answered the first time. */
  loaded: boolean;
  apps: LocalApplication[];
  /** Ids of applications with a change not yet on the server. */
  waiting: ReadonlySet<string>;
  sync: TrackerSyncState;
}

const NONE: ReadonlySet<string> = new Set();

/** This person's applications on this device, live, with the tracker's sync running for them. */
export function useTracker(userId: string | null | undefined): Tracker {
  useEffect(() => {
    if (userId) trackerSync.start(userId);
  }, [userId]);
  const sync = useSyncExternalStore(trackerSync.subscribe, trackerSync.get, trackerSync.get);
  const data = useLiveQuery(async () => {
    if (!userId) return null;
    const db = getDb();
    const [apps, outbox] = await Promise.all([
      listApplications(db, userId),
      listApplicationOutbox(db, userId),
    ]);
    return { userId, apps, waiting: new Set(outbox.map((e) => e.applicationId)) };
  }, [userId]);
  return data && data.userId === userId
    ? { loaded: true, apps: data.apps, waiting: data.waiting, sync }
    : { loaded: false, apps: [], waiting: NONE, sync };
}

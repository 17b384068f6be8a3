import { getDb } from '../db/index.js';
import { onBackgroundSyncMessage, requestBackgroundSync } from './backgroundSync.js';
import { SyncEngine } from './engine.js';
import { httpSyncApi } from './serverApi.js';
import { trackerSync } from '../features/applications/runner.js';

/** The app's one sync engine, over the app's database and the real API. */
export const syncEngine = new SyncEngine({
  db: getDb,
  api: httpSyncApi,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  requestBackgroundSync,
});

let unwire: (() => void) | null = null;

function wireBrowserEvents(): void {
  if (unwire || typeof window === 'undefined') return;
  const online = () => void syncEngine.handleOnline();
  const offline = () => syncEngine.handleOffline();
  const visible = () => {
    if (document.visibilityState === 'visible') void syncEngine.run();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', visible);
  const stopMessages = onBackgroundSyncMessage(() => void syncEngine.run());
  unwire = () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', visible);
    stopMessages();
  };
}

/**
 * Starts syncing for the signed-in user: pushes what is queued, pulls the server's portfolios, and
 * keeps doing so on `online`, on return to the tab and on Background Sync. Safe to call repeatedly.
 */
export function startSync(userId: string): void {
  wireBrowserEvents();
  syncEngine.start(userId);
  // The job tracker syncs beside the portfolios, so a change made offline goes out from any screen.
  trackerSync.start(userId);
}

/** Stops syncing (sign-out). Queued changes stay queued for the next sign-in of the same user. */
export function stopSync(): void {
  syncEngine.stop();
  trackerSync.stop();
  unwire?.();
  unwire = null;
}

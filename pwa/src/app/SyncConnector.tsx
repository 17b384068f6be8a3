import { useEffect } from 'react';
import { useAuth } from '../auth/useAuth.js';
import { whenScreenPainted } from './screenPainted.js';

let connecting: Promise<void> | null = null;

/**
 * Runs `start` once the first screen has been painted and the browser is idle (at most two seconds
 * later): the sync layer and Dexie are about 65 KB compressed plus their start-up work, which must not
 * compete with the screen's own code and data for its first paint.
 */
function whenSettled(start: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) start();
  };
  const idle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  const cancelWait = whenScreenPainted(idle);
  return () => {
    cancelled = true;
    cancelWait();
    cancelIdle();
  };
}

/**
 * Starts offline sync (issue 5) once someone is signed in and the screen has settled. Loaded on demand
 * so anonymous visitors of the landing page never download the sync layer or Dexie.
 */
export function SyncConnector() {
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'authenticated' || connecting) return;
    return whenSettled(() => {
      if (connecting) return;
      connecting = import('../sync/index.js').then(
        (sync) => sync.connectSyncToAuth(),
        () => {
          connecting = null;
        },
      );
    });
  }, [status]);
  return null;
}

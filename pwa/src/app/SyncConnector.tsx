import { useEffect } from 'react';
import { useAuth } from '../auth/useAuth.js';

let connecting: Promise<void> | null = null;

/**
 * Starts offline sync (issue 5) once someone is signed in. Loaded on demand so anonymous visitors of
 * the landing page never download the sync layer or Dexie.
 */
export function SyncConnector() {
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'authenticated' || connecting) return;
    connecting = import('../sync/index.js').then(
      (sync) => sync.connectSyncToAuth(),
      () => {
        connecting = null;
      },
    );
  }, [status]);
  return null;
}

import { getAuthState, subscribeAuth } from '../auth/index.js';
import { adoptGuestWork, getDb } from '../db/index.js';
import { startSync, stopSync } from './appSync.js';

let connected = false;

/**
 * Runs sync whenever someone is signed in, for the whole app (not only the screens of the resume
 * flow): call once at start-up. Idempotent.
 */
export function connectSyncToAuth(): void {
  if (connected) return;
  connected = true;
  const apply = () => {
    const { status, user } = getAuthState();
    if (status === 'authenticated' && user) {
      startSync(user._id);
      // What was tried on this device before signing in becomes the account's drafts (issue 22).
      void adoptGuestWork(getDb(), user._id).catch(() => undefined);
    } else if (status === 'anonymous') stopSync();
  };
  subscribeAuth(apply);
  apply();
}

import { getAuthState } from '../auth/index.js';
import { countOwnerData, eraseOwnerData, getDb } from '../db/index.js';
import { writeLocal, writeSession } from '../settings/index.js';
import { stopSync } from './appSync.js';

/**
 * Sign-out's data step (issue 5): always purges this user's cached API responses (the portfolio
 * mirror, Cache Storage entries for /api/, the spec's stored resume and template); with
 * `keepDrafts: false` also erases their drafts, PDFs and queued changes from this device.
 * Call it before the session is cleared: it reads the signed-in user.
 */
export async function clearLocalData({ keepDrafts }: { keepDrafts: boolean }): Promise<void> {
  const user = getAuthState().user;
  stopSync();
  writeSession('parsedResumeData', null);
  writeLocal('selectedTemplate', null);
  await purgeApiCaches();
  if (user) await eraseOwnerData(getDb(), user._id, { keepDrafts });
}

/** What erasing would lose, for the sign-out question ("2 drafts, 1 change not synced yet"). */
export async function localDataSummary(): Promise<{ drafts: number; unsynced: number }> {
  const user = getAuthState().user;
  return user ? countOwnerData(getDb(), user._id) : { drafts: 0, unsynced: 0 };
}

/** Deletes every cached response to an /api/ request, whichever cache holds it. */
async function purgeApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith('/api/')) await cache.delete(request);
      }
    }
  } catch {
    // Cache Storage unavailable (private mode): nothing was cached there either.
  }
}

/**
 * Asks the browser not to evict this origin's storage under pressure, so offline drafts survive.
 * Resolves whether it is persisted; browsers may say no, and that is fine.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

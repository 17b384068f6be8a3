import { startHourlySweep } from '../../storage/sweep.js';
import type { Storage } from '../../storage/types.js';

/** Deletes uploads no portfolio uses once they are older than `retentionMs`: now and then every hour. */
export function startUploadExpiry(storage: Storage, retentionMs: number): Promise<{ stop(): void }> {
  return startHourlySweep({ done: 'Deleted uploads no portfolio used', failed: 'Upload expiry failed' }, () =>
    storage.resumes.deleteUnused(new Date(Date.now() - retentionMs).toISOString()),
  );
}

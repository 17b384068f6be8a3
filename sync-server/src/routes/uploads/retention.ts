import { log } from '../../log.js';
import type { Storage } from '../../storage/types.js';

const SWEEP_EVERY_MS = 3_600_000;

/**
 * Deletes uploads no portfolio uses once they are older than `retentionMs`: now (awaited, so a
 * restarted server has already forgotten what expired meanwhile) and then every hour.
 */
export async function startUploadExpiry(storage: Storage, retentionMs: number): Promise<{ stop(): void }> {
  const sweep = async () => {
    try {
      const removed = await storage.resumes.deleteUnused(new Date(Date.now() - retentionMs).toISOString());
      if (removed) log.info('Deleted uploads no portfolio used', { count: removed });
    } catch (error) {
      log.warn('Upload expiry failed', { error });
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import { startHourlySweep } from '../storage/sweep.js';
import type { Storage } from '../storage/types.js';

/**
 * Deletes what is known of private-link opens older than the retention period (issue 23: opens are
 * kept only as long as they serve the owner): now and then every hour.
 */
export function startOpenRetention(storage: Storage, retentionDays: number): Promise<{ stop(): void }> {
  return startHourlySweep(
    { done: 'Deleted private-link opens past their retention', failed: 'Private-link open retention failed' },
    () => storage.links.forgetOpensBefore(new Date(Date.now() - retentionDays * 86_400_000).toISOString()),
  );
}

import { log } from '../../log.js';
import { BoundedWindows } from '../../storage/boundedWindows.js';
import { utcDate } from '../../storage/ids.js';
import type { Storage } from '../../storage/types.js';

/** How often counted shares are written: one storage write for all of them. */
const FLUSH_MS = 2_000;
const DAY_MS = 86_400_000;

/**
 * Counts shares like views: one per visitor (a daily salted hash) per portfolio per day, kept in
 * memory and written in one batch every FLUSH_MS, so a flood of anonymous POSTs costs a Set lookup
 * each instead of a rewrite of the database. Readers of the counters call `flush()` first; closing
 * the app flushes what is left.
 */
export class ShareCounter {
  /** Who shared what today, bounded (a flood of visitors makes it count fewer, never twice). */
  #seen = new BoundedWindows();
  #day = '';
  readonly #pending = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(private readonly storage: Storage) {}

  /** Counts the share unless this visitor already shared this portfolio today; returns whether it counted. */
  count(portfolioId: string, visitorHash: string, now = new Date()): boolean {
    const day = utcDate(now);
    if (day !== this.#day) {
      this.#seen = new BoundedWindows();
      this.#day = day;
    }
    if (this.#seen.join(`${portfolioId}|${visitorHash}`, '', 1, DAY_MS, now.getTime()) !== 'added')
      return false;
    this.#pending.set(portfolioId, (this.#pending.get(portfolioId) ?? 0) + 1);
    this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
    this.#timer.unref();
    return true;
  }

  /** Writes every pending count (one storage write) and waits for it. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#pending.size) {
      const increments = [...this.#pending].map(([portfolioId, count]) => ({
        portfolioId,
        kind: 'share' as const,
        count,
      }));
      this.#pending.clear();
      this.#writing = this.#writing
        .then(() => this.storage.stats.recordBatch(increments))
        .catch((error: unknown) => log.warn('Shares not counted', { error }));
    }
    return this.#writing;
  }
}

const counters = new WeakMap<Storage, ShareCounter>();

/** The one share counter of a storage (the routes that count and those that read share it). */
export function shareCounterFor(storage: Storage): ShareCounter {
  let counter = counters.get(storage);
  if (!counter) {
    counter = new ShareCounter(storage);
    counters.set(storage, counter);
  }
  return counter;
}

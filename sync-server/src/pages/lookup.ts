import type { PortfolioRecord, Storage } from '../storage/types.js';

/**
 * How long a published portfolio found in storage is trusted without asking again. Reading storage
 * costs a file stat and a deep copy (≈0.3 ms), more than serving a cached page, so the hot path asks
 * at most once per second per portfolio; a change shows within that second (CDNs may add their own
 * max-age on top). Missing or unpublished portfolios are never remembered, so publishing shows at once.
 */
export const LOOKUP_TTL_MS = 1000;
/**
 * With a store that announces every process's changes (PostgreSQL's LISTEN/NOTIFY), an edit anywhere
 * drops the entry at once, so entries may live longer; the TTL only bounds a notice lost in transit.
 */
export const SHARED_LOOKUP_TTL_MS = 30_000;

/** Published portfolios by id, from storage at most once per LOOKUP_TTL_MS, concurrent misses shared. */
export class PublishedLookup {
  readonly #storage: Storage;
  readonly #found = new Map<string, { at: number; portfolio: PortfolioRecord }>();
  readonly #pending = new Map<string, Promise<PortfolioRecord | null>>();
  readonly #max: number;
  readonly #ttl: number;
  /** Bumped by every change notice, so a read that started before a change does not store its result. */
  #epoch = 0;

  constructor(storage: Storage, max = 5000) {
    this.#storage = storage;
    this.#max = max;
    this.#ttl = storage.cluster.sharedChanges ? SHARED_LOOKUP_TTL_MS : LOOKUP_TTL_MS;
    storage.cluster.onPortfolioChange((id) => {
      this.#epoch += 1;
      if (id === null) this.#found.clear();
      else this.#found.delete(id);
    });
  }

  /** The portfolio when it exists and is published, else null. */
  async get(pid: string, now = Date.now()): Promise<PortfolioRecord | null> {
    if (!pid) return null;
    const hit = this.#found.get(pid);
    if (hit && now - hit.at < this.#ttl) return hit.portfolio;
    let pending = this.#pending.get(pid);
    if (!pending) {
      pending = this.#read(pid).finally(() => this.#pending.delete(pid));
      this.#pending.set(pid, pending);
    }
    return pending;
  }

  /** The portfolio when a lookup younger than the TTL found it published; never touches storage. */
  peek(pid: string, now = Date.now()): PortfolioRecord | null {
    const hit = this.#found.get(pid);
    return hit && now - hit.at < this.#ttl ? hit.portfolio : null;
  }

  async #read(pid: string): Promise<PortfolioRecord | null> {
    const epoch = this.#epoch;
    const portfolio = await this.#storage.portfolios.get(pid);
    if (!portfolio || !portfolio.published) {
      this.#found.delete(pid);
      return null;
    }
    // Read before a change notice arrived: good for this request, not to keep.
    if (epoch !== this.#epoch) return portfolio;
    if (this.#found.size >= this.#max) this.#found.clear();
    this.#found.set(pid, { at: Date.now(), portfolio });
    return portfolio;
  }
}

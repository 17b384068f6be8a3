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

/**
 * Records read from storage by key, trusted for LOOKUP_TTL_MS (SHARED_LOOKUP_TTL_MS with shared
 * change notices), concurrent misses shared; an entry goes at once when a change notice names its
 * portfolio. Missing records are never remembered, so something new shows at once.
 */
export class NoticedLookup<T> {
  readonly #read: (key: string) => Promise<T | null>;
  readonly #portfolioOf: ((value: T) => string) | null;
  readonly #found = new Map<string, { at: number; value: T }>();
  readonly #pending = new Map<string, Promise<T | null>>();
  readonly #max: number;
  readonly #ttl: number;
  /** Bumped by every change notice, so a read that started before a change does not store its result. */
  #epoch = 0;

  constructor(
    storage: Storage,
    read: (key: string) => Promise<T | null>,
    /** Which portfolio an entry belongs to; null when the key is the portfolio's id. */
    portfolioOf: ((value: T) => string) | null,
    max = 5000,
  ) {
    this.#read = read;
    this.#portfolioOf = portfolioOf;
    this.#max = max;
    this.#ttl = storage.cluster.sharedChanges ? SHARED_LOOKUP_TTL_MS : LOOKUP_TTL_MS;
    storage.cluster.onPortfolioChange((id) => {
      this.#epoch += 1;
      const portfolioOf = this.#portfolioOf;
      if (id === null) this.#found.clear();
      else if (!portfolioOf) this.#found.delete(id);
      // By what the entry holds: its key is something else than the portfolio's id (a domain).
      else for (const [key, hit] of this.#found) if (portfolioOf(hit.value) === id) this.#found.delete(key);
    });
  }

  /** The record, from a lookup younger than the TTL or from storage. */
  async get(key: string, now = Date.now()): Promise<T | null> {
    if (!key) return null;
    const hit = this.#found.get(key);
    if (hit && now - hit.at < this.#ttl) return hit.value;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#load(key).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  /** The record when a lookup younger than the TTL found it; never touches storage. */
  peek(key: string, now = Date.now()): T | null {
    const hit = this.#found.get(key);
    return hit && now - hit.at < this.#ttl ? hit.value : null;
  }

  async #load(key: string): Promise<T | null> {
    const epoch = this.#epoch;
    const value = await this.#read(key);
    if (value === null) {
      this.#found.delete(key);
      return null;
    }
    // Read before a change notice arrived: good for this request, not to keep.
    if (epoch !== this.#epoch) return value;
    if (this.#found.size >= this.#max) this.#found.clear();
    this.#found.set(key, { at: Date.now(), value });
    return value;
  }
}

/** Published portfolios by id (null when missing or unpublished, so publishing shows at once). */
export const publishedLookup = (storage: Storage, max?: number): NoticedLookup<PortfolioRecord> =>
  new NoticedLookup(
    storage,
    async (pid) => {
      const portfolio = await storage.portfolios.get(pid);
      return portfolio?.published ? portfolio : null;
    },
    null,
    max,
  );

/** Published portfolios by a slug they hold (current or previous), lower-cased; entries go with their portfolio's change. */
export const slugLookup = (storage: Storage, max?: number): NoticedLookup<PortfolioRecord> =>
  new NoticedLookup(
    storage,
    async (slug) => {
      const portfolio = await storage.portfolios.findBySlug(slug);
      return portfolio?.published ? portfolio : null;
    },
    (portfolio) => portfolio.id,
    max,
  );

import { createHash } from 'node:crypto';

/*
 * Counting windows and small member sets per key, in memory that no client can grow (issue 20,
 * class 3). Keys come from clients (addresses, emails, hashes of visitors), so:
 * - a key (and a set's member) is kept as a 16-character digest, whatever its length;
 * - at most `maxKeys` are kept exactly, least recently used evicted first;
 * - an evicted key that still counts is folded into a fixed table of `overflowSlots` (count,
 *   reset time) cells by its digest, and a key coming back starts from its cell. Several keys may
 *   share a cell; a cell keeps the largest count and latest reset of them, so a key is never
 *   counted lower than it was: a flood of new keys can make limits stricter, never forget them.
 */

export interface BoundedWindowsOptions {
  /** Keys kept exactly. */
  maxKeys: number;
  /** Cells of the overflow table (6 bytes each). */
  overflowSlots: number;
}

/** About 1 MB of exact keys and 0.4 MB of overflow, whatever the number of clients. */
export const DEFAULT_BOUNDS: BoundedWindowsOptions = { maxKeys: 5_000, overflowSlots: 65_536 };

interface Window {
  /** Hits in the window, or members of the set (members may hold fewer: see restore). */
  count: number;
  /** Epoch ms. */
  resetAt: number;
  /** The set's members' digests, concatenated (a set holds a handful: a string is the smallest). */
  members: string;
}

const MAX_CELL_COUNT = 0xffff;
const SWEEP_EVERY_MS = 60_000;

export class BoundedWindows {
  readonly #options: BoundedWindowsOptions;
  /** digest → window; Map order is use order, so the first key is the least recently used. */
  readonly #windows = new Map<string, Window>();
  readonly #cellCount: Uint16Array;
  /** Epoch seconds after which the cell counts nothing. */
  readonly #cellReset: Uint32Array;
  #nextSweep = 0;

  constructor(options: BoundedWindowsOptions = DEFAULT_BOUNDS) {
    this.#options = options;
    this.#cellCount = new Uint16Array(options.overflowSlots);
    this.#cellReset = new Uint32Array(options.overflowSlots);
  }

  /** Keys kept exactly right now. */
  get size(): number {
    return this.#windows.size;
  }

  /** Counts one hit; returns 0 when within `limit` per window, else the seconds until the window resets. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): number {
    const window = this.#window(key, windowMs, now);
    if (window.count >= limit) return (window.resetAt - now) / 1000;
    window.count += 1;
    return 0;
  }

  /** Adds `member` to the set at `key` (alive `ttlMs` from its creation) unless it holds `max` already. */
  join(
    key: string,
    member: string,
    max: number,
    ttlMs: number,
    now = Date.now(),
  ): 'present' | 'added' | 'full' {
    const window = this.#window(key, ttlMs, now);
    const kept = digestOf(member);
    if (holds(window.members, kept)) return 'present';
    if (window.count >= max) return 'full';
    window.members += kept;
    window.count += 1;
    return 'added';
  }

  #window(key: string, windowMs: number, now: number): Window {
    this.#sweep(now);
    const digest = digestOf(key);
    let window = this.#windows.get(digest);
    if (window) this.#windows.delete(digest);
    if (!window || window.resetAt <= now) window = this.#restore(digest, windowMs, now);
    this.#windows.set(digest, window);
    while (this.#windows.size > this.#options.maxKeys) this.#evictOldest(now);
    return window;
  }

  /** A new window for the key, counting from what its overflow cell remembers. */
  #restore(digest: string, windowMs: number, now: number): Window {
    const cell = this.#cell(digest);
    const resetAt = (this.#cellReset[cell] ?? 0) * 1000;
    if (resetAt > now) return { count: this.#cellCount[cell] ?? 0, resetAt, members: '' };
    return { count: 0, resetAt: now + windowMs, members: '' };
  }

  #evictOldest(now: number): void {
    const oldest = this.#windows.entries().next();
    if (oldest.done) return;
    const [digest, window] = oldest.value;
    this.#windows.delete(digest);
    if (window.resetAt <= now || window.count === 0) return;
    const cell = this.#cell(digest);
    const resetS = Math.ceil(window.resetAt / 1000);
    const live = (this.#cellReset[cell] ?? 0) * 1000 > now;
    this.#cellCount[cell] = Math.min(
      MAX_CELL_COUNT,
      Math.max(window.count, live ? (this.#cellCount[cell] ?? 0) : 0),
    );
    this.#cellReset[cell] = Math.max(resetS, live ? (this.#cellReset[cell] ?? 0) : 0);
  }

  #cell(digest: string): number {
    return Buffer.from(digest, 'base64url').readUInt32BE(0) % this.#options.overflowSlots;
  }

  #sweep(now: number): void {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + SWEEP_EVERY_MS;
    for (const [digest, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(digest);
  }
}

function holds(members: string, digest: string): boolean {
  for (let at = 0; at < members.length; at += DIGEST_LENGTH) {
    if (members.startsWith(digest, at)) return true;
  }
  return false;
}

const DIGEST_LENGTH = 16;

/** 96 bits of SHA-256: collisions among even millions of keys are out of reach. */
function digestOf(key: string): string {
  return createHash('sha256').update(key).digest().subarray(0, 12).toString('base64url');
}

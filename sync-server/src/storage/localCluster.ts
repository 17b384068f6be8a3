import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isCode } from './locks.js';
import type { ClusterState } from './types.js';

/** Bounds the sets kept in memory (a flood of new keys clears them rather than growing without end). */
const MAX_SETS = 50_000;
/** Secret names become file names under DATA_DIR/keys. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * The embedded store's ClusterState: one server process owns the data dir, so counters and sets live
 * in this process's memory and secrets in DATA_DIR/keys (the admin CLI reads the same files).
 */
export function localCluster(keysDir: string): ClusterState & { portfolioChanged(id: string): void } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sets = new Map<string, { members: Set<string>; expiresAt: number }>();
  const listeners = new Set<(id: string | null) => void>();
  let nextSweep = 0;
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 60_000;
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    for (const [k, s] of sets) if (s.expiresAt <= now) sets.delete(k);
  };
  return {
    sharedChanges: false,
    secret: (name, create) => fileSecret(keysDir, name, create),
    async dropSecrets(prefix, keep) {
      const names = await fs.readdir(keysDir).catch(() => []);
      for (const name of names)
        if (name.startsWith(prefix) && name !== keep) await fs.rm(path.join(keysDir, name), { force: true });
    },
    async hit(key, limit, windowMs) {
      const now = Date.now();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      if (window.count >= limit) return (window.resetAt - now) / 1000;
      window.count += 1;
      return 0;
    },
    async join(key, member, max, ttlMs) {
      const now = Date.now();
      sweep(now);
      let set = sets.get(key);
      if (!set || set.expiresAt <= now) {
        if (sets.size >= MAX_SETS) sets.clear();
        set = { members: new Set(), expiresAt: now + ttlMs };
        sets.set(key, set);
      }
      if (set.members.has(member)) return 'present';
      if (set.members.size >= max) return 'full';
      set.members.add(member);
      return 'added';
    },
    onPortfolioChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    portfolioChanged(id) {
      for (const listener of listeners) listener(id);
    },
  };
}

/**
 * DATA_DIR/keys/NAME, created on first use. The server and the admin CLI may both get here first on
 * a fresh data dir at the same moment, so the file is created with link(2), which fails when the name
 * exists: exactly one value wins and both processes use it.
 */
async function fileSecret(dir: string, name: string, create: () => Promise<string>): Promise<string> {
  if (!SAFE_NAME.test(name)) throw new Error(`Invalid secret name "${name}".`);
  const file = path.join(dir, name);
  const existing = await readText(file);
  if (existing !== null) return existing;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, await create(), { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temp, file);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    await fs.rm(temp, { force: true });
  }
  const stored = await readText(file);
  if (stored === null) throw new Error(`Could not read ${file} just written.`);
  return stored;
}

async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

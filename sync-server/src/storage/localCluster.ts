import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { BoundedWindows } from './boundedWindows.js';
import { isCode } from './locks.js';
import type { ClusterState } from './types.js';

/** Secret names become file names under DATA_DIR/keys. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * The embedded store's ClusterState: one server process owns the data dir, so counters and sets live
 * in this process's memory and secrets in DATA_DIR/keys (the admin CLI reads the same files).
 */
export function localCluster(keysDir: string): ClusterState & { portfolioChanged(id: string): void } {
  // Keys are client-chosen (addresses, visitor hashes): bounded, and a flood limits rather than forgets.
  const counts = new BoundedWindows();
  const listeners = new Set<(id: string | null) => void>();
  return {
    sharedChanges: false,
    secret: (name, create) => fileSecret(keysDir, name, create),
    async dropSecrets(prefix, keep) {
      const names = await fs.readdir(keysDir).catch(() => []);
      for (const name of names)
        if (name.startsWith(prefix) && name !== keep) await fs.rm(path.join(keysDir, name), { force: true });
    },
    hit: async (key, limit, windowMs) => counts.hit(key, limit, windowMs),
    join: async (key, member, max, ttlMs) => counts.join(key, member, max, ttlMs),
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

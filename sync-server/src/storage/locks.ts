import { open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Two locks keep one data dir consistent:
 * - the server lock (`server.lock`, held for the server's lifetime): a second server on the same data
 *   dir is refused, because two processes rewriting one JSON file lose each other's writes;
 * - the write lock (`db.json.writelock`, held for a few milliseconds around each write): the admin
 *   CLI may write while a server runs, and both take it before read-modify-write of db.json.
 * Both files hold the owner's pid; a lock whose process is gone (kill -9, power cut) is taken over.
 */

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Dirs this process holds the server lock for: a second storage in the same process is refused too. */
const heldInThisProcess = new Set<string>();

/** Takes the server lock of a data dir or throws DataDirInUseError naming the process that holds it. */
export async function acquireServerLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'server.lock');
  const key = path.resolve(dataDir);
  if (heldInThisProcess.has(key)) throw inUse(dataDir, process.pid);
  heldInThisProcess.add(key);
  let acquired = false;
  try {
    acquired = await createLockFile(file, (holder) => {
      throw inUse(dataDir, holder);
    });
  } finally {
    if (!acquired) heldInThisProcess.delete(key);
  }
  if (!acquired)
    throw new DataDirInUseError(`Could not take the lock ${file}; is another Folio server starting?`);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    heldInThisProcess.delete(key);
    await rm(file, { force: true });
  };
}

function inUse(dataDir: string, pid: number): DataDirInUseError {
  return new DataDirInUseError(
    `Another Folio server (pid ${pid}) is using the data dir ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
  );
}

const WRITE_LOCK_WAIT_MS = 10_000;
/** Write locks this process holds right now (the server and the CLI helper can share one process in tests). */
const writeLocksHeld = new Set<string>();

/** Runs `fn` holding the short write lock of `file` (`<file>.writelock`), waiting for other holders. */
export async function withWriteLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.resolve(`${file}.writelock`);
  const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
  let delay = 1;
  for (;;) {
    if (!writeLocksHeld.has(lock)) {
      writeLocksHeld.add(lock);
      let acquired = false;
      try {
        acquired = await createLockFile(lock, () => false);
      } finally {
        if (!acquired) writeLocksHeld.delete(lock);
      }
      if (acquired) break;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the write lock ${lock}.`);
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 25);
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
    writeLocksHeld.delete(lock);
  }
}

/** A lock file still empty after this long was left by a process that died between create and write. */
const EMPTY_LOCK_STALE_MS = 2_000;

/**
 * Creates `file` exclusively with our pid. When it exists and its holder is alive, returns what
 * `onHeld` returns (or lets it throw); a lock left by a dead process is removed and creation retried.
 * Callers make sure this process does not hold the lock already, so our own pid in the file means a
 * previous life of this pid (containers restart as pid 1) and is stale too.
 */
async function createLockFile(file: string, onHeld: (pid: number) => false): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      try {
        await handle.writeFile(String(process.pid));
      } finally {
        await handle.close();
      }
      return true;
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const holder = await readHolder(file);
    if (holder === 'gone') continue;
    if (holder === 'empty') {
      if (!(await olderThan(file, EMPTY_LOCK_STALE_MS))) return false;
    } else if (holder !== process.pid && isAlive(holder)) {
      return onHeld(holder);
    }
    await rm(file, { force: true });
  }
  return false;
}

async function readHolder(file: string): Promise<number | 'empty' | 'gone'> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return /^\d+$/.test(text) ? Number(text) : 'empty';
  } catch (error) {
    if (isCode(error, 'ENOENT')) return 'gone';
    throw error;
  }
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(file)).mtimeMs > ms;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isCode(error, 'EPERM');
  }
}

export function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomicFile.js';
import { isCode } from './locks.js';

/** Ids are ours (ids.ts), but a path is built from them, so anything else is refused outright. */
const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Uploaded originals under DATA_DIR/files, one file per generated id. Never named by the client's
 * file name, never reachable by path from a request.
 */
export class FileStore {
  constructor(private readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    await writeFileAtomic(this.#path(id), bytes);
  }

  async get(id: string): Promise<Uint8Array | null> {
    if (!SAFE_ID.test(id)) return null;
    try {
      return new Uint8Array(await readFile(this.#path(id)));
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    if (!SAFE_ID.test(id)) return;
    await rm(this.#path(id), { force: true });
  }

  /** Removes files no record points to (left by a crash between writing the file and its record). */
  async sweep(referenced: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      const id = name.endsWith('.pdf') ? name.slice(0, -4) : null;
      const isTemp = name.startsWith('.') && name.endsWith('.tmp');
      if ((id !== null && !referenced.has(id)) || isTemp) {
        await rm(path.join(this.dir, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  #path(id: string): string {
    if (!SAFE_ID.test(id)) throw new Error('Invalid file id.');
    return path.join(this.dir, `${id}.pdf`);
  }
}

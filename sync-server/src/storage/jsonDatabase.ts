import { readFile, stat } from 'node:fs/promises';
import { Low, type Adapter } from 'lowdb';
import { writeFileAtomic } from './atomicFile.js';
import { emptyDb, parseDb, DbFormatError, type DbData } from './dbSchema.js';
import { isCode, withWriteLock } from './locks.js';

/**
 * db.json through lowdb, with what lowdb leaves to us:
 * - one queue serialises every update in this process, and the short write lock serialises it with
 *   other processes (the admin CLI), so a read-modify-write never loses a concurrent one;
 * - writes are atomic and fsynced (atomicFile.ts);
 * - another process's write is noticed (inode/mtime/size changed since our last write or read) and
 *   the file reloaded before the next read or update;
 * - an update that throws, or whose write fails, leaves memory as the file is (reloaded from disk).
 * Update callbacks are synchronous: nothing can interleave between the read and the write.
 */
export class JsonDatabase {
  readonly #file: string;
  readonly #low: Low<DbData>;
  #queue: Promise<unknown> = Promise.resolve();
  #stamp: string | null = null;

  private constructor(file: string) {
    this.#file = file;
    this.#low = new Low<DbData>(new ValidatedJsonFile(file), emptyDb());
  }

  /** Opens (and creates, or migrates) db.json. Throws DbFormatError when the file cannot be used. */
  static async open(file: string): Promise<JsonDatabase> {
    const db = new JsonDatabase(file);
    await db.#enqueue(() =>
      withWriteLock(file, async () => {
        await db.#load();
        const onDisk = await readFile(file, 'utf8').catch(() => null);
        // Write back when new or migrated, so the file on disk always carries the current schema.
        if (onDisk === null || onDisk !== serialise(db.#low.data)) await db.#write();
      }),
    );
    return db;
  }

  /** Runs `fn` on the current data. `fn` must not keep or mutate what it is given (return copies). */
  async read<T>(fn: (data: Readonly<DbData>) => T): Promise<T> {
    if ((await this.#currentStamp()) !== this.#stamp) {
      await this.#enqueue(async () => {
        if ((await this.#currentStamp()) !== this.#stamp) await this.#load();
      });
    }
    return fn(this.#low.data);
  }

  /** Applies `fn` to the data and writes it, atomically and after every earlier update. */
  update<T>(fn: (data: DbData) => T): Promise<T> {
    return this.#enqueue(() =>
      withWriteLock(this.#file, async () => {
        if ((await this.#currentStamp()) !== this.#stamp) await this.#load();
        try {
          const result = fn(this.#low.data);
          await this.#write();
          return result;
        } catch (error) {
          await this.#load();
          throw error;
        }
      }),
    );
  }

  /** Waits for every queued update to finish. */
  async flush(): Promise<void> {
    await this.#enqueue(async () => {});
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    // The queue continues after a failed task; the caller still sees the failure through `run`.
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #load(): Promise<void> {
    const stampBefore = await this.#currentStamp();
    await this.#low.read();
    if (stampBefore === null) this.#low.data = emptyDb();
    this.#stamp = stampBefore;
  }

  async #write(): Promise<void> {
    await this.#low.write();
    this.#stamp = await this.#currentStamp();
  }

  async #currentStamp(): Promise<string | null> {
    try {
      const s = await stat(this.#file, { bigint: true });
      return `${s.ino}:${s.size}:${s.mtimeNs}`;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }
}

function serialise(data: DbData): string {
  return JSON.stringify(data);
}

/** lowdb adapter: parses and migrates on read, writes atomically with fsync. */
class ValidatedJsonFile implements Adapter<DbData> {
  constructor(private readonly file: string) {}

  async read(): Promise<DbData | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new DbFormatError(`${this.file} is not valid JSON. Restore it from a backup or move it away.`);
    }
    return parseDb(raw);
  }

  async write(data: DbData): Promise<void> {
    await writeFileAtomic(this.file, serialise(data));
  }
}

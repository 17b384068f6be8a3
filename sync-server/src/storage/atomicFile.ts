import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file so that a crash at any moment leaves either the old or the new content, never a mix:
 * write a temp file beside it, fsync it, rename over the target, then fsync the directory so the
 * rename itself survives a power cut. (steno, lowdb's writer, renames without fsync.)
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${tempCounter++}.tmp`);
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

let tempCounter = 0;

async function syncDirectory(dir: string): Promise<void> {
  // Some platforms (Windows) cannot open a directory for fsync; the rename has still happened there.
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

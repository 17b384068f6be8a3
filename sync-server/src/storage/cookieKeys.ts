import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from './atomicFile.js';
import { isCode } from './locks.js';

const keysFileSchema = z.object({ keys: z.array(z.string().min(32)).min(1) });

/**
 * The keys Koa signs cookies with (`app.keys`), made on first start and kept in
 * DATA_DIR/keys/cookie-keys.json so sign-in cookies survive restarts. The first key signs; later
 * ones still verify, so an operator can rotate by prepending a key.
 */
export async function loadCookieKeys(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'cookie-keys.json');
  try {
    const parsed = keysFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a valid key file; move it away to make new keys.`);
    return parsed.data.keys;
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const keys = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
  await writeFileAtomic(file, JSON.stringify({ keys }, null, 2));
  return keys;
}

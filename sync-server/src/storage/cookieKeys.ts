import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ClusterState } from './types.js';

const keysFileSchema = z.object({ keys: z.array(z.string().min(32)).min(1) });
/** The secret's name; in the embedded store the file DATA_DIR/keys/cookie-keys.json. */
const COOKIE_KEYS = 'cookie-keys.json';

/**
 * The keys Koa signs cookies with (`app.keys`), made on first start and shared by every server
 * process on the store, so sign-in cookies survive restarts and work on any instance. The first key
 * signs; later ones still verify, so an operator can rotate by prepending a key.
 */
export async function loadCookieKeys(cluster: ClusterState): Promise<string[]> {
  const text = await cluster.secret(COOKIE_KEYS, async () => {
    const keys = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
    return JSON.stringify({ keys }, null, 2);
  });
  let parsed: z.ZodSafeParseResult<z.infer<typeof keysFileSchema>>;
  try {
    parsed = keysFileSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = keysFileSchema.safeParse(null);
  }
  if (!parsed.success)
    throw new Error(`${COOKIE_KEYS} is not a valid key file; move it away to make new keys.`);
  return parsed.data.keys;
}

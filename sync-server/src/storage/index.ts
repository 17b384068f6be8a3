import type { Config } from '../configTypes.js';
import { createLowdbStorage, withDataDir } from './lowdbStorage.js';
import type { AuthDeps } from '../auth/index.js';
import { sharedSignInLimiters } from '../auth/rateLimiter.js';
import { createPostgresStorage, type PostgresStorage } from './postgres/pgStorage.js';
import type { Storage } from './types.js';

/** The server's store: PostgreSQL when DATABASE_URL is set, else the embedded lowdb data dir. */
export function createStorage(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Storage> {
  return config.databaseUrl
    ? createPostgresStorage({ url: config.databaseUrl })
    : createLowdbStorage({ dataDir: config.dataDir });
}

/**
 * What createAuth should use instead of its single-process defaults when the store is shared:
 * sign-in state and sign-in rate limits in the database.
 */
export function sharedSignIn(storage: Storage): Pick<AuthDeps, 'state' | 'limiters'> {
  if (!('signInState' in storage)) return {};
  const { signInState } = storage as PostgresStorage;
  return { state: signInState, limiters: sharedSignInLimiters(storage.cluster) };
}

/**
 * For one-shot commands (the admin CLI): runs `fn` with the configured store, then closes it. The
 * embedded store is opened without the server lock (see withDataDir), so it works beside a server.
 */
export async function withStorage<T>(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  fn: (storage: Storage) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) return withDataDir(config.dataDir, fn);
  const storage = await createPostgresStorage({ url: config.databaseUrl, poolSize: 2, listen: false });
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

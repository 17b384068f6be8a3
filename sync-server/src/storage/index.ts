import type { Config } from '../configTypes.js';
import { createLowdbStorage, withDataDir } from './lowdbStorage.js';
import { createPostgresStorage } from './postgres/pgStorage.js';
import type { Storage } from './types.js';

/** The server's store: PostgreSQL when DATABASE_URL is set, else the embedded lowdb data dir. */
export function createStorage(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Storage> {
  return config.databaseUrl
    ? createPostgresStorage({ url: config.databaseUrl })
    : createLowdbStorage({ dataDir: config.dataDir });
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

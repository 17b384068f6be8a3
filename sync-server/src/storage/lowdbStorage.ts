import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log.js';
import { FileStore } from './fileStore.js';
import { JsonDatabase } from './jsonDatabase.js';
import { localCluster } from './localCluster.js';
import { acquireServerLock } from './locks.js';
import { applicationsRepo } from './repos/applications.js';
import { inboundRepo } from './repos/inbound.js';
import { domainsRepo } from './repos/domains.js';
import { linksRepo } from './repos/links.js';
import { messagesRepo } from './repos/messages.js';
import { oidcRepo } from './repos/oidc.js';
import { portfoliosRepo } from './repos/portfolios.js';
import { resumesRepo } from './repos/resumes.js';
import { statsRepo } from './repos/stats.js';
import { usersRepo } from './repos/users.js';
import type { Storage } from './types.js';
import { versionStore } from './versionStore.js';

/** Where things live inside DATA_DIR. */
export const DATA_LAYOUT = {
  db: 'db.json',
  files: 'files',
  keys: 'keys',
  versions: 'versions',
} as const;

/**
 * The embedded storage: DATA_DIR/db.json through lowdb plus uploaded PDFs in DATA_DIR/files.
 * Takes the data dir's server lock: a second server on the same dir fails here with a message
 * naming the running one (DataDirInUseError).
 */
export async function createLowdbStorage(options: { dataDir: string }): Promise<Storage> {
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const release = await acquireServerLock(options.dataDir);
  try {
    const storage = await openStorage(options.dataDir, release);
    const files = new FileStore(path.join(options.dataDir, DATA_LAYOUT.files));
    const referenced = await storage.referencedFileIds();
    const swept = await files.sweep(referenced);
    if (swept) log.info('Removed files left by an interrupted upload', { count: swept });
    return storage.storage;
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * For the admin CLI (`npm run user -- …`): runs `fn` with a Storage on `dataDir` WITHOUT taking
 * the server lock, so it works while a server runs on the same dir, then closes it.
 *
 * This is safe because every update takes db.json's short write lock and reloads the file first
 * when another process changed it, and a running server does the same before its next read or
 * update — so a user or token record the CLI creates is visible to the server at once. Use it for
 * small changes (create a user, set a plan, store an OIDC record); it does not sweep files.
 *
 *   await withDataDir(config.dataDir, async (storage) => {
 *     const user = await storage.users.upsertBySubject({ subject: `local:${email}`, provider: 'local', name, email });
 *     return issueAccessToken({ config, storage }, user.id);
 *   });
 */
export async function withDataDir<T>(dataDir: string, fn: (storage: Storage) => Promise<T>): Promise<T> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { storage } = await openStorage(dataDir, async () => {});
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

async function openStorage(dataDir: string, release: () => Promise<void>) {
  const db = await JsonDatabase.open(path.join(dataDir, DATA_LAYOUT.db));
  const files = new FileStore(path.join(dataDir, DATA_LAYOUT.files));
  await files.init();
  const cluster = localCluster(path.join(dataDir, DATA_LAYOUT.keys));
  let closed = false;
  const versions = versionStore(path.join(dataDir, DATA_LAYOUT.versions));
  const portfolios = portfoliosRepo(db, files, (id) => cluster.portfolioChanged(id));
  const storage: Storage = {
    users: usersRepo(db, files, versions),
    resumes: resumesRepo(db, files),
    portfolios: {
      ...portfolios,
      async create(...args) {
        const result = await portfolios.create(...args);
        if (result.ok && result.created && result.portfolio.published)
          await versions.record(result.portfolio);
        return result;
      },
      async update(...args) {
        const result = await portfolios.update(...args);
        // An applied write that leaves the portfolio live is what visitors now see: a version
        // (storage/types.ts; the same for a create above).
        if (result.ok && !result.replayed && result.portfolio.published)
          await versions.record(result.portfolio);
        return result;
      },
      async delete(id, ownerId) {
        const deleted = await portfolios.delete(id, ownerId);
        if (!deleted) return false;
        await versions.removeAll(id);
        // Its private links go too: their URLs then answer like any unknown link.
        await db.update((d) => {
          d.links = d.links.filter((l) => l.portfolioId !== id);
          d.domains = d.domains.filter((x) => x.portfolioId !== id);
          // Its applications stay, without a portfolio and so without a link.
          for (const a of d.applications)
            if (a.portfolioId === id) Object.assign(a, { portfolioId: null, linkId: null });
        });
        return true;
      },
    },
    versions,
    links: linksRepo(db),
    applications: applicationsRepo(db),
    domains: domainsRepo(db, (id) => cluster.portfolioChanged(id)),
    messages: messagesRepo(db),
    stats: statsRepo(db),
    inbound: inboundRepo(db),
    oidc: oidcRepo(db),
    files: { get: (id) => files.get(id) },
    cluster,
    async close() {
      if (closed) return;
      closed = true;
      await db.flush();
      await release();
    },
  };
  const referencedFileIds = () =>
    db.read((d) => new Set(d.resumes.map((r) => r.fileId).filter((id): id is string => id !== null)));
  return { storage, referencedFileIds };
}

import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log.js';
import { writeFileAtomic } from '../storage/atomicFile.js';
import {
  PERSIST_AT_ONCE,
  type OidcStateEntry,
  type OidcStateLimits,
  type OidcStateStore,
} from './oidcAdapter.js';

/** Where the state of signed-in users survives restarts. */
export const SIGN_IN_STATE_FILE = 'sign-in-state.json';

/**
 * Models kept across restarts: what a signed-in user holds (their browser session, grant, refresh
 * token) and revocations that must outlive access tokens. Everything else (interactions, codes,
 * upstream round trips, passkey challenges) lives minutes and stays in memory.
 */
const DURABLE_MODELS = new Set(['Session', 'Grant', 'RefreshToken', 'AccessToken', ...PERSIST_AT_ONCE]);

export const DEFAULT_LIMITS: OidcStateLimits = { maxPerModel: 20_000, maxPerOwner: 30 };
/**
 * This store keeps anonymous state in the process's memory: over a thousand sign-ins in flight at
 * once is more than one server sees, and a flood of them stays within a few MB (issue 20, class 3).
 */
export const MEMORY_LIMITS: OidcStateLimits = { maxPerModel: 1_500, maxPerOwner: 30 };

interface Options {
  dataDir: string;
  limits?: OidcStateLimits;
  /** How long writes of durable state are gathered before one file write. */
  flushDelayMs?: number;
}

/**
 * The default OidcStateStore: a Map per model in memory, bounded and expiring, with durable state
 * written to one small file, at most once per flushDelayMs and only when durable state changed.
 * An anonymous request therefore never causes a disk write, and a full store evicts its oldest.
 */
export async function createFileOidcStore(options: Options): Promise<OidcStateStore> {
  const limits = options.limits ?? MEMORY_LIMITS;
  const flushDelayMs = options.flushDelayMs ?? 200;
  const file = path.join(options.dataDir, SIGN_IN_STATE_FILE);
  /** model → id → entry; Map order is insertion order, so the first key is the oldest. */
  const models = new Map<string, Map<string, OidcStateEntry>>();
  /** `${model}\n${owner}` → ids that owner holds, oldest first. */
  const owned = new Map<string, Set<string>>();
  /** model → ids of its records that have an owner (anonymous ones), oldest first. */
  const anonymous = new Map<string, Set<string>>();

  const table = (model: string) => {
    let entries = models.get(model);
    if (!entries) {
      entries = new Map();
      models.set(model, entries);
    }
    return entries;
  };
  const ownerKey = (model: string, owner: string) => `${model}\n${owner}`;
  // A session is a signed-in user's only once it names an account.
  const isDurable = (entry: OidcStateEntry) =>
    DURABLE_MODELS.has(entry.model) &&
    (entry.model !== 'Session' || typeof entry.payload.accountId === 'string');
  const expired = (entry: OidcStateEntry, now = Date.now()) =>
    entry.expiresAt !== null && entry.expiresAt <= now;

  let dirty = false;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      if (!dirty) return;
      dirty = false;
      const now = Date.now();
      const durable: OidcStateEntry[] = [];
      for (const entries of models.values()) {
        for (const entry of entries.values())
          if (isDurable(entry) && !expired(entry, now)) durable.push(entry);
      }
      try {
        await writeFileAtomic(file, JSON.stringify({ version: 1, entries: durable }));
      } catch (error) {
        // Sign-ins keep working from memory; the next change tries again.
        dirty = true;
        log.error('Could not write the sign-in state file', { error });
      }
    });
    return writing;
  };
  const changed = (entry: OidcStateEntry) => {
    if (!isDurable(entry) || closed) return;
    dirty = true;
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, flushDelayMs);
    timer.unref();
  };

  const remove = (entry: OidcStateEntry) => {
    models.get(entry.model)?.delete(entry.id);
    anonymous.get(entry.model)?.delete(entry.id);
    if (entry.owner !== undefined) {
      const key = ownerKey(entry.model, entry.owner);
      const ids = owned.get(key);
      ids?.delete(entry.id);
      if (ids?.size === 0) owned.delete(key);
    }
    changed(entry);
  };

  const live = (entry: OidcStateEntry | undefined): OidcStateEntry | null => {
    if (!entry) return null;
    if (expired(entry)) {
      remove(entry);
      return null;
    }
    return entry;
  };

  const put = (entry: OidcStateEntry) => {
    const entries = table(entry.model);
    const previous = entries.get(entry.id);
    if (previous) remove(previous);
    if (entry.owner !== undefined) {
      const key = ownerKey(entry.model, entry.owner);
      let ids = owned.get(key);
      if (!ids) {
        ids = new Set();
        owned.set(key, ids);
      }
      // One client holds at most maxPerOwner of a model: its own oldest makes room, nobody else's.
      for (const oldest of ids) {
        if (ids.size < limits.maxPerOwner) break;
        const victim = entries.get(oldest);
        if (victim) remove(victim);
        else ids.delete(oldest);
      }
      ids.add(entry.id);
      // Anonymous records of a model are bounded too, oldest out first; a signed-in user's never go.
      let unowned = anonymous.get(entry.model);
      if (!unowned) {
        unowned = new Set();
        anonymous.set(entry.model, unowned);
      }
      for (const oldest of unowned) {
        if (unowned.size < limits.maxPerModel) break;
        const victim = entries.get(oldest);
        if (victim) remove(victim);
        else unowned.delete(oldest);
      }
      unowned.add(entry.id);
    }
    entries.set(entry.id, entry);
    changed(entry);
  };

  const sweep = () => {
    const now = Date.now();
    for (const entries of models.values()) {
      for (const entry of [...entries.values()]) if (expired(entry, now)) remove(entry);
    }
  };
  const sweeper = setInterval(sweep, 60_000);
  sweeper.unref();

  for (const entry of await loadDurable(file)) if (!expired(entry)) table(entry.model).set(entry.id, entry);

  const copy = (entry: OidcStateEntry | null) => (entry ? structuredClone(entry) : null);
  return {
    upsert: async (entry) => {
      put(structuredClone(entry));
      if (PERSIST_AT_ONCE.has(entry.model)) await flush();
    },
    find: async (model, id) => copy(live(models.get(model)?.get(id))),
    findBy: async (model, key, value) => {
      for (const entry of models.get(model)?.values() ?? []) {
        if (entry[key] === value) return copy(live(entry));
      }
      return null;
    },
    consume: async (model, id) => {
      const entry = live(models.get(model)?.get(id));
      if (!entry) return;
      entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
      changed(entry);
    },
    destroy: async (model, id) => {
      const entry = models.get(model)?.get(id);
      if (entry) remove(entry);
    },
    revokeByGrantId: async (grantId) => {
      for (const entries of models.values()) {
        for (const entry of [...entries.values()]) if (entry.grantId === grantId) remove(entry);
      }
    },
    destroyByAccount: async (accountId) => {
      for (const entries of models.values()) {
        for (const entry of [...entries.values()]) if (entry.payload.accountId === accountId) remove(entry);
      }
      await flush();
    },
    close: async () => {
      clearInterval(sweeper);
      if (timer) clearTimeout(timer);
      timer = null;
      closed = true;
      await flush();
    },
  };
}

/** The durable entries of the last run; a damaged file is set aside (users sign in again), never fatal. */
async function loadDurable(file: string): Promise<OidcStateEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    const entries = (parsed as { entries?: unknown }).entries;
    if (!Array.isArray(entries)) throw new Error('no entries');
    return entries.filter(isEntry);
  } catch (error) {
    const aside = `${file}.damaged-${Date.now()}`;
    log.warn('The sign-in state file is damaged; set aside, users sign in again', { file: aside, error });
    await rename(file, aside).catch(() => undefined);
    return [];
  }
}

function isEntry(value: unknown): value is OidcStateEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.model === 'string' &&
    typeof entry.id === 'string' &&
    typeof entry.payload === 'object' &&
    entry.payload !== null &&
    (entry.expiresAt === null || typeof entry.expiresAt === 'number') &&
    (entry.grantId === undefined || typeof entry.grantId === 'string') &&
    (entry.uid === undefined || typeof entry.uid === 'string')
  );
}

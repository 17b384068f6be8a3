import { Dexie, type DexieOptions, type Table, type Transaction } from 'dexie';
import { DB_NAME, TABLES, type TableName } from './tables.js';

/**
 * The schema history. Never edit a shipped version: add a new one with the changed stores and an
 * `upgrade` that moves the data (STYLE.md convention 5). Index strings follow Dexie's syntax: the
 * first entry is the primary key, the rest are indexes.
 */
interface SchemaVersion {
  version: number;
  stores: Partial<Record<TableName, string | null>>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      [TABLES.pdfs]: 'id, ownerId',
      [TABLES.drafts]: 'id, ownerId, updatedAt',
      [TABLES.portfolios]: 'id, ownerId, serverId, draftId',
      [TABLES.choices]: 'key',
      [TABLES.outbox]: 'portfolioId, ownerId',
    },
  },
  {
    // The dashboard keeps the list it was sent the moment it arrives, before (and without) a sync.
    version: 2,
    stores: { [TABLES.serverLists]: 'ownerId' },
  },
  { version: 3, stores: { [TABLES.editHistory]: 'key, ownerId', [TABLES.portfolioDrafts]: 'id, ownerId' } },
  {
    // The job tracker (issue 23), synced like portfolios: records plus an outbox.
    version: 4,
    stores: {
      [TABLES.applications]: 'id, ownerId, serverId',
      [TABLES.applicationOutbox]: 'applicationId, ownerId',
    },
  },
];

/**
 * Folio's IndexedDB database. Tables are typed `unknown` on purpose: what comes out of IndexedDB was
 * written by some version of the app on some day, so every read goes through a `restore*()` function
 * (restore.ts) before anyone uses it.
 */
export class FolioDb extends Dexie {
  declare readonly pdfs: Table<unknown, string>;
  declare readonly drafts: Table<unknown, string>;
  declare readonly portfolios: Table<unknown, string>;
  declare readonly choices: Table<unknown, string>;
  declare readonly outbox: Table<unknown, string>;
  declare readonly serverLists: Table<unknown, string>;
  declare readonly editHistory: Table<unknown, string>;
  declare readonly portfolioDrafts: Table<unknown, string>;
  declare readonly applications: Table<unknown, string>;
  declare readonly applicationOutbox: Table<unknown, string>;

  constructor(name: string = DB_NAME, options?: DexieOptions) {
    super(name, options);
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      const v = this.version(version).stores(stores);
      if (upgrade) v.upgrade(upgrade);
    }
  }
}

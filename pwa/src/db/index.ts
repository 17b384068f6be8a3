/**
 * The one owner of IndexedDB (STYLE.md convention 3). Everything else reaches stored data through
 * these repositories, and everything they return has passed a `restore*()` validator.
 */
export { FolioDb, SCHEMA_VERSIONS } from './database.js';
export { getDb, setDb } from './instance.js';
export { TABLES, DB_NAME, type TableName } from './tables.js';
export { newId, nowIso } from './ids.js';
export * from './records.js';
export * from './restore.js';
export * from './pdfs.js';
export * from './drafts.js';
export * from './portfolios.js';
export * from './outbox.js';
export * from './serverLists.js';
export * from './choices.js';
export * from './erase.js';
export * from './editHistory.js';
export * from './portfolioDrafts.js';
export * from './guest.js';

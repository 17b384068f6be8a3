/**
 * IndexedDB table names. Do not rename without a migration: installed PWAs already hold data under
 * these names, and a renamed table is an empty table (tldraw's rule, STYLE.md).
 */
export const TABLES = {
  /** Original PDF files as the user chose them. */
  pdfs: 'pdfs',
  /** Parsed and edited resumes not yet (or not only) published. */
  drafts: 'drafts',
  /** Portfolios: local ones waiting to sync and a mirror of the server's. */
  portfolios: 'portfolios',
  /** Template and theme choices, and which draft is being worked on. */
  choices: 'choices',
  /** Changes waiting to be pushed to the server, one entry per portfolio. */
  outbox: 'outbox',
  /** The server's list of a person's portfolios as last received, for the dashboard offline. */
  serverLists: 'serverLists',
  /** The editor's undo and redo steps for each draft and portfolio, so they survive a reload. */
  editHistory: 'editHistory',
  /** Edits of a published portfolio not yet published: the live page keeps the last published version. */
  portfolioDrafts: 'portfolioDrafts',
  /** Job applications (the tracker): local ones waiting to sync and a mirror of the server's. */
  applications: 'applications',
  /** Application changes waiting to be pushed, one entry per application. */
  applicationOutbox: 'applicationOutbox',
} as const;

export type TableName = (typeof TABLES)[keyof typeof TABLES];

/** The database name. Do not rename without a migration. */
export const DB_NAME = 'folio';

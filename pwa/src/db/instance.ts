import { FolioDb } from './database.js';

let instance: FolioDb | null = null;

/** The app's one database connection, opened on first use. */
export function getDb(): FolioDb {
  instance ??= new FolioDb();
  return instance;
}

/** Tests and the sign-out "erase" path swap or drop the connection. */
export function setDb(db: FolioDb | null): void {
  instance = db;
}

import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';

/**
 * The numbered SQL files in ./migrations (NNN_name.sql), applied in order in one
 * transaction (all pending ones together) and recorded in schema_migrations. The build copies the folder beside the bundle
 * (dist/migrations), so this URL resolves both from source and from dist.
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Advisory lock key (two-int form): every server starting at once waits here, so one migrates. */
const LOCK = [7_470_010, 1] as const;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export class DatabaseVersionError extends Error {
  override name = 'DatabaseVersionError';
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => FILE.test(n)).sort();
  const migrations: Migration[] = [];
  for (const file of names) {
    const [, number = '', name = ''] = FILE.exec(file) ?? [];
    const version = Number(number);
    if (version !== migrations.length + 1)
      throw new Error(`Migration ${file} is out of sequence (expected number ${migrations.length + 1}).`);
    migrations.push({ version, name, sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  return migrations;
}

/**
 * Brings the database up to the newest migration; returns the versions it applied. Refuses a
 * database migrated by a newer Folio (its schema may mean something this version does not know).
 */
export async function migrate(sql: Sql, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  return sql.begin(async (tx) => {
    // Transaction-scoped: released with the commit, even when a migration fails.
    await tx`SELECT pg_advisory_xact_lock(${LOCK[0]}, ${LOCK[1]})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`;
    const rows = await tx<{ version: number }[]>`SELECT version FROM schema_migrations ORDER BY version`;
    const applied = new Set(rows.map((r) => r.version));
    const newest = Math.max(0, ...applied);
    if (newest > all.length) {
      throw new DatabaseVersionError(
        `The database is at schema version ${newest}, newer than this Folio knows (${all.length}). Run the newer Folio, or restore a backup.`,
      );
    }
    const done: number[] = [];
    for (const migration of all) {
      if (applied.has(migration.version)) continue;
      await tx.unsafe(migration.sql);
      await tx`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`;
      done.push(migration.version);
    }
    return done;
  });
}

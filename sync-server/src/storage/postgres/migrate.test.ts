import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.js';
import { DatabaseVersionError, loadMigrations, migrate } from './migrate.js';

let cluster: TestPostgres;
beforeAll(async () => {
  cluster = await startTestPostgres();
});
afterAll(async () => {
  await cluster.stop();
});

describe('PostgreSQL migrations', () => {
  it('applies every numbered migration once, also when servers start together', async () => {
    const url = await cluster.createDatabase();
    const all = await loadMigrations();
    expect(all.map((m) => m.version)).toEqual(all.map((_, i) => i + 1));
    const pools = [
      postgres(url, { max: 1, onnotice: () => {} }),
      postgres(url, { max: 1, onnotice: () => {} }),
    ];
    try {
      const [a, b] = await Promise.all(pools.map((sql) => migrate(sql)));
      expect([...(a ?? []), ...(b ?? [])].sort((x, y) => x - y)).toEqual(all.map((m) => m.version));
      expect(await migrate(pools[0]!)).toEqual([]);
      const rows = await pools[0]!`SELECT version FROM schema_migrations ORDER BY version`;
      expect(rows.map((r) => Number(r.version))).toEqual(all.map((m) => m.version));
    } finally {
      await Promise.all(pools.map((sql) => sql.end()));
    }
  });

  it('rolls a failing migration back whole and refuses a database newer than this Folio', async () => {
    const url = await cluster.createDatabase();
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-migrations-'));
    try {
      writeFileSync(path.join(dir, '001_one.sql'), 'CREATE TABLE one (id int);');
      writeFileSync(
        path.join(dir, '002_broken.sql'),
        'CREATE TABLE two (id int); SELECT no_such_function();',
      );
      await expect(migrate(sql, await loadMigrations(dir))).rejects.toThrow(/no_such_function/);
      const [tables] = await sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename IN ('one', 'two')`;
      expect(tables?.n).toBe(0);

      rmSync(path.join(dir, '002_broken.sql'));
      expect(await migrate(sql, await loadMigrations(dir))).toEqual([1]);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (2, 'from_the_future')`;
      await expect(migrate(sql, await loadMigrations(dir))).rejects.toThrow(DatabaseVersionError);
    } finally {
      await sql.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

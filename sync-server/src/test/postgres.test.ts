import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { startTestPostgres } from './postgres.js';

describe('the throwaway PostgreSQL cluster', () => {
  it('gives each caller its own database and is gone after stop', async () => {
    const cluster = await startTestPostgres();
    const [a, b] = [await cluster.createDatabase(), await cluster.createDatabase()];
    expect(a).not.toBe(b);
    const sql = postgres(a, { max: 1 });
    const [row] = await sql<
      { db: string; version: string }[]
    >`SELECT current_database() AS db, current_setting('server_version_num') AS version`;
    await sql.end();
    expect(a.endsWith(`/${row?.db}`)).toBe(true);
    expect(Number(row?.version)).toBeGreaterThanOrEqual(150000);
    await cluster.stop();
    await expect(postgres(b, { max: 1, connect_timeout: 2 })`SELECT 1`).rejects.toThrow();
  });
});

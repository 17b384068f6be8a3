import { ConfigError, loadConfig } from '../config.js';
import { connect } from '../storage/postgres/pgStorage.js';
import { migrate } from '../storage/postgres/migrate.js';

/*
 * `npm run migrate`: applies the pending numbered SQL migrations to the database in DATABASE_URL
 * (servers also do it at start; this lets an operator do it first, e.g. before a rolling restart).
 * Exit codes: 0 done, 1 failed.
 */
async function main(): Promise<number> {
  try {
    const config = loadConfig(process.env);
    if (!config.databaseUrl) throw new ConfigError('Set DATABASE_URL to the PostgreSQL database to migrate.');
    const sql = connect(config.databaseUrl, 1);
    try {
      const applied = await migrate(sql);
      console.log(
        applied.length ? `Applied migrations ${applied.join(', ')}.` : 'The database is up to date.',
      );
    } finally {
      await sql.end({ timeout: 5 });
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = await main();

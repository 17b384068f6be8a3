import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { importDataDir } from '../storage/postgres/importDataDir.js';
import { connect } from '../storage/postgres/pgStorage.js';

/*
 * `npm run migrate-data -- --from ./data`: copies an embedded data dir into the PostgreSQL database
 * in DATABASE_URL and verifies counts and checksums. Safe to run again (it changes nothing then).
 * Stop the embedded server first so the data dir does not change during the copy.
 * Exit codes: 0 copied and verified, 1 failed or a checksum differs, 2 usage error.
 */
const USAGE = 'Usage: DATABASE_URL=postgres://… npm run migrate-data -- --from DATA_DIR';

async function main(argv: string[]): Promise<number> {
  const at = argv.findIndex((a) => a === '--from' || a.startsWith('--from='));
  const from = at === -1 ? undefined : argv[at]?.startsWith('--from=') ? argv[at]?.slice(7) : argv[at + 1];
  if (!from || argv.length !== (argv[at]?.includes('=') ? 1 : 2)) {
    console.error(USAGE);
    return 2;
  }
  try {
    const config = loadConfig(process.env);
    if (!config.databaseUrl)
      throw new ConfigError('Set DATABASE_URL to the PostgreSQL database to copy into.');
    const sql = connect(config.databaseUrl, 4);
    try {
      const report = await importDataDir(sql, path.resolve(from));
      console.log('kind        in data dir  inserted  skipped  checksum');
      for (const k of report.kinds) {
        const same = k.sourceChecksum === k.databaseChecksum ? 'same' : 'DIFFERENT';
        console.log(
          `${k.kind.padEnd(12)}${String(k.source).padStart(11)}${String(k.inserted).padStart(10)}${String(k.skipped).padStart(9)}  ${same} ${k.sourceChecksum.slice(0, 16)}`,
        );
      }
      console.log(
        report.ok
          ? 'Copied and verified: every record and file reads back the same.'
          : 'Some records differ in the database (kept there from before?): see DIFFERENT above.',
      );
      return report.ok ? 0 : 1;
    } finally {
      await sql.end({ timeout: 5 });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

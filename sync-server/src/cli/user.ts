import { loadConfig } from '../config.js';
import { parseArgs, run, USAGE, UsageError, type Command } from './userCommands.js';

/*
 * Admin CLI for operators and scripts: `npm run user -- token EMAIL [--name NAME]` and
 * `npm run user -- plan EMAIL PLAN`, on the data dir in DATA_DIR (default ./data).
 * Exit codes: 0 done, 1 failed, 2 usage error (help printed).
 */

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  try {
    const lines = await run(command, loadConfig(process.env));
    for (const line of lines) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    // Config and storage errors name what to fix; a stack trace would only hide that.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

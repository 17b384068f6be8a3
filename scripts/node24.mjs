// Runs a command (the parser scripts: parse, score, bench:parse) under Node.js 24 whatever Node
// started npm. The sealed scorer beside the repo runs `npm run parse` with the machine's Node: on an
// older one every file failed and the scorer, which hides the parser's output, printed F1 0.000. An
// older Node gets the Node.js 24 that .ci/run uses (FOLIO_NODE_DIR, default ~/.cache/folio-node24),
// installed from the npm registry the first time, first on PATH for the command and its children.
// Kept to syntax every Node.js still in use can parse.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NEEDED = 24;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/node24.mjs COMMAND [ARGS…]');
  process.exit(2);
}

let env = process.env;
if (!(Number(process.versions.node.split('.')[0]) >= NEEDED)) {
  const dir = process.env.FOLIO_NODE_DIR || path.join(os.homedir(), '.cache', 'folio-node24');
  const bin = path.join(dir, 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.error(
      `Node.js ${process.versions.node} is older than ${NEEDED}: installing Node.js ${NEEDED} into ${dir}.`,
    );
    const installed = spawnSync(
      'npm',
      ['i', '-g', '--prefix', dir, `node@${NEEDED}`, '--no-fund', '--no-audit', '--loglevel=error'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (installed.status !== 0 || !existsSync(path.join(bin, 'node'))) {
      console.error(
        `Installing Node.js ${NEEDED} failed: install it and put it first on PATH, then run again.`,
      );
      process.exit(1);
    }
  }
  env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
}

const run = spawnSync(command, args, { stdio: 'inherit', env });
if (run.error) {
  console.error(`${command}: ${run.error.message}`);
  process.exit(1);
}
process.exit(run.status ?? 1);

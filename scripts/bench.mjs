// `npm run bench`: every speed and size measurement of the product, one after another (they share two
// cores, so running them together would only measure each other). Builds once, then runs each
// benchmark that exists; each prints its own table and exits non-zero when it misses its target.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BENCHES = [
  { name: 'Bundle sizes (landing initial JS ≤ 170 KB gzip)', cmd: ['node', 'scripts/bench/bundle.mjs'] },
  { name: 'Resume parser: accuracy and speed (Node)', cmd: ['npm', 'run', '--silent', 'bench:parse'] },
  {
    name: 'Parse in the browser worker: file chosen → editor shown',
    cmd: ['node', 'scripts/bench/uploadToEditor.mjs'],
  },
  { name: 'Content enhancement', cmd: ['npm', 'run', '--silent', 'bench:enhance'] },
  { name: 'Published pages: Lighthouse, mobile', cmd: ['node', 'scripts/bench/lighthouse.mjs'] },
  {
    name: 'Landing, sign-in, dashboard: Lighthouse, mobile',
    cmd: ['node', 'scripts/bench/lighthouseApp.mjs'],
  },
  { name: 'Published pages: throughput vs static', cmd: ['node', 'scripts/bench/throughput.mjs'] },
  { name: 'Storage at 10,000 and 100,000 portfolios', cmd: ['npm', 'run', '--silent', 'bench:storage'] },
  {
    name: 'Memory per client under 200,000 addresses (≤ 8 MB)',
    cmd: ['npm', 'run', '--silent', 'bench:memory'],
  },
];

const only = process.argv.slice(2);
const run = (cmd) => spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: process.env }).status ?? 1;

if (!only.includes('--no-build')) {
  console.log('Building the app once for all benchmarks…');
  if (run(['npm', 'run', '--silent', 'build']) !== 0) process.exit(1);
}

const results = [];
for (const bench of BENCHES) {
  const script = bench.cmd.find((part) => part.startsWith('scripts/'));
  if (script && !existsSync(script)) continue;
  console.log(`\n=== ${bench.name} ===`);
  const started = Date.now();
  const status = run(bench.cmd);
  results.push({ name: bench.name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== Summary ===');
for (const r of results) console.log(`${r.ok ? 'met   ' : 'MISSED'}  ${r.name}  (${r.seconds.toFixed(0)} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

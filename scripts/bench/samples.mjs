// Starts a server with one published sample portfolio per template for the benchmarks, unless page
// URLs are given on the command line. Uses the dev helper sync-server/src/pages/testing/serveSamples.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Page URLs from argv (anything starting with http), or a fresh sample server's. */
export async function samplePages(argv = process.argv.slice(2)) {
  const given = argv.filter((a) => /^https?:\/\//.test(a));
  if (given.length) return { urls: given, stop: async () => {} };
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [path.join(REPO_ROOT, 'sync-server/src/pages/testing/serveSamples.ts')],
    { cwd: path.join(REPO_ROOT, 'sync-server'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const urls = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('sample server did not start in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready\n')) {
        clearTimeout(timer);
        resolve(out.split('\n').filter((l) => l.startsWith('http')));
      }
    });
    child.once('exit', (code) => reject(new Error(`sample server exited with ${code}`)));
  });
  return {
    urls,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Prints rows as an aligned text table. */
export function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

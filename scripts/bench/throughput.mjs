// Throughput of a published page under load on loopback (autocannon, 10 s, 64 connections), beside the
// same bytes served by a bare Node http server; target ≥ 0.7 of the static figure (issue 6).
//   node scripts/bench/throughput.mjs          starts a sample server
//   node scripts/bench/throughput.mjs URL      measures a page of a running server
import { spawn } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { printTable, samplePages } from './samples.mjs';

export const TARGET_RATIO = 0.7;

const STATIC_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

function load(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Measures `pageUrl` and a static copy of its bytes; returns { page, static, ratio, bytes }. */
export async function runThroughput(pageUrl, { duration = 10, connections = 64 } = {}) {
  const body = Buffer.from(await (await fetch(pageUrl)).arrayBuffer());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  const file = path.join(dir, 'page.html');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', STATIC_SERVER, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
      child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    });
    const staticUrl = `http://127.0.0.1:${port}/`;
    // Short warm-ups so both sides are past JIT compilation before the measured runs.
    await load(staticUrl, { duration: 2, connections });
    await load(pageUrl, { duration: 2, connections });
    const stat = await load(staticUrl, { duration, connections });
    const page = await load(pageUrl, { duration, connections });
    const summary = (r) => ({
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
    return {
      bytes: body.length,
      static: summary(stat),
      page: summary(page),
      ratio: page.requests.average / stat.requests.average,
    };
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printThroughput(r, pageUrl) {
  printTable(
    ['Server', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    [
      ['Node http, static bytes', r.static.rps, r.static.p50, r.static.p99, r.static.errors],
      [
        `Folio ${new URL(pageUrl).pathname.split('/')[2] ?? ''} page`,
        r.page.rps,
        r.page.p50,
        r.page.p99,
        r.page.errors,
      ],
    ],
  );
  console.log(`ratio ${r.ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}), page ${r.bytes} bytes`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { urls, stop } = await samplePages();
  try {
    const url = urls.find((u) => u.includes('/Cascade/')) ?? urls[0];
    const result = await runThroughput(url);
    console.log('\nThroughput, autocannon 10 s × 64 connections on loopback');
    printThroughput(result, url);
    process.exitCode = result.ratio >= TARGET_RATIO ? 0 : 1;
  } finally {
    await stop();
  }
}

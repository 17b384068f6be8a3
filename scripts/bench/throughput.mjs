// Throughput of a cached published page under load on loopback, beside the same bytes sent by a bare
// Node http server and by nginx, all measured in one run with wrk (Debian's `wrk`, -t1 -c32, 10 s).
// wrk, not autocannon: autocannon tops out near 30k requests/s on a 2-core machine, below what nginx
// and bare Node reach, so it measured itself. Target: the page at ≥ 0.9 of bare Node (issue 26).
//   node scripts/bench/throughput.mjs          starts a sample server
//   node scripts/bench/throughput.mjs URL      measures a page of a running server
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { printTable, samplePages } from './samples.mjs';

export const TARGET_RATIO = 0.9;
const THREADS = 1;
const CONNECTIONS = 32;

const STATIC_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

const UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** One wrk run: requests per second, latency percentiles (ms), failed requests and bytes per response. */
function wrk(url, seconds) {
  const out = spawnSync('wrk', [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', url], {
    encoding: 'utf8',
  });
  if (out.error || out.status !== 0) {
    throw new Error(`wrk failed (${out.error?.message ?? out.stderr}); install it with apt-get install wrk`);
  }
  const text = out.stdout;
  const ms = (label) => {
    const m = text.match(new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\b`, 'm'));
    if (!m) return NaN;
    const value = Number(m[1]);
    return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
  };
  const socket = text.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const read = text.match(/(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/);
  const errors = non2xx + (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0);
  return {
    rps: Math.round(Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p50: ms(50),
    p99: ms(99),
    errors,
    // wrk counts a redirect as a success; the bytes each response took show what was really sent.
    bytesPerResponse: read ? (Number(read[2]) * UNITS[read[3]]) / Number(read[1]) : 0,
  };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** nginx serving `dir/page.html` on a free loopback port, one worker, as a static site would. */
async function startNginx(dir) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / { root ${dir}; try_files /page.html =404; default_type text/html; }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not start (is it installed? apt-get install nginx)');
}

/**
 * The page at `url`'s own address: a first address (`/portfolio/{Template}/{pid}`) redirects to the
 * slug, and measuring the redirect would compare 28 bytes of Koa with the whole page sent bare.
 */
async function pageAt(url) {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}, not the page`);
  return { pageUrl: res.url, body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Measures the page at `url` (after redirects), bare Node and nginx sending its bytes; returns
 * { page, node, nginx, ratio, bytes, pageUrl }.
 */
export async function runThroughput(url, { seconds = 5, rounds = 3 } = {}) {
  const { pageUrl, body } = await pageAt(url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  // nginx's worker runs as an unprivileged user: it must be able to read the page.
  chmodSync(dir, 0o755);
  const file = path.join(dir, 'page.html');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', STATIC_SERVER, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let nginx = null;
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
      child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    });
    const nodeUrl = `http://127.0.0.1:${port}/`;
    nginx = await startNginx(dir);
    // Short warm-ups so every side is past JIT compilation and its caches before the measured runs.
    for (const url of [nodeUrl, nginx.url, pageUrl]) wrk(url, 2);
    // Rounds in turn, and each server's median round: on a shared machine the load of the moment
    // then falls on all three alike instead of on whichever ran last.
    const runs = { node: [], nginx: [], page: [] };
    for (let i = 0; i < rounds; i++) {
      runs.node.push(wrk(nodeUrl, seconds));
      runs.nginx.push(wrk(nginx.url, seconds));
      runs.page.push(wrk(pageUrl, seconds));
    }
    const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
    const [node, ngx, page] = [median(runs.node), median(runs.nginx), median(runs.page)];
    // Every server must have sent the whole page each time (the page's headers are larger than bare
    // Node's, never its body smaller): anything less measured something else.
    for (const [name, m] of [
      ['bare Node', node],
      ['nginx', ngx],
      ['the page', page],
    ]) {
      if (m.bytesPerResponse < body.length) {
        throw new Error(
          `${name} sent ${Math.round(m.bytesPerResponse)} bytes a response, under the page's ${body.length}`,
        );
      }
    }
    return {
      bytes: body.length,
      node,
      nginx: ngx,
      page,
      ratio: page.rps / node.rps,
      rounds,
      seconds,
      pageUrl,
    };
  } finally {
    nginx?.stop();
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the three servers' figures; `name` is the page's template. */
export function printThroughput(r, name) {
  const row = (name, m) => [name, m.rps, m.p50.toFixed(2), m.p99.toFixed(2), m.errors];
  printTable(
    ['Server', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    [
      row('nginx, static bytes', r.nginx),
      row('Node http, static bytes', r.node),
      row(`Folio ${name} page, ${new URL(r.pageUrl).pathname}`, r.page),
    ],
  );
  console.log(
    `page ${r.ratio.toFixed(2)}× bare Node (target ≥ ${TARGET_RATIO}), ${(r.page.rps / r.nginx.rps).toFixed(2)}× nginx; page ${r.bytes} bytes`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { urls, stop } = await samplePages();
  try {
    const url = urls.find((u) => u.includes('/Cascade/')) ?? urls[0];
    const result = await runThroughput(url);
    console.log(
      `\nThroughput, wrk -t${THREADS} -c${CONNECTIONS} on loopback: median of ${result.rounds} rounds of ${result.seconds} s each`,
    );
    printThroughput(result, decodeURIComponent(new URL(url).pathname.split('/')[2] ?? ''));
    process.exitCode = result.ratio >= TARGET_RATIO ? 0 : 1;
  } finally {
    await stop();
  }
}

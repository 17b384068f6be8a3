import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/freePort.js';

/*
 * Requests per second of a published page served from the instance's cache, against nginx serving
 * the same bytes as a static file: both measured by autocannon in its own process (so the load
 * generator does not share an event loop with either server), one after the other.
 */

const run = promisify(execFile);
const AUTOCANNON = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and non-2xx answers. */
  failed: number;
}

/** autocannon against `url` for `seconds` with `connections` open connections, after a short warm-up. */
export async function loadTest(url: string, seconds: number, connections: number): Promise<Load> {
  const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds), url];
  await run(process.execPath, [AUTOCANNON, '-j', '-c', String(connections), '-d', '2', url], {
    maxBuffer: 1 << 24,
  });
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 24 });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
  };
}

/**
 * nginx serving `body` as text/html on a free 127.0.0.1 port with one worker process (the Folio
 * server it is compared with is one process too), tuned as a static server is: no access log,
 * sendfile, the file's descriptor cached, keep-alive connections kept open as long as Node keeps them.
 */
export async function startNginx(body: Uint8Array): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-nginx-'));
  // Run as root, nginx's worker switches to an unprivileged user that must read the page.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'page.html'), body, { mode: 0o644 });
  const port = await freePort();
  const temp = (name: string) => `${name} ${path.join(dir, name.replace('_path', ''))};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} error;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=16;
  # nginx closes a keep-alive connection after 1000 requests by default; Node never does.
  keepalive_requests 10000000;
  ${temp('client_body_temp_path')}
  ${temp('proxy_temp_path')}
  ${temp('fastcgi_temp_path')}
  ${temp('uwsgi_temp_path')}
  ${temp('scgi_temp_path')}
  server {
    listen 127.0.0.1:${port};
    location / { root ${dir}; default_type text/html; try_files /page.html =404; }
  }
}
`,
  );
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

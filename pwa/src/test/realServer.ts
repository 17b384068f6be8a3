import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The real sync server for PWA tests, run as its own process from source (tsx), on a free loopback
 * port with a temp data dir. A process, not an import: the PWA must not import server code, and this
 * is how the app meets the server anyway — over HTTP.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

export interface RealServer {
  url: string;
  dataDir: string;
  /** Stops the process (the data dir stays, so `start()` brings the same server back). */
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startRealServer(): Promise<RealServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-pwa-test-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    output = '';
    const proc = spawn(TSX, [path.join(REPO_ROOT, 'sync-server/src/index.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        ALLOW_LOCAL_SIGNIN: 'true',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child = proc;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`The server exited (${proc.exitCode}):\n${output}`);
      if (await answers(`${url}/api/config`)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The server did not start within 60 s:\n${output}`);
  };

  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };

  await start();
  return {
    url,
    dataDir,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bearer token for a local account, minted by the admin CLI on the server's data dir. */
export async function tokenFor(server: RealServer, email: string): Promise<string> {
  const { stdout } = await run(TSX, [path.join(REPO_ROOT, 'sync-server/src/cli/user.ts'), 'token', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  const token = stdout.trim().split('\n').pop()?.trim();
  if (!token) throw new Error('The user CLI printed no token');
  return token;
}

/** Probes with node:http: the test environment's fetch is the DOM's, with CORS rules. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = get(url, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(2_000, () => req.destroy());
  });
}

/**
 * Makes the test window's origin the server's, so the app's same-origin fetches reach it as they do
 * in a browser (happy-dom's fetch enforces CORS like a browser would).
 */
export function useServerOrigin(server: RealServer): void {
  const happyDom: unknown = Reflect.get(window, 'happyDOM');
  const setUrl: unknown =
    happyDom && typeof happyDom === 'object' ? Reflect.get(happyDom, 'setURL') : undefined;
  if (typeof setUrl !== 'function') throw new Error('The pwa test project must run in happy-dom.');
  setUrl.call(happyDom, `${server.url}/`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, createWriteStream, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_BUNDLE, SERVER_SOURCE, TSX } from './paths.js';

export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** Runs from the TypeScript source rather than the production bundle. */
  fromSource: boolean;
  /** Server output, for failure messages. */
  logFile: string;
  stop(): Promise<void>;
  /** Starts a stopped server again on the same port and data dir. */
  start(): Promise<void>;
  /** Stops and starts again on the same port and data dir. */
  restart(): Promise<void>;
  /** Stops and removes the data dir. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  /** Runs sync-server/src/index.ts under tsx instead of the production bundle (tests that need no build). */
  fromSource?: boolean;
  /**
   * The host name of PUBLIC_URL (default 127.0.0.1). Passkeys need a domain name: `localhost`.
   * The server still listens on 127.0.0.1 only.
   */
  publicHost?: string;
}

/** Starts the server (the production bundle by default) on a free loopback port with a fresh data dir. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-'));
  const logFile = path.join(dataDir, '..', `${path.basename(dataDir)}.log`);
  const url = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    const log = createWriteStream(logFile, { flags: 'a' });
    const [command, args] = options.fromSource ? [TSX, [SERVER_SOURCE]] : [process.execPath, [SERVER_BUNDLE]];
    child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        ALLOW_LOCAL_SIGNIN: 'true',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    await waitUntilUp(url, child, logFile);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    url,
    port,
    dataDir,
    fromSource: options.fromSource ?? false,
    logFile,
    stop,
    start,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}; see ${logFile}`);
    if (await answers(`${url}/api/config`)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Server did not start within 60 s; see ${logFile}`);
}

/** Probes with node:http, not fetch: under happy-dom (PWA tests) fetch is the DOM's, with CORS rules. */
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

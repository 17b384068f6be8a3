import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { loadConfig } from '../../config.js';
import type { Config } from '../../configTypes.js';
import { setLogLevel } from '../../log.js';
import { loadCookieKeys } from '../../storage/cookieKeys.js';
import { createLowdbStorage } from '../../storage/lowdbStorage.js';
import type { Storage } from '../../storage/types.js';
import { createAuth } from '../index.js';

/** Answers who the bearer token belongs to, through `requireUser` (the guard every API route uses). */
export const WHOAMI_PATH = '/api/test/whoami';

export interface AuthTestServer {
  url: string;
  port: number;
  dataDir: string;
  config: Config;
  storage: Storage;
  stop(): Promise<void>;
  /** Stops and starts again on the same port and data dir (a new process would do the same). */
  restart(): Promise<void>;
  /** Stops and removes the data dir (unless it was given). */
  dispose(): Promise<void>;
}

/**
 * The real sign-in (createAuth on real lowdb storage, cookie keys from the data dir) in a small Koa
 * app on a free 127.0.0.1 port. `env` is read by the real config.ts.
 */
export async function startAuthServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<AuthTestServer> {
  setLogLevel('error');
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'folio-auth-'));
  let server: Server | null = null;
  let port = 0;
  let running: { storage: Storage; close(): Promise<void> } | null = null;

  const start = async (): Promise<Config> => {
    const httpServer = createServer();
    await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
    // listen() on an IP always gives an AddressInfo.
    port = (httpServer.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...options.env,
    });
    const storage = await createLowdbStorage({ dataDir });
    const auth = await createAuth({ config, storage });
    const app = new Koa();
    app.keys = await loadCookieKeys(dataDir);
    app.silent = true;
    app.use(auth.middleware);
    app.use(async function whoami(ctx, next) {
      if (ctx.path !== WHOAMI_PATH) return next();
      await auth.requireUser(ctx, async () => {
        ctx.body = ctx.state.auth;
      });
    });
    httpServer.on('request', app.callback());
    server = httpServer;
    running = {
      storage,
      close: async () => {
        await auth.close();
        await storage.close();
      },
    };
    return config;
  };

  const stop = async () => {
    const current = server;
    server = null;
    if (current) {
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    }
    await running?.close();
    running = null;
  };

  const handle: AuthTestServer = {
    url: '',
    port: 0,
    dataDir,
    config: await start(),
    get storage(): Storage {
      if (!running) throw new Error('The test server is stopped');
      return running.storage;
    },
    stop,
    restart: async () => {
      await stop();
      handle.config = await start();
    },
    dispose: async () => {
      await stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  handle.port = port;
  handle.url = `http://127.0.0.1:${port}`;
  return handle;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app.js';
import { issueAccessToken } from '../auth/tokens.js';
import { LOCAL_PROVIDER } from '../auth/providers.js';
import { loadConfig } from '../config.js';
import type { Config } from '../configTypes.js';
import { setLogLevel } from '../log.js';
import type { Storage, UserRecord } from '../storage/types.js';
import { freePort } from './freePort.js';
import { api } from './http.js';

export { freePort } from './freePort.js';

export interface TestServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  config: Config;
  /** The running app's storage (changes with restart()). */
  readonly storage: Storage;
  /** Stops the server and releases the data dir. */
  stop(): Promise<void>;
  /** Stops and starts again on the same port and data dir, like a new process would. */
  restart(): Promise<void>;
  /** Stops and removes the data dir (unless it was given). */
  dispose(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment for the real config.ts (PORT, HOST, DATA_DIR and PUBLIC_URL are set for you). */
  env?: Record<string, string>;
  /** Changes applied to the loaded config, e.g. `{ rateLimits: { uploadsPerHour: 2, contactPerHour: 3 } }`. */
  overrides?: Partial<Config>;
  dataDir?: string;
  /** Host name of the server's URL and PUBLIC_URL (default 127.0.0.1); passkeys need `localhost`. */
  publicHost?: string;
}

/**
 * The whole server (createApp with real lowdb storage and real sign-in) listening on a free
 * 127.0.0.1 port with a fresh temp data dir. The PWA is not served unless STATIC_DIR is given.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  setLogLevel('error');
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const port = await freePort();
  const url = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      ALLOW_LOCAL_SIGNIN: 'true',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
    }),
    // The PWA is served only when a test asks for it.
    staticDir: options.env?.STATIC_DIR ? path.resolve(options.env.STATIC_DIR) : null,
    ...options.overrides,
  };

  let running: { server: Server; close(): Promise<void>; storage: Storage } | null = null;
  const start = async () => {
    const folio = await createApp(config);
    const server = createServer(folio.listener);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    running = { server, storage: folio.storage, close: folio.close };
  };
  const stop = async () => {
    const current = running;
    running = null;
    if (!current) return;
    await new Promise<void>((resolve) => {
      current.server.close(() => resolve());
      current.server.closeAllConnections();
    });
    await current.close();
  };

  await start();
  return {
    url,
    port,
    dataDir,
    config,
    get storage() {
      if (!running) throw new Error('The test server is stopped.');
      return running.storage;
    },
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A local account for `email` (created on first use) and a bearer token for it, as the admin CLI makes. */
export async function tokenFor(
  server: TestServer,
  email: string,
  name = email.split('@')[0] ?? 'Test',
): Promise<string> {
  const user = await userFor(server, email, name);
  return issueAccessToken({ config: server.config, storage: server.storage }, user.id);
}

/** The local account for `email`, created on first use. */
export function userFor(
  server: TestServer,
  email: string,
  name = email.split('@')[0] ?? 'Test',
): Promise<UserRecord> {
  return server.storage.users.upsertBySubject({
    subject: `${LOCAL_PROVIDER}:${email}`,
    provider: LOCAL_PROVIDER,
    name,
    email,
  });
}

/** A signed-in local account on the server: its token, id, and `call` for API requests as it. */
export async function signedInPerson(server: TestServer, email: string) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  const call = (method: string, pathname: string, json?: unknown) =>
    api(server, method, pathname, { token, json });
  return { token, id: user.id, call };
}
export type SignedInPerson = Awaited<ReturnType<typeof signedInPerson>>;

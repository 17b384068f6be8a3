import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API } from '@folio/shared';
import { CookieJar } from '../auth/testing/cookieJar.js';
import {
  authorizationRequest,
  followToCallback,
  getJson,
  signInLocally,
  tokenRequest,
} from '../auth/testing/pkceClient.js';
import { freePort } from '../test/freePort.js';
import { startTestPostgres, type TestPostgres } from '../test/postgres.js';
import { spawnServer, type ServerProcess } from '../test/serverProcess.js';

/*
 * Deleted means deleted, across a crash (issue 20, class 1): after DELETE /api/account and a restart
 * of the server process (ordinary, or kill -9 right after the answer), another device's access token, refresh token and browser session of the
 * account open nothing, and nothing brings the account back.
 */

let cluster: TestPostgres;
const dataDirs: string[] = [];
const running: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await startTestPostgres();
}, 60_000);

afterAll(async () => {
  for (const child of running) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  await Promise.all(running.map((child) => child.exited));
  await cluster?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = await spawnServer({ NODE_ENV: 'test', ALLOW_LOCAL_SIGNIN: 'true', ...env }, { port });
  running.push(child);
  return child;
}

async function stop(child: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  child.process.kill(signal);
  await child.exited;
}

/** Until the embedded store has written the devices' sessions (it gathers writes for a moment). */
async function sessionsOnDisk(dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'sign-in-state.json');
  for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  expect(existsSync(file)).toBe(true);
}

describe.each([
  ['lowdb', 'SIGTERM'],
  ['lowdb', 'SIGKILL'],
  ['postgres', 'SIGTERM'],
  ['postgres', 'SIGKILL'],
] as const)('a deleted account on %s', (store, signal) => {
  test(`stays deleted after the server is stopped with ${signal} and started again`, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-deleted-'));
    dataDirs.push(dataDir);
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (store === 'postgres') env.DATABASE_URL = await cluster.createDatabase();
    const port = await freePort();
    let server = await start(env, port);
    const person = { name: 'Gone Person', email: 'gone@example.org' };

    const phone = new CookieJar();
    const laptop = new CookieJar();
    const onPhone = await signInLocally(phone, server.url, person);
    const onLaptop = await signInLocally(laptop, server.url, person);
    const me = await getJson(server.url + API.authMe, onLaptop.access_token);
    expect(me.status).toBe(200);
    expect(onLaptop.refresh_token).toEqual(expect.any(String));
    if (store === 'lowdb') await sessionsOnDisk(dataDir);

    const deleted = await fetch(server.url + API.account, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${onPhone.access_token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await getJson(server.url + API.authMe, onLaptop.access_token)).status).toBe(401);

    await stop(server, signal);
    server = await start(env, port);

    // The other device's access token: refused, and it does not re-create the account.
    for (let i = 0; i < 2; i++) {
      expect((await getJson(server.url + API.authMe, onLaptop.access_token)).status).toBe(401);
      expect((await getJson(server.url + API.portfolios, onLaptop.access_token)).status).toBe(401);
    }
    // Its refresh token gets no new tokens.
    const refreshed = await tokenRequest(server.url, {
      grant_type: 'refresh_token',
      refresh_token: onLaptop.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    // Its browser session signs nobody in silently: the sign-in page asks again.
    const auth = authorizationRequest(server.url);
    const hops = await followToCallback(laptop, auth, auth.url);
    const last = hops.at(-1);
    expect(last?.url.startsWith(auth.redirectUri)).toBe(false);
    expect(last?.url).toMatch(/\/auth\/interaction\//);
    expect(last?.status).toBe(200);

    if (store === 'lowdb') {
      const db = readFileSync(path.join(dataDir, 'db.json'), 'utf8');
      expect(db).not.toContain(person.email);
      expect(readFileSync(path.join(dataDir, 'sign-in-state.json'), 'utf8')).not.toMatch(/"Grant"|"Session"/);
    }
    await stop(server, 'SIGKILL');
  }, 120_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@folio/shared';
import { issueAccessToken } from './auth/tokens.js';
import { loadConfig } from './config.js';
import { withDataDir } from './storage/lowdbStorage.js';
import { api } from './test/http.js';
import {
  SERVER_ENTRY,
  spawnServer as startServer,
  waitUntilUp,
  type ServerProcess,
} from './test/serverProcess.js';

type Child = ServerProcess;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-proc-'));
  dirs.push(dir);
  return dir;
}

async function spawnServer(dataDir: string, options: { wait?: boolean; port?: number } = {}): Promise<Child> {
  const child = await startServer(
    { NODE_ENV: 'development', ALLOW_LOCAL_SIGNIN: 'true', DATA_DIR: dataDir },
    {
      ...options,
      wait: false,
    },
  );
  children.push(child.process);
  if (options.wait !== false) await waitUntilUp(child);
  return child;
}

/** Users with bearer tokens, made the way the admin CLI does: on the data dir, beside the running server. */
async function usersWithTokens(child: Child, count: number): Promise<{ id: string; token: string }[]> {
  const config = loadConfig(child.env);
  return withDataDir(config.dataDir, async (storage) => {
    const out = [];
    for (let i = 0; i < count; i++) {
      const email = `crash${i}@example.org`;
      const user = await storage.users.upsertBySubject({
        subject: `local:${email}`,
        provider: 'local',
        name: 'C',
        email,
      });
      await storage.users.setPlan(user.id, 'unlimited');
      out.push({ id: user.id, token: await issueAccessToken({ config, storage }, user.id) });
    }
    return out;
  });
}

describe('the server process', () => {
  it('logs where it listens and shuts down cleanly on SIGTERM, releasing the data dir', async () => {
    const dataDir = newDataDir();
    const child = await spawnServer(dataDir);
    expect(child.output()).toContain(`Folio listening on ${child.url}`);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    child.process.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('refuses a second server on the same data dir with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await spawnServer(dataDir);
    const second = await spawnServer(dataDir, { wait: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Folio server (pid ${first.process.pid}) is using the data dir`,
    );
    expect((await fetch(`${first.url}${API.clientConfig}`)).ok).toBe(true);
  });

  it('fails at start with a message naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATA_DIR: newDataDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT must be a number from 1 to 65535');
  });

  it('keeps every acknowledged write when killed with SIGKILL in the middle of a burst', async () => {
    const dataDir = newDataDir();
    const child = await spawnServer(dataDir);
    const users = await usersWithTokens(child, 10);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (n: number) => {
      const user = users[n % users.length];
      if (!user) return;
      for (let i = 0; !stop; i++) {
        try {
          const res = await api(child, 'POST', API.createPortfolio('Cascade', user.id), {
            token: user.token,
            json: { resume: { personalInfo: { name: `Writer ${n}` } }, clientId: `w${n}-${i}` },
          });
          if (res.status === 201)
            acknowledged.push((res.body as { portfolio: { _id: string } }).portfolio._id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 12 }, (_, n) => writer(n));
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    child.process.kill('SIGKILL');
    await child.exited;
    stop = true;
    await Promise.all(writers);

    const db = JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8')) as {
      portfolios: { id: string; ownerId: string }[];
    };
    const stored = new Set(db.portfolios.map((p) => p.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // The dead server's lock is taken over and the data is served again (same port: same token issuer).
    const again = await spawnServer(dataDir, { port: Number(child.env.PORT) });
    const first = users[0];
    const list = await api(again, 'GET', API.portfolios, { token: first?.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(db.portfolios.filter((p) => p.ownerId === first?.id).length);
  });
});

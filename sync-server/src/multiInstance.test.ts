import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, emptyResume, type PortfolioDetail, type ResumeData } from '@folio/shared';
import { CookieJar } from './auth/testing/cookieJar.js';
import { signInLocally } from './auth/testing/pkceClient.js';
import { run } from './cli/userCommands.js';
import { loadConfig } from './config.js';
import { portfolioPath } from './pages/paths.js';
import { freePort } from './test/freePort.js';
import { api } from './test/http.js';
import { startTestPostgres, type TestPostgres } from './test/postgres.js';
import { spawnServer, type ServerProcess } from './test/serverProcess.js';

/**
 * Three real server processes on one PostgreSQL database, behind a round-robin proxy (what a load
 * balancer does): they must behave as one server.
 */
let cluster: TestPostgres;
let servers: ServerProcess[] = [];
let proxy: { url: string; close(): Promise<void> };
let databaseUrl: string;
const dataDirs: string[] = [];

beforeAll(async () => {
  cluster = await startTestPostgres();
  databaseUrl = await cluster.createDatabase();
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  servers = await Promise.all(
    [0, 1, 2].map(() => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-instance-'));
      dataDirs.push(dataDir);
      return spawnServer({
        NODE_ENV: 'test',
        ALLOW_LOCAL_SIGNIN: 'true',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_URL: publicUrl,
      });
    }),
  );
  proxy = await roundRobin(
    proxyPort,
    servers.map((s) => s.url),
  );
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await proxy?.close();
  await cluster?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A minimal reverse proxy sending each request to the next instance in turn. */
async function roundRobin(port: number, targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length] ?? '');
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Users with tokens made by the admin CLI's commands (`npm run user -- token|plan`) on DATABASE_URL. */
async function usersWithTokens(emails: string[], plan: string): Promise<{ id: string; token: string }[]> {
  const config = loadConfig(servers[0]!.env);
  const out = [];
  for (const email of emails) {
    const lines = await run({ kind: 'token', email, name: null }, config);
    const id = /\(id (\w+),/.exec(lines[0] ?? '')?.[1];
    if (!id) throw new Error(`No user id in: ${lines.join('\n')}`);
    await run({ kind: 'plan', email, plan }, config);
    out.push({ id, token: lines.at(-1) ?? '' });
  }
  return out;
}

function resumeFor(name: string): ResumeData {
  const resume = emptyResume();
  resume.personalInfo.name = name;
  resume.personalInfo.title = 'Compiler engineer';
  return resume;
}

describe('three servers on one database', () => {
  it('signs in across instances, and a token from one works on every one', async () => {
    // Each hop of the sign-in (authorize, local page, form post, consent, callback, token) goes to the
    // next instance: sign-in state and cookie keys are shared.
    const tokens = await signInLocally(new CookieJar(), proxy.url, { name: 'Ada', email: 'ada@example.org' });
    for (const server of servers) {
      const list = await api(server, 'GET', API.portfolios, { token: tokens.access_token });
      expect(list.status).toBe(200);
    }
    // Nothing was written to any instance's data dir: all state lives in the database.
    for (const dir of dataDirs) expect(readdirSync(dir)).toEqual([]);
  });

  it('serves a portfolio made through one from another, and shows an edit through one on another within a second', async () => {
    const [user] = await usersWithTokens(['grace@example.org'], 'free');
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const created = await api(a, 'POST', API.createPortfolio('Cascade', user!.id), {
      token: user!.token,
      json: { resume: resumeFor('Grace Hopper') },
    });
    expect(created.status).toBe(201);
    const portfolio = (created.body as { portfolio: PortfolioDetail }).portfolio;
    const page = async () =>
      (
        await fetch(`${b.url}${portfolioPath(portfolio.templateId, portfolio._id)}`, {
          headers: { 'User-Agent': 'Mozilla/5.0' },
        })
      ).text();
    expect(await page()).toContain('Grace Hopper');
    // Twice: the second is answered from B's page cache.
    expect(await page()).toContain('Grace Hopper');

    const edited = await api(a, 'PATCH', API.portfolio(portfolio._id), {
      token: user!.token,
      json: { baseRevision: portfolio.revision, resume: resumeFor('Grace Brewster Hopper') },
    });
    expect(edited.status).toBe(200);
    const deadline = Date.now() + 1000;
    let html = await page();
    while (!html.includes('Grace Brewster Hopper') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      html = await page();
    }
    expect(html).toContain('Grace Brewster Hopper');

    // A stale edit through the third instance is a conflict.
    const stale = await api(servers[2]!, 'PATCH', API.portfolio(portfolio._id), {
      token: user!.token,
      json: { baseRevision: portfolio.revision, title: 'Lost' },
    });
    expect(stale.status).toBe(409);
  });

  it('keeps every plan limit exactly when 60 creates race over the three', async () => {
    const [free] = await usersWithTokens(['free@example.org'], 'free');
    const [pro] = await usersWithTokens(['pro@example.org'], 'pro');
    const [retry] = await usersWithTokens(['retry@example.org'], 'free');
    const requests = Array.from({ length: 60 }, (_, i) => {
      const user = [free, pro, retry][i % 3]!;
      // The retry user sends one clientId 20 times: one portfolio, whichever instance gets it first.
      const json = { resume: resumeFor(`Person ${i}`), ...(user === retry ? { clientId: 'one' } : {}) };
      return api(servers[i % 3]!, 'POST', API.createPortfolio('Cascade', user.id), {
        token: user.token,
        json,
      });
    });
    const results = await Promise.all(requests);
    const statuses = (user: number) => results.filter((_, i) => i % 3 === user).map((r) => r.status);
    expect(statuses(0).filter((s) => s === 201)).toHaveLength(3);
    expect(statuses(0).filter((s) => s === 403)).toHaveLength(17);
    expect(statuses(1).filter((s) => s === 201)).toHaveLength(10);
    expect(statuses(2).filter((s) => s === 201)).toHaveLength(1);
    expect(statuses(2).filter((s) => s === 200)).toHaveLength(19);
    for (const [user, count] of [
      [free, 3],
      [pro, 10],
      [retry, 1],
    ] as const) {
      expect((await api(servers[0]!, 'GET', API.portfolios, { token: user!.token })).body).toHaveLength(
        count,
      );
    }
  });

  it('loses no acknowledged write when one instance is killed mid-burst, and the others keep serving', async () => {
    const [user] = await usersWithTokens(['burst@example.org'], 'unlimited');
    const victim = servers[2]!;
    const acknowledged: string[] = [];
    const survivorsFailed: number[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < 90) {
        const target = servers[sent++ % 3]!;
        try {
          const res = await api(target, 'POST', API.createPortfolio('Cascade', user!.id), {
            token: user!.token,
            json: { resume: resumeFor(`Burst ${sent}`) },
          });
          if (res.status === 201)
            acknowledged.push((res.body as { portfolio: PortfolioDetail }).portfolio._id);
          else if (target !== victim) survivorsFailed.push(res.status);
        } catch (error) {
          // Only the killed instance may drop a connection.
          if (target !== victim) throw error;
        }
        if (acknowledged.length === 20 && victim.process.exitCode === null) victim.process.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(await victim.exited).toBeNull();
    expect(victim.process.signalCode).toBe('SIGKILL');
    expect(survivorsFailed).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    for (const survivor of servers.slice(0, 2)) {
      const list = await api(survivor, 'GET', API.portfolios, { token: user!.token });
      const stored = new Set((list.body as { _id: string }[]).map((p) => p._id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    }
  });
});

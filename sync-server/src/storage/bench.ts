import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, defaultPortfolioSettings, type ResumeData } from '@folio/shared';
import { issueAccessToken } from '../auth/tokens.js';
import { loadConfig } from '../config.js';
import { portfolioPath } from '../pages/paths.js';
import { closeParser, parsePdf } from '../parse/parsePdf.js';
import { startTestPostgres, type TestPostgres } from '../test/postgres.js';
import { spawnServer, type ServerProcess } from '../test/serverProcess.js';
import { emptyDb, SCHEMA_VERSION } from './dbSchema.js';
import { createStorage, withStorage } from './index.js';
import { connect } from './postgres/pgStorage.js';
import type { PortfolioRecord, UserRecord } from './types.js';

/*
 * `npm run bench:storage -- [--portfolios 10000,100000] [--stores postgres,lowdb] [--samples 200]`:
 * seeds N published portfolios (4 per user; resumes parsed from the generality set's PDFs of made-up
 * people) and measures, one request at a time against a real server process, p50/p99 of the API
 * calls and of a published page (cold: first view of a portfolio; warm: from the instance's cache),
 * plus the store's size. PostgreSQL runs in a throwaway cluster with fsync on.
 * Goal (issue 13): every API call p99 ≤ 50 ms at 100,000 portfolios on PostgreSQL.
 */

const PER_USER = 4;
const GOAL_P99_MS = 50;
const SEED_PDFS = fileURLToPath(new URL('../../../parser-eval/sets/generality/corpus/pdf/', import.meta.url));

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const sizes = option('portfolios', '10000,100000').split(',').map(Number);
const stores = option('stores', 'postgres,lowdb').split(',');
const samples = Number(option('samples', '200'));

async function seedResumes(): Promise<ResumeData[]> {
  const resumes: ResumeData[] = [];
  for (const name of readdirSync(SEED_PDFS)
    .filter((n) => n.endsWith('.pdf'))
    .sort())
    resumes.push(await parsePdf(new Uint8Array(readFileSync(path.join(SEED_PDFS, name)))));
  await closeParser();
  return resumes;
}

const pid = (i: number) => `p${String(i).padStart(15, '0')}`;
const uid = (i: number) => `u${String(i).padStart(15, '0')}`;

async function seedPostgres(url: string, n: number, resumes: ResumeData[]): Promise<void> {
  // Migrates first, as a server would.
  await (await createStorage({ dataDir: '', databaseUrl: url })).close();
  const sql = connect(url, 2);
  try {
    await sql`CREATE TEMP TABLE seed (i int, resume json)`;
    for (const [i, resume] of resumes.entries())
      await sql`INSERT INTO seed VALUES (${i}, ${sql.json(resume as never)})`;
    const users = Math.ceil(n / PER_USER);
    await sql`INSERT INTO users (id, subject, provider, name, email, plan, created_at)
      SELECT 'u' || lpad(g::text, 15, '0'), 'local:user' || g || '@bench.example', 'local', 'User ' || g,
             'user' || g || '@bench.example', 'unlimited', now()
      FROM generate_series(1, ${users}) g`;
    await sql`INSERT INTO portfolios (id, owner_id, title, template_id, theme, resume, settings, published,
                                      created_at, updated_at)
      SELECT 'p' || lpad(g::text, 15, '0'), 'u' || lpad(((g - 1) / ${PER_USER} + 1)::text, 15, '0'),
             'Portfolio ' || g, 'cascade', '', seed.resume, ${sql.json(defaultPortfolioSettings() as never)}, true,
             now() - g * interval '1 second', now() - g * interval '1 second'
      FROM generate_series(1, ${n}) g JOIN seed ON seed.i = g % ${resumes.length}`;
    await sql`ANALYZE`;
  } finally {
    await sql.end();
  }
}

function seedLowdb(dataDir: string, n: number, resumes: ResumeData[]): void {
  const db = emptyDb();
  const now = Date.now();
  for (let u = 1; u <= Math.ceil(n / PER_USER); u++) {
    const user: UserRecord = {
      id: uid(u),
      subject: `local:user${u}@bench.example`,
      provider: 'local',
      name: `User ${u}`,
      email: `user${u}@bench.example`,
      plan: 'unlimited',
      createdAt: new Date(now).toISOString(),
    };
    db.users.push(user);
  }
  for (let i = 1; i <= n; i++) {
    const at = new Date(now - i * 1000).toISOString();
    const portfolio: PortfolioRecord = {
      id: pid(i),
      ownerId: uid(Math.floor((i - 1) / PER_USER) + 1),
      resumeId: null,
      clientId: null,
      title: `Portfolio ${i}`,
      templateId: 'cascade',
      theme: '',
      resume: resumes[i % resumes.length]!,
      settings: defaultPortfolioSettings(),
      published: true,
      views: 0,
      shares: 0,
      downloads: 0,
      revision: 1,
      createdAt: at,
      updatedAt: at,
    };
    db.portfolios.push(portfolio);
  }
  writeFileSync(path.join(dataDir, 'db.json'), JSON.stringify({ ...db, schemaVersion: SCHEMA_VERSION }));
}

async function time(fn: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${res.status} ${res.url}`);
  return ms;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Row {
  store: string;
  n: number;
  call: string;
  p50: number;
  p99: number;
}

async function measure(
  store: string,
  n: number,
  server: ServerProcess,
  users: { id: string; token: string }[],
) {
  const rows: Row[] = [];
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const series = async (call: string, run: (i: number) => Promise<number>) => {
    for (let i = 0; i < 5; i++) await run(samples + i); // warm-up, not counted
    const ms: number[] = [];
    for (let i = 0; i < samples; i++) ms.push(await run(i));
    rows.push({ store, n, call, p50: percentile(ms, 50), p99: percentile(ms, 99) });
  };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
  const ownedBy = (userIndex: number) => Number(users[userIndex % users.length]!.id.slice(1));
  // Each sample works on its own portfolio, so updates never conflict and pages are never cached yet.
  const portfolioOf = (i: number, k: number) => pid((ownedBy(i) - 1) * PER_USER + k);

  await series('list', (i) =>
    time(() => fetch(`${server.url}${API.portfolios}`, { headers: auth(pick(users, i).token) })),
  );
  await series('resume-data', (i) =>
    time(() =>
      fetch(`${server.url}${API.resumeData(portfolioOf(i, 1))}`, { headers: auth(pick(users, i).token) }),
    ),
  );
  await series('update', (i) =>
    time(() =>
      fetch(`${server.url}${API.portfolio(portfolioOf(i, 2))}`, {
        method: 'PATCH',
        headers: auth(pick(users, i).token),
        body: JSON.stringify({ baseRevision: 1, title: `Updated ${i}` }),
      }),
    ),
  );
  await series('create', (i) => {
    const user = pick(users, i);
    const resumeRes = fetch(`${server.url}${API.portfolio(portfolioOf(i, 3))}`, {
      headers: auth(user.token),
    });
    return resumeRes
      .then((r) => r.json() as Promise<{ portfolio: { resume: unknown } }>)
      .then(({ portfolio }) =>
        time(() =>
          fetch(`${server.url}${API.createPortfolio('Cascade', user.id)}`, {
            method: 'POST',
            headers: auth(user.token),
            body: JSON.stringify({ resume: portfolio.resume }),
          }),
        ),
      );
  });
  const page = (id: string) =>
    time(() =>
      fetch(`${server.url}${portfolioPath('cascade', id)}`, {
        headers: { 'User-Agent': 'Mozilla/5.0 bench' },
      }),
    );
  await series('page (cold)', (i) => page(portfolioOf(i, 4)));
  await series('page (warm)', () => page(portfolioOf(0, 4)));
  return rows;
}

async function benchStore(store: string, n: number, resumes: ResumeData[], cluster: TestPostgres | null) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  try {
    let databaseUrl = '';
    const seedStarted = Date.now();
    if (store === 'postgres') {
      databaseUrl = await cluster!.createDatabase();
      await seedPostgres(databaseUrl, n, resumes);
    } else {
      seedLowdb(dataDir, n, resumes);
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      ALLOW_LOCAL_SIGNIN: 'true',
      DATA_DIR: dataDir,
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const server = await spawnServer(env);
    try {
      const config = loadConfig(server.env);
      // As `npm run user -- token` does, beside the running server.
      const users = await withStorage(config, async (storage) => {
        const out: { id: string; token: string }[] = [];
        for (let i = 0; i < samples + 5; i++) {
          const id = uid(1 + ((i * 7919) % Math.ceil(n / PER_USER)));
          out.push({ id, token: await issueAccessToken({ config, storage }, id) });
        }
        return out;
      });
      const rows = await measure(store, n, server, users);
      let size: number;
      if (store === 'postgres') {
        const sql = connect(databaseUrl, 1);
        size = Number(
          (await sql<{ size: string }[]>`SELECT pg_database_size(current_database())::text AS size`)[0]?.size,
        );
        await sql.end();
      } else {
        size = statSync(path.join(dataDir, 'db.json')).size;
      }
      return { rows, size, seedSeconds };
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const resumes = await seedResumes();
const cluster = stores.includes('postgres') ? await startTestPostgres({ durable: true }) : null;
let met = true;
try {
  console.log(
    `${samples} requests per call, one at a time; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('store     portfolios  call          p50 ms  p99 ms');
  for (const n of sizes) {
    for (const store of stores) {
      const { rows, size, seedSeconds } = await benchStore(store, n, resumes, cluster);
      for (const r of rows) {
        console.log(
          `${r.store.padEnd(10)}${String(r.n).padStart(10)}  ${r.call.padEnd(12)}${r.p50.toFixed(1).padStart(8)}${r.p99.toFixed(1).padStart(8)}`,
        );
        if (r.store === 'postgres' && !r.call.startsWith('page') && r.p99 > GOAL_P99_MS) met = false;
      }
      console.log(
        `${store.padEnd(10)}${String(n).padStart(10)}  size ${(size / 1e6).toFixed(0)} MB (seeded in ${seedSeconds.toFixed(0)} s)`,
      );
    }
  }
} finally {
  await cluster?.stop();
}
console.log(
  met
    ? `Every PostgreSQL API call p99 ≤ ${GOAL_P99_MS} ms.`
    : `MISSED: a PostgreSQL API call's p99 is over ${GOAL_P99_MS} ms.`,
);
process.exitCode = met ? 0 : 1;

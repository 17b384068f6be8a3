import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPortfolioSettings, type ResumeData } from '@folio/shared';
import { closeParser, parsePdf } from '../parse/parsePdf.js';
import { emptyDb, SCHEMA_VERSION } from './dbSchema.js';
import { createStorage } from './index.js';
import { connect } from './postgres/pgStorage.js';
import type { PortfolioRecord, UserRecord } from './types.js';

/*
 * Seeding for the storage benchmark: N published portfolios, PER_USER per user, with resumes parsed
 * from the generality set's PDFs of made-up people. Written in bulk (one INSERT … SELECT per table in
 * PostgreSQL, the db.json file directly for lowdb), so 100,000 portfolios take seconds.
 */

export const PER_USER = 4;
const SEED_PDFS = fileURLToPath(new URL('../../../parser-eval/sets/generality/corpus/pdf/', import.meta.url));

export const pid = (i: number) => `p${String(i).padStart(15, '0')}`;
export const uid = (i: number) => `u${String(i).padStart(15, '0')}`;

export async function seedResumes(): Promise<ResumeData[]> {
  const resumes: ResumeData[] = [];
  for (const name of readdirSync(SEED_PDFS)
    .filter((n) => n.endsWith('.pdf'))
    .sort())
    resumes.push(await parsePdf(new Uint8Array(readFileSync(path.join(SEED_PDFS, name)))));
  await closeParser();
  return resumes;
}

export async function seedPostgres(url: string, n: number, resumes: ResumeData[]): Promise<void> {
  // Migrates first, as a server would.
  await (await createStorage({ dataDir: '', databaseUrl: url })).close();
  const sql = connect(url, 1); // one connection: the temp table lives in it
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
    // As a database in service would be: statistics current, freshly written rows vacuumed (else the
    // first reads of each row write hint bits) and flushed by a checkpoint before anything is measured.
    await sql`VACUUM ANALYZE`;
    await sql`CHECKPOINT`;
  } finally {
    await sql.end();
  }
}

export function seedLowdb(dataDir: string, n: number, resumes: ResumeData[]): void {
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
      slug: `bench-${i}`,
    };
    db.portfolios.push(portfolio);
    db.slugs.push({ slug: portfolio.slug ?? '', portfolioId: portfolio.id, at });
  }
  writeFileSync(path.join(dataDir, 'db.json'), JSON.stringify({ ...db, schemaVersion: SCHEMA_VERSION }));
}

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JSONValue, Sql } from 'postgres';
import { parseDb, type DbData } from '../dbSchema.js';
import { FileStore } from '../fileStore.js';
import { isCode } from '../locks.js';
import { DATA_LAYOUT } from '../lowdbStorage.js';
import type { DailyReferrerRecord, VersionRecord } from '../types.js';
import { versionStore } from '../versionStore.js';
import { migrate } from './migrate.js';
import { dailyReferrerColumns, dailyStatColumns, sha256, userColumns } from './pgStorage.js';
import { toDomain, type DomainRow } from './domains.js';
import { toLink, type LinkRow } from './links.js';
import { applicationColumns, toApplication, type ApplicationRow } from './applications.js';
import { toVersion, type VersionRow } from './versions.js';
import {
  toDailyStat,
  toInbound,
  toMessage,
  toOidc,
  toPortfolio,
  toResume,
  toUser,
  type DailyStatRow,
  type InboundRow,
  type MessageRow,
  type OidcRow,
  type PortfolioRow,
  type ResumeRow,
  type UserRow,
} from './rows.js';

/** What one kind of record looked like in the data dir and in the database after the copy. */
export interface KindReport {
  kind: string;
  /** Records in the data dir. */
  source: number;
  /** Of those, how many this run inserted (0 on a second run). */
  inserted: number;
  /** Left out: records pointing at something that is not there (e.g. a message of a deleted portfolio). */
  skipped: number;
  /** sha256 of the source records (by id, canonical JSON) and of the same records read back. */
  sourceChecksum: string;
  databaseChecksum: string;
}

export interface ImportReport {
  kinds: KindReport[];
  ok: boolean;
}

const json = (sql: Pick<Sql, 'json'>, value: unknown) => sql.json(value as JSONValue);
/** Rows per round trip of the pipeline inside the transaction. */
const BATCH = 500;

/**
 * Copies an embedded data dir (db.json, files/, keys/) into the PostgreSQL database, keeping every id,
 * time, counter and revision, in one transaction; then reads everything back and compares counts and
 * checksums. Records already in the database (same id) are left as they are, so a second run changes
 * nothing. Expired sign-in records are not copied; the signing and cookie keys are, so tokens and
 * cookies issued by the embedded server stay valid.
 */
export async function importDataDir(sql: Sql, dataDir: string): Promise<ImportReport> {
  const raw: unknown = JSON.parse(await readFile(path.join(dataDir, DATA_LAYOUT.db), 'utf8'));
  const data = parseDb(raw);
  const files = new FileStore(path.join(dataDir, DATA_LAYOUT.files));
  await migrate(sql);

  const users = new Set(data.users.map((u) => u.id));
  const resumes = data.resumes.filter((r) => users.has(r.ownerId));
  const resumeIds = new Set(resumes.map((r) => r.id));
  const portfolios = data.portfolios
    .filter((p) => users.has(p.ownerId))
    .map((p) => (p.resumeId !== null && !resumeIds.has(p.resumeId) ? { ...p, resumeId: null } : p));
  const portfolioIds = new Set(portfolios.map((p) => p.id));
  const messages = data.messages.filter((m) => portfolioIds.has(m.portfolioId));
  const links = data.links.filter((l) => portfolioIds.has(l.portfolioId));
  const domains = data.domains.filter((d) => portfolioIds.has(d.portfolioId));
  const linkIds = new Set(links.map((l) => l.id));
  // An application whose portfolio or link did not come along keeps its content without them.
  const applications = data.applications
    .filter((a) => users.has(a.ownerId))
    .map((a) => ({
      ...a,
      portfolioId: a.portfolioId !== null && portfolioIds.has(a.portfolioId) ? a.portfolioId : null,
      linkId: a.linkId !== null && linkIds.has(a.linkId) ? a.linkId : null,
    }));
  const slugs = data.slugs.filter((s) => portfolioIds.has(s.portfolioId));
  const stats = data.dailyStats.filter((s) => portfolioIds.has(s.portfolioId));
  const referrers = data.dailyReferrers.filter((r) => portfolioIds.has(r.portfolioId));
  const now = Date.now();
  const oidc = data.oidc.filter((r) => r.expiresAt === null || r.expiresAt > now);
  const deletedPortfolios = data.deletedPortfolios.filter((d) => users.has(d.ownerId));
  const idempotentWrites = data.idempotentWrites.filter((w) => users.has(w.ownerId));
  const history = versionStore(path.join(dataDir, DATA_LAYOUT.versions));
  const versions: VersionRecord[] = [];
  for (const p of portfolios) versions.push(...(await history.list(p.id)));
  const pdfs = new Map<string, Uint8Array>();
  for (const r of resumes) {
    if (r.fileId === null) continue;
    const bytes = await files.get(r.fileId);
    if (!bytes) throw new Error(`The PDF ${r.fileId} of resume ${r.id} is missing from ${dataDir}/files.`);
    pdfs.set(r.fileId, bytes);
  }

  const inserted = await sql.begin(async (tx) => {
    const count = async <T>(rows: T[], insert: (row: T) => Promise<readonly unknown[]>) => {
      let n = 0;
      for (let i = 0; i < rows.length; i += BATCH) {
        const results = await Promise.all(rows.slice(i, i + BATCH).map(insert));
        n += results.filter((r) => r.length > 0).length;
      }
      return n;
    };
    const out: Record<string, number> = {};
    out.users = await count(
      data.users,
      (u) => tx`INSERT INTO users (id, subject, provider, name, email, plan, created_at)
        VALUES (${u.id}, ${u.subject}, ${u.provider}, ${u.name}, ${u.email}, ${u.plan}, ${u.createdAt})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.passkeys = await count(
      data.users.flatMap((u) => (u.passkeys ?? []).map((p) => ({ userId: u.id, p }))),
      ({
        userId,
        p,
      }) => tx`INSERT INTO user_passkeys (credential_id, user_id, public_key, counter, transports,
          created_at, last_used_at)
        VALUES (${p.id}, ${userId}, ${p.publicKey}, ${p.counter}, ${json(tx, p.transports)}, ${p.createdAt},
          ${p.lastUsedAt}) ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.files = await count(
      [...pdfs],
      ([id, bytes]) => tx`INSERT INTO files (id, bytes, sha256)
        VALUES (${id}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)}, ${sha256(bytes)})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    // One at a time: `seq` must follow the data dir's order (the latest upload is the last one).
    out.resumes = 0;
    for (const r of resumes) {
      const rows = await tx`INSERT INTO resumes (id, owner_id, data, file_id, created_at)
        VALUES (${r.id}, ${r.ownerId}, ${json(tx, r.data)}, ${r.fileId}, ${r.createdAt})
        ON CONFLICT DO NOTHING RETURNING 1`;
      out.resumes += rows.length;
    }
    out.portfolios = await count(
      portfolios,
      (p) => tx`INSERT INTO portfolios (id, owner_id, resume_id, client_id, title, template_id, theme, resume,
          settings, published, views, shares, downloads, revision, created_at, updated_at, slug)
        VALUES (${p.id}, ${p.ownerId}, ${p.resumeId}, ${p.clientId}, ${p.title}, ${p.templateId}, ${p.theme},
          ${json(tx, p.resume)}, ${json(tx, p.settings)}, ${p.published}, ${p.views}, ${p.shares},
          ${p.downloads}, ${p.revision}, ${p.createdAt}, ${p.updatedAt}, ${p.slug})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    // The current slugs the portfolios above name (checked at commit) and the previous ones.
    for (const held of slugs)
      await tx`INSERT INTO portfolio_slugs (slug, portfolio_id, at) VALUES (${held.slug}, ${held.portfolioId}, ${held.at})
        ON CONFLICT DO NOTHING`;
    out.versions = await count(
      versions,
      (v) => tx`INSERT INTO versions (id, portfolio_id, revision, created_at, changes, content)
        VALUES (${v.id}, ${v.portfolioId}, ${v.revision}, ${v.createdAt}, ${json(tx, v.changes)}, ${json(tx, v.content)})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.links = await count(
      links,
      (
        l,
      ) => tx`INSERT INTO private_links (id, token, portfolio_id, owner_id, label, reveal, expires_at, created_at,
          revoked_at, first_opened_at, last_opened_at, visitors, unfurls, visitor_hashes, open_seen, tailoring)
        VALUES (${l.id}, ${l.token}, ${l.portfolioId}, ${l.ownerId}, ${l.label}, ${json(tx, l.reveal)}, ${l.expiresAt},
          ${l.createdAt}, ${l.revokedAt}, ${l.firstOpenedAt}, ${l.lastOpenedAt}, ${l.visitors}, ${l.unfurls},
          ${l.visitorHashes}, ${l.openSeen}, ${l.tailoring ? json(tx, l.tailoring) : null})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.domains = await count(
      domains,
      (
        d,
      ) => tx`INSERT INTO custom_domains (portfolio_id, owner_id, domain, token, created_at, verified_at, checked_at)
        VALUES (${d.portfolioId}, ${d.ownerId}, ${d.domain}, ${d.token}, ${d.createdAt}, ${d.verifiedAt}, ${d.checkedAt})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.applications = await count(
      applications,
      (
        a,
      ) => tx`INSERT INTO applications (id, owner_id, client_id, link_id, portfolio_id, company, role, posting,
          status, applied_on, next_step, next_step_on, notes, tracking, revision, created_at, updated_at, deleted_at)
        VALUES (${a.id}, ${a.ownerId}, ${a.clientId}, ${a.linkId}, ${a.portfolioId}, ${a.company}, ${a.role},
          ${a.posting}, ${a.status}, ${a.appliedOn}, ${a.nextStep}, ${a.nextStepOn}, ${a.notes}, ${a.tracking},
          ${a.revision}, ${a.createdAt}, ${a.updatedAt}, ${a.deletedAt})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.messages = await count(
      messages,
      (m) => tx`INSERT INTO messages (id, portfolio_id, owner_id, name, email, message, read, created_at)
        VALUES (${m.id}, ${m.portfolioId}, ${m.ownerId}, ${m.name}, ${m.email}, ${m.message}, ${m.read},
          ${m.createdAt})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.dailyStats = await count(stats, async (s) => {
      const rows =
        await tx`INSERT INTO daily_stats (portfolio_id, day, views, unique_visitors, shares, downloads)
        VALUES (${s.portfolioId}, ${s.date}, ${s.views}, ${s.uniqueVisitors}, ${s.shares}, ${s.downloads})
        ON CONFLICT DO NOTHING RETURNING 1`;
      for (const hash of s.visitorHashes) {
        await tx`INSERT INTO daily_visitors (portfolio_id, day, visitor_hash)
          VALUES (${s.portfolioId}, ${s.date}, ${hash}) ON CONFLICT DO NOTHING`;
      }
      return rows;
    });
    out.dailyReferrers = await count(
      referrers,
      (r) => tx`INSERT INTO daily_referrers (portfolio_id, day, host, views)
        VALUES (${r.portfolioId}, ${r.date}, ${r.host}, ${r.views}) ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.inbound = await count(
      data.inbound,
      (r) => tx`INSERT INTO inbound (id, kind, name, email, subject, message, handled, created_at)
        VALUES (${r.id}, ${r.kind}, ${r.name}, ${r.email}, ${r.subject}, ${r.message}, ${r.handled}, ${r.createdAt})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    out.oidc = await count(
      oidc,
      (r) => tx`INSERT INTO oidc (model, id, payload, expires_at, grant_id, uid, user_code)
        VALUES (${r.model}, ${r.id}, ${json(tx, r.payload)}, ${r.expiresAt === null ? null : new Date(r.expiresAt)},
          ${r.grantId ?? null}, ${r.uid ?? null}, ${r.userCode ?? null})
        ON CONFLICT DO NOTHING RETURNING 1`,
    );
    // One at a time, in the data dir's order: `seq` decides which are the newest kept per owner.
    out.deletedPortfolios = 0;
    for (const d of deletedPortfolios) {
      const rows = await tx`INSERT INTO deleted_portfolios (id, owner_id, client_id, deleted_at)
        VALUES (${d.id}, ${d.ownerId}, ${d.clientId}, ${d.deletedAt}) ON CONFLICT DO NOTHING RETURNING 1`;
      out.deletedPortfolios += rows.length;
    }
    out.idempotentWrites = 0;
    for (const w of idempotentWrites) {
      const rows = await tx`INSERT INTO idempotent_writes (owner_id, key, portfolio_id, fingerprint, at)
        VALUES (${w.ownerId}, ${w.key}, ${w.portfolioId}, ${w.fingerprint}, ${w.at})
        ON CONFLICT DO NOTHING RETURNING 1`;
      out.idempotentWrites += rows.length;
    }
    out.secrets = 0;
    for (const [name, value] of await readSecrets(path.join(dataDir, DATA_LAYOUT.keys))) {
      const rows = await tx`INSERT INTO secrets (name, value) VALUES (${name}, ${value})
        ON CONFLICT DO NOTHING RETURNING 1`;
      out.secrets += rows.length;
    }
    return out;
  });

  const kinds = await verify(
    sql,
    {
      ...data,
      resumes,
      portfolios,
      messages,
      links,
      domains,
      applications,
      dailyStats: stats,
      dailyReferrers: referrers,
      oidc,
      deletedPortfolios,
      idempotentWrites,
    },
    versions,
    pdfs,
  );
  const report = kinds.map((k) => ({
    ...k,
    inserted: inserted[k.kind] ?? 0,
    skipped: Math.max(0, sourceCount(data, k.kind) - k.source),
  }));
  return { kinds: report, ok: report.every((k) => k.sourceChecksum === k.databaseChecksum) };
}

function sourceCount(data: DbData, kind: string): number {
  const all: Record<string, number> = {
    users: data.users.length,
    resumes: data.resumes.length,
    portfolios: data.portfolios.length,
    messages: data.messages.length,
    dailyStats: data.dailyStats.length,
    dailyReferrers: data.dailyReferrers.length,
    inbound: data.inbound.length,
    links: data.links.length,
    domains: data.domains.length,
    applications: data.applications.length,
    oidc: data.oidc.length,
    deletedPortfolios: data.deletedPortfolios.length,
    idempotentWrites: data.idempotentWrites.length,
  };
  return all[kind] ?? 0;
}

/** The key files the embedded server keeps in DATA_DIR/keys (names as ClusterState secrets). */
async function readSecrets(dir: string): Promise<[string, string][]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
  const secrets: [string, string][] = [];
  for (const name of names.filter((n) => !n.endsWith('.tmp')).sort())
    secrets.push([name, await readFile(path.join(dir, name), 'utf8')]);
  return secrets;
}

/** Reads back every copied record by id and compares canonical checksums with the source. */
async function verify(
  sql: Sql,
  source: Omit<DbData, 'schemaVersion'>,
  versions: VersionRecord[],
  pdfs: Map<string, Uint8Array>,
): Promise<Omit<KindReport, 'inserted' | 'skipped'>[]> {
  const ids = <T extends { id: string }>(records: T[]) => records.map((r) => r.id);
  const kinds: Omit<KindReport, 'inserted' | 'skipped'>[] = [];
  const add = (kind: string, from: unknown[], back: unknown[]) =>
    kinds.push({ kind, source: from.length, sourceChecksum: digest(from), databaseChecksum: digest(back) });

  add(
    'users',
    source.users,
    (await sql<UserRow[]>`SELECT ${userColumns(sql)} FROM users WHERE id = ANY(${ids(source.users)})`).map(
      toUser,
    ),
  );
  add(
    'links',
    source.links,
    (await sql<LinkRow[]>`SELECT * FROM private_links WHERE id = ANY(${ids(source.links)})`).map(toLink),
  );
  add(
    'applications',
    source.applications,
    (
      await sql<ApplicationRow[]>`SELECT ${applicationColumns(sql)} FROM applications
        WHERE id = ANY(${ids(source.applications)})`
    ).map(toApplication),
  );
  const domainIds = source.domains.map((d) => d.portfolioId);
  add(
    'domains',
    source.domains,
    (await sql<DomainRow[]>`SELECT * FROM custom_domains WHERE portfolio_id = ANY(${domainIds})`).map(
      toDomain,
    ),
  );
  add(
    'resumes',
    source.resumes,
    (
      await sql<ResumeRow[]>`SELECT id, owner_id, data, file_id, created_at FROM resumes
        WHERE id = ANY(${ids(source.resumes)})`
    ).map(toResume),
  );
  add(
    'portfolios',
    source.portfolios,
    (await sql<PortfolioRow[]>`SELECT * FROM portfolios WHERE id = ANY(${ids(source.portfolios)})`).map(
      toPortfolio,
    ),
  );
  add(
    'versions',
    versions,
    (await sql<VersionRow[]>`SELECT * FROM versions WHERE id = ANY(${ids(versions)})`).map(toVersion),
  );
  add(
    'messages',
    source.messages,
    (await sql<MessageRow[]>`SELECT * FROM messages WHERE id = ANY(${ids(source.messages)})`).map(toMessage),
  );
  const statIds = source.dailyStats.map((s) => `${s.portfolioId}|${s.date}`);
  add(
    'dailyStats',
    source.dailyStats,
    (
      await sql<DailyStatRow[]>`
        SELECT ${dailyStatColumns(sql)}
        FROM daily_stats s WHERE s.portfolio_id || '|' || to_char(s.day, 'YYYY-MM-DD') = ANY(${statIds})`
    ).map(toDailyStat),
  );
  const referrerKey = (r: DailyReferrerRecord) => `${r.portfolioId}|${r.date}|${r.host}`;
  const byReferrerKey = (a: DailyReferrerRecord, b: DailyReferrerRecord) =>
    referrerKey(a) < referrerKey(b) ? -1 : 1;
  add(
    'dailyReferrers',
    [...source.dailyReferrers].sort(byReferrerKey),
    [
      ...(await sql<DailyReferrerRecord[]>`
        SELECT ${dailyReferrerColumns(sql)} FROM daily_referrers
        WHERE portfolio_id || '|' || to_char(day, 'YYYY-MM-DD') || '|' || host
          = ANY(${source.dailyReferrers.map(referrerKey)})`),
    ]
      .map((r) => ({ ...r }))
      .sort(byReferrerKey),
  );
  add(
    'inbound',
    source.inbound,
    (await sql<InboundRow[]>`SELECT * FROM inbound WHERE id = ANY(${ids(source.inbound)})`).map(toInbound),
  );
  const oidcKeys = source.oidc.map((r) => `${r.model}|${r.id}`);
  add(
    'oidc',
    source.oidc,
    (await sql<OidcRow[]>`SELECT * FROM oidc WHERE model || '|' || id = ANY(${oidcKeys})`).map(toOidc),
  );
  add(
    'deletedPortfolios',
    source.deletedPortfolios,
    (
      await sql<{ id: string; owner_id: string; client_id: string | null; deleted_at: Date }[]>`
        SELECT id, owner_id, client_id, deleted_at FROM deleted_portfolios
        WHERE id = ANY(${ids(source.deletedPortfolios)})`
    ).map((r) => ({
      id: r.id,
      ownerId: r.owner_id,
      clientId: r.client_id,
      deletedAt: r.deleted_at.toISOString(),
    })),
  );
  const writeKeys = source.idempotentWrites.map((w) => `${w.ownerId}|${w.key}`);
  add(
    'idempotentWrites',
    source.idempotentWrites,
    (
      await sql<{ owner_id: string; key: string; portfolio_id: string; fingerprint: string; at: Date }[]>`
        SELECT owner_id, key, portfolio_id, fingerprint, at FROM idempotent_writes
        WHERE owner_id || '|' || key = ANY(${writeKeys})`
    ).map((r) => ({
      ownerId: r.owner_id,
      key: r.key,
      portfolioId: r.portfolio_id,
      fingerprint: r.fingerprint,
      at: r.at.toISOString(),
    })),
  );
  // Files: the source bytes' hashes against hashes PostgreSQL computes from the stored bytes.
  const fileRows = await sql<{ id: string; hash: string }[]>`
    SELECT id, encode(sha256(bytes), 'hex') AS hash FROM files WHERE id = ANY(${[...pdfs.keys()]})`;
  add(
    'files',
    [...pdfs].map(([id, bytes]) => ({ id, hash: sha256(bytes) })),
    fileRows.map((r) => ({ id: r.id, hash: r.hash })),
  );
  return kinds;
}

/** sha256 of records sorted by their canonical JSON (object keys sorted), so order never matters. */
function digest(records: unknown[]): string {
  const lines = records.map(canonical).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

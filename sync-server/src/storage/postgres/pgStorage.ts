import { createHash } from 'node:crypto';
import postgres, { type JSONValue, type Sql, type TransactionSql } from 'postgres';
import type { OidcStateStore } from '../../auth/oidcAdapter.js';
import { log } from '../../log.js';
import { firstDayOf, newId, nowIso, utcDate } from '../ids.js';
import {
  REFERRER_DAYS,
  REFERRER_HOSTS_PER_DAY,
  REFERRER_OTHER,
  type ClusterState,
  type DailyReferrerRecord,
  type InboundContactRecord,
  type PasskeyCredential,
  type StatKind,
  type Storage,
} from '../types.js';
import { migrate } from './migrate.js';
import { oidcRepo } from './oidc.js';
import { pgSignInState } from './signInState.js';
import { applicationsRepo } from './applications.js';
import { domainsRepo } from './domains.js';
import { linksRepo } from './links.js';
import { portfoliosRepo } from './portfolios.js';
import { versionsRepo } from './versions.js';
import {
  toDailyStat,
  toInbound,
  toMessage,
  toResume,
  toUser,
  type DailyStatRow,
  type InboundRow,
  type MessageRow,
  type ResumeRow,
  type UserRow,
} from './rows.js';

/** The NOTIFY channel that carries the id of a portfolio changed or deleted by any server process. */
export const PORTFOLIO_CHANNEL = 'folio_portfolio';
/** How often expired sign-in records, counters, claims and old visitor hashes are deleted. */
const SWEEP_MS = 60_000;

export interface PostgresStorageOptions {
  url: string;
  /** Apply pending migrations first (servers do; the migrate command does it explicitly). */
  migrate?: boolean;
  /** Connections in this process's pool. */
  poolSize?: number;
  /** Listen for other processes' portfolio changes (servers do; one-shot commands need not). */
  listen?: boolean;
}

/** Opens a connection pool on DATABASE_URL with the settings every Folio connection uses. */
export function connect(url: string, poolSize = 10): Sql {
  return postgres(url, {
    max: poolSize,
    // Dates are stored and compared in UTC (daily stats are UTC days).
    connection: { TimeZone: 'UTC', application_name: 'folio' },
    onnotice: () => {},
  });
}

/**
 * Storage in PostgreSQL (DATABASE_URL): every record, the uploaded files (bytea), and the state all
 * server processes share. Everything that must hold under concurrency is the database's job:
 * unique constraints (subjects, client ids), row locks (plan limits), conditional updates
 * (revisions), primary keys (a visitor counted once a day), and NOTIFY for change notices.
 */
export type PostgresStorage = Storage & {
  /** Sign-in state in the database, so a sign-in may hop between servers (auth's OidcStateStore). */
  signInState: OidcStateStore;
};

export async function createPostgresStorage(options: PostgresStorageOptions): Promise<PostgresStorage> {
  const sql = connect(options.url, options.poolSize);
  try {
    if (options.migrate !== false) {
      const applied = await migrate(sql);
      if (applied.length) log.info('Applied database migrations', { versions: applied });
    }
    const cluster = await pgCluster(sql, options.listen !== false);
    let sweeping: Promise<void> = Promise.resolve();
    const sweep = () => {
      sweeping = sweepExpired(sql).catch((error: unknown) =>
        log.warn('Sweeping expired records failed', { error }),
      );
    };
    sweep();
    const timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    let closed = false;
    return {
      users: usersRepo(sql),
      resumes: resumesRepo(sql),
      portfolios: portfoliosRepo(sql, PORTFOLIO_CHANNEL),
      versions: versionsRepo(sql),
      links: linksRepo(sql),
      applications: applicationsRepo(sql),
      domains: domainsRepo(sql, PORTFOLIO_CHANNEL),
      messages: messagesRepo(sql),
      stats: statsRepo(sql),
      inbound: inboundRepo(sql),
      oidc: oidcRepo(sql),
      files: {
        async get(id) {
          const [row] = await sql<{ bytes: Buffer }[]>`SELECT bytes FROM files WHERE id = ${id}`;
          return row ? new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
        },
      },
      cluster,
      signInState: pgSignInState(sql),
      async close() {
        if (closed) return;
        closed = true;
        clearInterval(timer);
        await sweeping;
        await cluster.stop();
        await sql.end({ timeout: 5 });
      },
    };
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
}

async function sweepExpired(sql: Sql): Promise<void> {
  await sql`DELETE FROM oidc WHERE expires_at <= now()`;
  await sql`DELETE FROM rate_limits WHERE reset_at <= now()`;
  await sql`DELETE FROM claims WHERE expires_at <= now()`;
  await sql`DELETE FROM daily_visitors WHERE day < ${utcDate()}`;
  await sql`DELETE FROM daily_referrers WHERE day < ${firstDayOf(REFERRER_DAYS)}`;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const ISO_MS = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** `users.*` with the user's passkeys, oldest first (UserRecord.passkeys is absent when there are none). */
export const userColumns = (sql: Sql) => sql`users.*, (
    SELECT json_agg(json_build_object('id', k.credential_id, 'publicKey', k.public_key, 'counter', k.counter,
             'transports', k.transports, 'createdAt', to_char(k.created_at AT TIME ZONE 'UTC', ${ISO_MS}),
             'lastUsedAt', to_char(k.last_used_at AT TIME ZONE 'UTC', ${ISO_MS})) ORDER BY k.seq)
    FROM user_passkeys k WHERE k.user_id = users.id) AS passkeys`;

/** A daily_referrers row as a DailyReferrerRecord. */
export const dailyReferrerColumns = (sql: Sql) =>
  sql`portfolio_id AS "portfolioId", to_char(day, 'YYYY-MM-DD') AS date, host, views`;

/** A daily_stats row (alias s) with that day's visitor hashes, as DailyStatRow reads it. */
export const dailyStatColumns = (sql: Sql) => sql`
  s.portfolio_id, to_char(s.day, 'YYYY-MM-DD') AS date, s.views, s.unique_visitors, s.shares, s.downloads,
  COALESCE((SELECT array_agg(v.visitor_hash ORDER BY v.seq) FROM daily_visitors v
            WHERE v.portfolio_id = s.portfolio_id AND v.day = s.day), '{}') AS visitor_hashes`;

function usersRepo(sql: Sql): Storage['users'] {
  const withPasskeys = userColumns(sql);
  const one = async (rows: Promise<UserRow[]>) => {
    const [row] = await rows;
    return row ? toUser(row) : null;
  };
  const get = (id: string) => one(sql<UserRow[]>`SELECT ${withPasskeys} FROM users WHERE id = ${id}`);
  const insertPasskey = (tx: Sql | TransactionSql, userId: string, p: PasskeyCredential) => tx`
    INSERT INTO user_passkeys (credential_id, user_id, public_key, counter, transports, created_at, last_used_at)
    VALUES (${p.id}, ${userId}, ${p.publicKey}, ${p.counter}, ${sql.json(p.transports)}, ${p.createdAt},
            ${p.lastUsedAt}) ON CONFLICT DO NOTHING RETURNING 1`;
  return {
    get,
    findByEmail: (email, skipProviders = []) =>
      one(sql<UserRow[]>`
        SELECT ${withPasskeys} FROM users WHERE lower(email) = ${email.trim().toLowerCase()}
          AND provider <> ALL(${[...skipProviders]}::text[])
        ORDER BY created_at, id LIMIT 1`),
    findBySubject: (subject) =>
      one(sql<UserRow[]>`SELECT ${withPasskeys} FROM users WHERE subject = ${subject}`),
    async upsertBySubject({ subject, provider, name, email }) {
      const [row] = await sql<{ id: string }[]>`
        INSERT INTO users (id, subject, provider, name, email, plan, created_at)
        VALUES (${newId()}, ${subject}, ${provider}, ${name}, ${email}, 'free', ${nowIso()})
        ON CONFLICT (subject) DO UPDATE SET name = excluded.name, email = excluded.email
        RETURNING id`;
      const user = row ? await get(row.id) : null;
      if (!user) throw new Error('upsert returned no user');
      return user;
    },
    async create(
      { subject, provider, name, email, passkeys },
      claim = { reserve: true, unvouchedProviders: [] },
    ) {
      const id = await sql.begin(async (tx) => {
        // One vouched email is one identity's: creations naming it run one at a time on every server.
        const wanted = email.trim().toLowerCase();
        await tx`SELECT pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${wanted}))`;
        const taken = await tx`
          SELECT 1 FROM users WHERE subject = ${subject}
            OR (${claim.reserve} AND lower(email) = ${wanted}
                AND provider <> ALL(${[...claim.unvouchedProviders]}::text[]))
          UNION ALL SELECT 1 FROM user_passkeys WHERE credential_id = ANY(${(passkeys ?? []).map((p) => p.id)})`;
        if (taken.length) return null;
        const userId = newId();
        await tx`INSERT INTO users (id, subject, provider, name, email, plan, created_at)
          VALUES (${userId}, ${subject}, ${provider}, ${name}, ${email}, 'free', ${nowIso()})`;
        for (const passkey of passkeys ?? []) {
          if ((await insertPasskey(tx, userId, passkey)).length === 0) throw new Error('passkey taken');
        }
        return userId;
      });
      return id ? get(id) : null;
    },
    findByPasskey: (credentialId) =>
      one(sql<UserRow[]>`
        SELECT ${withPasskeys} FROM users
        WHERE id = (SELECT user_id FROM user_passkeys WHERE credential_id = ${credentialId})`),
    async addPasskey(userId, passkey) {
      const exists = await sql`SELECT 1 FROM users WHERE id = ${userId}`;
      if (!exists.length) return null;
      // The primary key refuses a credential id another account (or this one) already has.
      const added = await insertPasskey(sql, userId, passkey).catch(() => []);
      return added.length ? get(userId) : null;
    },
    async recordPasskeyUse(userId, credentialId, counter) {
      await sql`UPDATE user_passkeys SET counter = ${counter}, last_used_at = ${nowIso()}
        WHERE user_id = ${userId} AND credential_id = ${credentialId}`;
    },
    async setPlan(id, plan) {
      const rows = await sql`UPDATE users SET plan = ${plan} WHERE id = ${id} RETURNING id`;
      return rows.length ? get(id) : null;
    },
    delete: (id) =>
      sql.begin(async (tx) => {
        // The user's row lock waits for their creates in flight (portfolios.create locks it too).
        const found = await tx`SELECT 1 FROM users WHERE id = ${id} FOR UPDATE`;
        if (found.length === 0) return false;
        const files = await tx<{ file_id: string }[]>`
          SELECT file_id FROM resumes WHERE owner_id = ${id} AND file_id IS NOT NULL`;
        // Messages, stats, visitor hashes, versions and private links go with each (ON DELETE CASCADE).
        const portfolios = await tx<
          { id: string }[]
        >`DELETE FROM portfolios WHERE owner_id = ${id} RETURNING id`;
        for (const p of portfolios) await tx`SELECT pg_notify(${PORTFOLIO_CHANNEL}, ${p.id})`;
        await tx`DELETE FROM messages WHERE owner_id = ${id}`;
        await tx`DELETE FROM private_links WHERE owner_id = ${id}`;
        // Sessions, grants and tokens of the account: signing in again starts a new, empty account.
        await tx`DELETE FROM oidc WHERE payload->>'accountId' = ${id}`;
        // Uploads, passkeys, remembered deletions and writes go with the user (ON DELETE CASCADE).
        await tx`DELETE FROM users WHERE id = ${id}`;
        if (files.length) await tx`DELETE FROM files WHERE id = ANY(${files.map((f) => f.file_id)})`;
        return true;
      }),
  };
}

/** Advisory lock class for "creating an account with this email". */
const EMAIL_LOCK = 7_470_012;

function resumesRepo(sql: Sql): Storage['resumes'] {
  return {
    create: ({ ownerId, data, pdf }) =>
      // One transaction: the PDF and its record are stored together, or neither.
      sql.begin(async (tx) => {
        const fileId = pdf ? newId() : null;
        if (fileId && pdf) {
          await tx`INSERT INTO files (id, bytes, sha256)
            VALUES (${fileId}, ${Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)}, ${sha256(pdf)})`;
        }
        const [row] = await tx<ResumeRow[]>`
          INSERT INTO resumes (id, owner_id, data, file_id, created_at)
          VALUES (${newId()}, ${ownerId}, ${sql.json(data as JSONValue)}, ${fileId}, ${nowIso()})
          RETURNING id, owner_id, data, file_id, created_at`;
        if (!row) throw new Error('insert returned no resume');
        return toResume(row);
      }),
    async get(id) {
      const [row] = await sql<
        ResumeRow[]
      >`SELECT id, owner_id, data, file_id, created_at FROM resumes WHERE id = ${id}`;
      return row ? toResume(row) : null;
    },
    async latestByOwner(ownerId) {
      const [row] = await sql<ResumeRow[]>`
        SELECT id, owner_id, data, file_id, created_at FROM resumes
        WHERE owner_id = ${ownerId} ORDER BY seq DESC LIMIT 1`;
      return row ? toResume(row) : null;
    },
    async listByOwner(ownerId) {
      const rows = await sql<ResumeRow[]>`
        SELECT id, owner_id, data, file_id, created_at FROM resumes
        WHERE owner_id = ${ownerId} ORDER BY seq DESC`;
      return rows.map(toResume);
    },
    delete: (id, ownerId) =>
      sql.begin(async (tx) => {
        const [removed] = await tx<{ file_id: string | null }[]>`
          DELETE FROM resumes WHERE id = ${id} AND owner_id = ${ownerId} RETURNING file_id`;
        if (!removed) return false;
        // Portfolios keep their own copy of the data; only the link to the original goes
        // (resume_id ON DELETE SET NULL), so the file can go in the same transaction.
        if (removed.file_id) await tx`DELETE FROM files WHERE id = ${removed.file_id}`;
        return true;
      }),
    async deleteUnused(createdBefore) {
      // One statement: the files go with their records (the foreign key is checked at its end).
      const [row] = await sql<{ n: number }[]>`
        WITH gone AS (
          DELETE FROM resumes r WHERE r.created_at < ${createdBefore}
            AND NOT EXISTS (SELECT 1 FROM portfolios p WHERE p.resume_id = r.id)
          RETURNING r.file_id
        ), files_gone AS (
          DELETE FROM files WHERE id IN (SELECT file_id FROM gone) RETURNING id
        )
        SELECT (SELECT count(*)::int FROM gone) AS n`;
      return row?.n ?? 0;
    },
  };
}

function messagesRepo(sql: Sql): Storage['messages'] {
  return {
    async create(input) {
      const [row] = await sql<MessageRow[]>`
        INSERT INTO messages (id, portfolio_id, owner_id, name, email, message, read, created_at)
        VALUES (${newId()}, ${input.portfolioId}, ${input.ownerId}, ${input.name}, ${input.email},
                ${input.message}, false, ${nowIso()})
        RETURNING *`;
      if (!row) throw new Error('insert returned no message');
      return toMessage(row);
    },
    async listByOwner(ownerId) {
      const rows = await sql<MessageRow[]>`
        SELECT * FROM messages WHERE owner_id = ${ownerId} ORDER BY created_at DESC, id`;
      return rows.map(toMessage);
    },
    async setRead(id, ownerId, read) {
      const [row] = await sql<MessageRow[]>`
        UPDATE messages SET read = ${read} WHERE id = ${id} AND owner_id = ${ownerId} RETURNING *`;
      return row ? toMessage(row) : null;
    },
    async delete(id, ownerId) {
      const rows = await sql`DELETE FROM messages WHERE id = ${id} AND owner_id = ${ownerId} RETURNING id`;
      return rows.length > 0;
    },
  };
}

const COUNTER = { view: 'views', share: 'shares', download: 'downloads' } as const;

function statsRepo(sql: Sql): Storage['stats'] {
  return {
    record: (portfolioId, kind, visitorHash, referrerHost) =>
      sql.begin(async (tx) => {
        const today = utcDate();
        const unique = kind === 'view' && visitorHash ? 1 : 0;
        if (unique) {
          // The primary key decides: a visitor two servers see at once is inserted by one of them.
          const inserted = await tx`
            INSERT INTO daily_visitors (portfolio_id, day, visitor_hash)
            SELECT id, ${today}, ${visitorHash ?? ''} FROM portfolios WHERE id = ${portfolioId}
            ON CONFLICT DO NOTHING RETURNING 1`;
          if (inserted.length === 0) return false;
        }
        const column = sql(COUNTER[kind]);
        const updated = await tx`
          UPDATE portfolios SET ${column} = ${column} + 1 WHERE id = ${portfolioId} RETURNING id`;
        if (updated.length === 0) return false;
        await tx`
          INSERT INTO daily_stats (portfolio_id, day, ${column}, unique_visitors)
          VALUES (${portfolioId}, ${today}, 1, ${unique})
          ON CONFLICT (portfolio_id, day) DO UPDATE SET
            ${column} = daily_stats.${column} + 1,
            unique_visitors = daily_stats.unique_visitors + excluded.unique_visitors`;
        // The portfolio's row is locked by the update above, so the cap is checked one view at a time.
        if (kind === 'view' && referrerHost) {
          await tx`
            INSERT INTO daily_referrers (portfolio_id, day, host, views)
            SELECT ${portfolioId}, ${today}, CASE
                WHEN EXISTS (SELECT 1 FROM daily_referrers
                             WHERE portfolio_id = ${portfolioId} AND day = ${today} AND host = ${referrerHost})
                  OR (SELECT count(*) FROM daily_referrers
                      WHERE portfolio_id = ${portfolioId} AND day = ${today}) < ${REFERRER_HOSTS_PER_DAY}
                THEN ${referrerHost}::text ELSE ${REFERRER_OTHER}::text END, 1
            ON CONFLICT (portfolio_id, day, host) DO UPDATE SET views = daily_referrers.views + 1`;
        }
        return true;
      }),
    async recordBatch(increments) {
      // Summed per portfolio so each row is updated once; locked in id order so two batches cannot deadlock.
      const sums = new Map<string, Record<(typeof COUNTER)[StatKind], number>>();
      for (const { portfolioId, kind, count } of increments) {
        if (!(count > 0)) continue;
        const sum = sums.get(portfolioId) ?? { views: 0, shares: 0, downloads: 0 };
        sum[COUNTER[kind]] += count;
        sums.set(portfolioId, sum);
      }
      if (sums.size === 0) return;
      const ids = [...sums.keys()].sort();
      const column = (name: (typeof COUNTER)[StatKind]) => ids.map((id) => sums.get(id)?.[name] ?? 0);
      await sql.begin(async (tx) => {
        await tx`SELECT 1 FROM portfolios WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`;
        await tx`
          WITH inc AS (
            SELECT * FROM unnest(${ids}::text[], ${column('views')}::int[], ${column('shares')}::int[],
                                 ${column('downloads')}::int[]) AS i(id, views, shares, downloads)
          ), counted AS (
            UPDATE portfolios p SET views = p.views + inc.views, shares = p.shares + inc.shares,
                                    downloads = p.downloads + inc.downloads
            FROM inc WHERE p.id = inc.id
            RETURNING inc.*
          )
          INSERT INTO daily_stats (portfolio_id, day, views, shares, downloads)
          SELECT id, ${utcDate()}, views, shares, downloads FROM counted
          ON CONFLICT (portfolio_id, day) DO UPDATE SET
            views = daily_stats.views + excluded.views,
            shares = daily_stats.shares + excluded.shares,
            downloads = daily_stats.downloads + excluded.downloads`;
      });
    },
    async daily(portfolioIds, days) {
      if (portfolioIds.length === 0) return [];
      const since = firstDayOf(days);
      const rows = await sql<DailyStatRow[]>`
        SELECT ${dailyStatColumns(sql)}
        FROM daily_stats s
        WHERE s.portfolio_id = ANY(${portfolioIds}) AND s.day >= ${since}
        ORDER BY s.day, s.portfolio_id`;
      return rows.map(toDailyStat);
    },
    async referrers(portfolioIds, days) {
      if (portfolioIds.length === 0) return [];
      const rows = await sql<DailyReferrerRecord[]>`
        SELECT ${dailyReferrerColumns(sql)} FROM daily_referrers
        WHERE portfolio_id = ANY(${portfolioIds}) AND day >= ${firstDayOf(days)}
        ORDER BY day, host`;
      return rows.map((r) => ({ ...r }));
    },
  };
}

function inboundRepo(sql: Sql): Storage['inbound'] {
  const count = async (kind: InboundContactRecord['kind']) => {
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM inbound WHERE kind = ${kind}`;
    return row?.n ?? 0;
  };
  return {
    async create(input) {
      const [row] = await sql<InboundRow[]>`
        INSERT INTO inbound (id, kind, name, email, subject, message, created_at)
        VALUES (${newId()}, ${input.kind}, ${input.name}, ${input.email}, ${input.subject}, ${input.message},
                ${nowIso()})
        RETURNING *`;
      if (!row) throw new Error('insert returned no record');
      return toInbound(row);
    },
    count,
    async list(kind, page) {
      // LIMIT NULL is no limit: every record when no page is asked for.
      const [rows, total] = await Promise.all([
        sql<InboundRow[]>`
          SELECT * FROM inbound WHERE kind = ${kind}
          ORDER BY created_at DESC, seq DESC
          LIMIT ${page?.limit ?? null} OFFSET ${page?.offset ?? 0}`,
        count(kind),
      ]);
      return { records: rows.map(toInbound), total };
    },
    async setHandled(id, handled) {
      const [row] = await sql<
        InboundRow[]
      >`UPDATE inbound SET handled = ${handled} WHERE id = ${id} RETURNING *`;
      return row ? toInbound(row) : null;
    },
    async delete(id) {
      const rows = await sql`DELETE FROM inbound WHERE id = ${id} RETURNING 1`;
      return rows.length > 0;
    },
  };
}

/**
 * The state every server process shares, in the database. Change notices arrive over LISTEN (the
 * driver keeps one connection for it and reconnects); a reconnect may have missed notices, so
 * listeners then hear null and forget everything.
 */
async function pgCluster(sql: Sql, listen: boolean): Promise<ClusterState & { stop(): Promise<void> }> {
  const listeners = new Set<(id: string | null) => void>();
  const emit = (id: string | null) => {
    for (const listener of listeners) listener(id);
  };
  let firstListen = true;
  const subscription = listen
    ? await sql.listen(
        PORTFOLIO_CHANNEL,
        (id) => emit(id),
        () => {
          if (!firstListen) emit(null);
          firstListen = false;
        },
      )
    : null;
  return {
    sharedChanges: listen,
    async secret(name, create) {
      const [found] = await sql<{ value: string }[]>`SELECT value FROM secrets WHERE name = ${name}`;
      if (found) return found.value;
      const value = await create();
      await sql`INSERT INTO secrets (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO NOTHING`;
      const [stored] = await sql<{ value: string }[]>`SELECT value FROM secrets WHERE name = ${name}`;
      if (!stored) throw new Error(`The secret ${name} was not stored.`);
      return stored.value;
    },
    async dropSecrets(prefix, keep) {
      await sql`DELETE FROM secrets WHERE starts_with(name, ${prefix}) AND name <> ${keep}`;
    },
    async hit(key, limit, windowMs) {
      // The count stops at limit + 1: "over" is then one comparison, and the row never grows.
      const [row] = await sql<{ count: number; wait: number }[]>`
        INSERT INTO rate_limits AS r (key, count, reset_at)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.reset_at <= now() THEN 1 ELSE least(r.count + 1, ${limit + 1}) END,
          reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING count, extract(epoch FROM reset_at - now())::float8 AS wait`;
      // now() is each transaction's start: a hit that began just before the one that opened the
      // window would otherwise be told to wait a little longer than the window itself.
      return row && row.count > limit ? Math.min(Math.max(row.wait, 0.001), windowMs / 1000) : 0;
    },
    async join(key, member, max, ttlMs) {
      // One statement: the primary key settles two servers adding the same member at once.
      const [row] = await sql<{ present: boolean; added: boolean }[]>`
        WITH live AS (
          SELECT member, expires_at FROM claims WHERE key = ${key} AND expires_at > now()
        ), ins AS (
          INSERT INTO claims (key, member, expires_at)
          SELECT ${key}, ${member},
                 COALESCE((SELECT min(expires_at) FROM live), now() + ${ttlMs} * interval '1 millisecond')
          WHERE NOT EXISTS (SELECT 1 FROM live WHERE member = ${member})
            AND (SELECT count(*) FROM live) < ${max}
          ON CONFLICT (key, member) DO UPDATE SET expires_at = excluded.expires_at
            WHERE claims.expires_at <= now()
          RETURNING 1
        )
        SELECT EXISTS (SELECT 1 FROM live WHERE member = ${member}) AS present,
               EXISTS (SELECT 1 FROM ins) AS added`;
      if (row?.added) return 'added';
      return row?.present ? 'present' : 'full';
    },
    onPortfolioChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      listeners.clear();
      await subscription?.unlisten();
    },
  };
}

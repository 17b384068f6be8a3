import type { JSONValue, Sql, TransactionSql } from 'postgres';
import type { TemplateId } from '@folio/shared';
import { newId, nowIso } from '../ids.js';
import {
  DELETED_KEPT_PER_OWNER,
  SLUGS_HELD_PER_PORTFOLIO,
  WRITES_KEPT_PER_OWNER,
  type ClaimSlugResult,
  type Storage,
  type UpdatePortfolioResult,
  type WriteKey,
} from '../types.js';
import { toPortfolio, type PortfolioRow } from './rows.js';
import { recordVersion } from './versions.js';

/**
 * Portfolios in PostgreSQL. Every change or deletion NOTIFYs `channel` with the id, inside its own
 * transaction, so every server process drops its cached page exactly when the change is committed.
 */
export function portfoliosRepo(sql: Sql, channel: string): Storage['portfolios'] {
  return {
    create: (input, limit) =>
      sql.begin(async (tx) => {
        // The owner's row lock serialises their creates on every server: the count below cannot be
        // raced past the limit, and a retry with the same clientId sees the first one's insert.
        const owner = await tx`SELECT 1 FROM users WHERE id = ${input.ownerId} FOR UPDATE`;
        if (owner.length === 0) throw new Error(`No user with id ${input.ownerId}`);
        if (input.clientId !== null) {
          const [retry] = await tx<PortfolioRow[]>`
            SELECT * FROM portfolios WHERE owner_id = ${input.ownerId} AND client_id = ${input.clientId}`;
          if (retry) return { ok: true, portfolio: toPortfolio(retry), created: false };
          const deleted = await tx`
            SELECT 1 FROM deleted_portfolios WHERE owner_id = ${input.ownerId} AND client_id = ${input.clientId}`;
          if (deleted.length) return { ok: false, reason: 'deleted' };
        }
        if (limit !== null) {
          const [row] = await tx<{ n: number }[]>`
            SELECT count(*)::int AS n FROM portfolios WHERE owner_id = ${input.ownerId}`;
          if ((row?.n ?? 0) >= limit) return { ok: false, reason: 'plan_limit_reached', limit };
        }
        const now = nowIso();
        const [created] = await tx<PortfolioRow[]>`
          INSERT INTO portfolios (id, owner_id, resume_id, client_id, title, template_id, theme, resume, settings,
                                  published, created_at, updated_at)
          VALUES (${newId()}, ${input.ownerId}, ${input.resumeId}, ${input.clientId}, ${input.title},
                  ${input.templateId}, ${input.theme}, ${sql.json(input.resume as JSONValue)}, ${sql.json(input.settings as JSONValue)},
                  ${input.published}, ${now}, ${now})
          RETURNING *`;
        if (!created) throw new Error('insert returned no portfolio');
        const portfolio = toPortfolio(created);
        // Live at once: its first version is part of the same commit.
        if (portfolio.published) await recordVersion(tx, portfolio, true);
        // What lists portfolios (the sitemap) is rebuilt on a notice; readers of one id ignore it.
        if (portfolio.published) await tx`SELECT pg_notify(${channel}, ${portfolio.id})`;
        return { ok: true, portfolio, created: true };
      }),

    async get(id) {
      const [row] = await sql<PortfolioRow[]>`SELECT * FROM portfolios WHERE id = ${id}`;
      return row ? toPortfolio(row) : null;
    },

    async listByOwner(ownerId) {
      const rows = await sql<PortfolioRow[]>`
        SELECT * FROM portfolios WHERE owner_id = ${ownerId} ORDER BY updated_at DESC, id`;
      return rows.map(toPortfolio);
    },

    async listIndexable(limit) {
      // Reads four columns and two keys of the settings: a sitemap never loads a resume.
      const rows = await sql<
        { id: string; template_id: TemplateId; slug: string | null; updated_at: Date; translated: boolean }[]
      >`
        SELECT id, template_id, slug, updated_at,
          CASE WHEN json_typeof(settings->'translations') = 'array'
            THEN json_array_length(settings->'translations') > 0 ELSE false END AS translated
        FROM portfolios
        WHERE published AND (settings->>'noindex') IS DISTINCT FROM 'true'
        ORDER BY updated_at DESC, id LIMIT ${limit}`;
      return rows.map((r) => ({
        id: r.id,
        templateId: r.template_id,
        slug: r.slug,
        updatedAt: r.updated_at.toISOString(),
        translated: r.translated,
      }));
    },

    async findBySlug(slug) {
      const [row] = await sql<PortfolioRow[]>`
        SELECT p.* FROM portfolio_slugs s JOIN portfolios p ON p.id = s.portfolio_id
        WHERE s.slug = ${slug.toLowerCase()}`;
      return row ? toPortfolio(row) : null;
    },

    async listWithoutSlug(limit) {
      const rows = await sql<
        PortfolioRow[]
      >`SELECT * FROM portfolios WHERE slug IS NULL ORDER BY id LIMIT ${limit}`;
      return rows.map(toPortfolio);
    },

    claimSlug: (id, ownerId, candidates, options = {}) =>
      sql.begin(async (tx): Promise<ClaimSlugResult> => {
        const [current] = await tx<PortfolioRow[]>`
          SELECT * FROM portfolios WHERE id = ${id} AND (${ownerId}::text IS NULL OR owner_id = ${ownerId})
          FOR UPDATE`;
        if (!current) return { ok: false, reason: 'not_found' };
        if (options.onlyIfNone && current.slug !== null) return { ok: false, reason: 'taken' };
        const at = nowIso();
        for (const candidate of candidates) {
          const slug = candidate.toLowerCase();
          // Taken, or retaken: the primary key decides between servers claiming at once.
          const [held] = await tx<{ portfolio_id: string }[]>`
            INSERT INTO portfolio_slugs (slug, portfolio_id, at) VALUES (${slug}, ${id}, ${at})
            ON CONFLICT (slug) DO UPDATE SET at = EXCLUDED.at WHERE portfolio_slugs.portfolio_id = EXCLUDED.portfolio_id
            RETURNING portfolio_id`;
          if (!held) continue;
          const [updated] = await tx<PortfolioRow[]>`
            UPDATE portfolios SET slug = ${slug} WHERE id = ${id} RETURNING *`;
          if (!updated) throw new Error('update returned no portfolio');
          await tx`
            DELETE FROM portfolio_slugs WHERE slug IN (
              SELECT slug FROM portfolio_slugs WHERE portfolio_id = ${id}
              ORDER BY at DESC OFFSET ${SLUGS_HELD_PER_PORTFOLIO})`;
          await tx`SELECT pg_notify(${channel}, ${id})`;
          return { ok: true, portfolio: toPortfolio(updated) };
        }
        return { ok: false, reason: 'taken' };
      }),

    update: (id, ownerId, baseRevision, patch, writeKey) =>
      sql
        .begin(async (tx): Promise<UpdatePortfolioResult> => {
          // The row lock serialises edits of one portfolio on every server: of two edits from the same
          // revision one wins, one conflicts, and a retry sees the write key its first try recorded.
          const [current] = await tx<PortfolioRow[]>`
            SELECT * FROM portfolios WHERE id = ${id} AND owner_id = ${ownerId} FOR UPDATE`;
          if (!current) {
            const deleted = await tx`
              SELECT 1 FROM deleted_portfolios WHERE id = ${id} AND owner_id = ${ownerId}`;
            return { ok: false, reason: deleted.length ? 'deleted' : 'not_found' };
          }
          if (writeKey) {
            const [done] = await tx<{ portfolio_id: string; fingerprint: string }[]>`
              SELECT portfolio_id, fingerprint FROM idempotent_writes
              WHERE owner_id = ${ownerId} AND key = ${writeKey.key}`;
            if (done && (done.portfolio_id !== id || done.fingerprint !== writeKey.fingerprint))
              return { ok: false, reason: 'key_reused' };
            if (done) return { ok: true, portfolio: toPortfolio(current), replayed: true };
          }
          if (current.revision !== baseRevision)
            return { ok: false, reason: 'conflict', current: toPortfolio(current) };
          const orNull = (value: unknown) => (value === undefined ? null : tx.json(value as JSONValue));
          const now = nowIso();
          const [updated] = await tx<PortfolioRow[]>`
            UPDATE portfolios SET
              title = COALESCE(${patch.title ?? null}::text, title),
              template_id = COALESCE(${patch.templateId ?? null}::text, template_id),
              theme = COALESCE(${patch.theme ?? null}::text, theme),
              resume = COALESCE(${orNull(patch.resume)}::json, resume),
              settings = COALESCE(${orNull(patch.settings)}::json, settings),
              published = COALESCE(${patch.published ?? null}::boolean, published),
              revision = revision + 1,
              updated_at = ${now}
            WHERE id = ${id}
            RETURNING *`;
          if (!updated) throw new Error('update returned no portfolio');
          await tx`SELECT pg_notify(${channel}, ${id})`;
          if (writeKey) await recordWrite(tx, ownerId, id, writeKey, now);
          const portfolio = toPortfolio(updated);
          // A publish and its version are one commit (one WAL flush instead of two).
          if (portfolio.published) await recordVersion(tx, portfolio);
          return { ok: true, portfolio };
        })
        .catch((error: unknown): UpdatePortfolioResult => {
          // The same key used at once for another of the owner's portfolios: that one recorded it first.
          if (error instanceof KeyTaken) return { ok: false, reason: 'key_reused' };
          throw error;
        }),

    delete: (id, ownerId) =>
      sql.begin(async (tx) => {
        // Messages, stats and visitor hashes go with it (ON DELETE CASCADE).
        const [removed] = await tx<{ resume_id: string | null; client_id: string | null }[]>`
          DELETE FROM portfolios WHERE id = ${id} AND owner_id = ${ownerId} RETURNING resume_id, client_id`;
        if (!removed) return false;
        await tx`SELECT pg_notify(${channel}, ${id})`;
        await tx`
          INSERT INTO deleted_portfolios (id, owner_id, client_id, deleted_at)
          VALUES (${id}, ${ownerId}, ${removed.client_id}, ${nowIso()}) ON CONFLICT (id) DO NOTHING`;
        await tx`
          DELETE FROM deleted_portfolios WHERE id IN (
            SELECT id FROM deleted_portfolios WHERE owner_id = ${ownerId}
            ORDER BY seq DESC OFFSET ${DELETED_KEPT_PER_OWNER})`;
        // The uploaded resume (and its PDF) goes too once no other portfolio is made from it.
        if (removed.resume_id !== null) {
          const [resume] = await tx<{ file_id: string | null }[]>`
            DELETE FROM resumes WHERE id = ${removed.resume_id}
              AND NOT EXISTS (SELECT 1 FROM portfolios WHERE resume_id = ${removed.resume_id})
            RETURNING file_id`;
          if (resume?.file_id) await tx`DELETE FROM files WHERE id = ${resume.file_id}`;
        }
        return true;
      }),
  };
}

/** Thrown inside an update's transaction to roll it back when its write key was recorded meanwhile. */
class KeyTaken extends Error {}

/** Remembers an edit's write key, keeping the owner's newest WRITES_KEPT_PER_OWNER. */
async function recordWrite(
  tx: TransactionSql,
  ownerId: string,
  portfolioId: string,
  writeKey: WriteKey,
  at: string,
): Promise<void> {
  const inserted = await tx`
    INSERT INTO idempotent_writes (owner_id, key, portfolio_id, fingerprint, at)
    VALUES (${ownerId}, ${writeKey.key}, ${portfolioId}, ${writeKey.fingerprint}, ${at})
    ON CONFLICT (owner_id, key) DO NOTHING RETURNING 1`;
  if (inserted.length === 0) throw new KeyTaken();
  await tx`
    DELETE FROM idempotent_writes WHERE owner_id = ${ownerId} AND key IN (
      SELECT key FROM idempotent_writes WHERE owner_id = ${ownerId}
      ORDER BY seq DESC OFFSET ${WRITES_KEPT_PER_OWNER})`;
}

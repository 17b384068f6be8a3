import type { JSONValue, Sql } from 'postgres';
import { newId, nowIso } from '../ids.js';
import type { Storage } from '../types.js';
import { toPortfolio, type PortfolioRow } from './rows.js';

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
        return { ok: true, portfolio: toPortfolio(created), created: true };
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

    async listPublished() {
      const rows = await sql<
        PortfolioRow[]
      >`SELECT * FROM portfolios WHERE published ORDER BY created_at, id`;
      return rows.map(toPortfolio);
    },

    async update(id, ownerId, baseRevision, patch) {
      const orNull = (value: unknown) => (value === undefined ? null : sql.json(value as JSONValue));
      // Applies only on the base revision: of two edits from the same revision, one wins, one conflicts.
      const [updated] = await sql<PortfolioRow[]>`
        WITH changed AS (
          UPDATE portfolios SET
            title = COALESCE(${patch.title ?? null}::text, title),
            template_id = COALESCE(${patch.templateId ?? null}::text, template_id),
            theme = COALESCE(${patch.theme ?? null}::text, theme),
            resume = COALESCE(${orNull(patch.resume)}::json, resume),
            settings = COALESCE(${orNull(patch.settings)}::json, settings),
            published = COALESCE(${patch.published ?? null}::boolean, published),
            revision = revision + 1,
            updated_at = ${nowIso()}
          WHERE id = ${id} AND owner_id = ${ownerId} AND revision = ${baseRevision}
          RETURNING *
        )
        SELECT changed.*, pg_notify(${channel}, changed.id)::text AS notified FROM changed`;
      if (updated) return { ok: true, portfolio: toPortfolio(updated) };
      const [current] = await sql<PortfolioRow[]>`
        SELECT * FROM portfolios WHERE id = ${id} AND owner_id = ${ownerId}`;
      if (!current) return { ok: false, reason: 'not_found' };
      return { ok: false, reason: 'conflict', current: toPortfolio(current) };
    },

    delete: (id, ownerId) =>
      sql.begin(async (tx) => {
        // Messages, stats and visitor hashes go with it (ON DELETE CASCADE).
        const [removed] = await tx<{ resume_id: string | null }[]>`
          DELETE FROM portfolios WHERE id = ${id} AND owner_id = ${ownerId} RETURNING resume_id`;
        if (!removed) return false;
        await tx`SELECT pg_notify(${channel}, ${id})`;
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

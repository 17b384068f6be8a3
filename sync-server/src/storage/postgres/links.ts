import { randomBytes } from 'node:crypto';
import type { JSONValue, Sql } from 'postgres';
import { newId, nowIso } from '../ids.js';
import type { LinkTailoring } from '@folio/shared/links/index.js';
import type { LinkReveal, PrivateLinkRecord, Storage } from '../types.js';

/** Visitor hashes kept per link (as the embedded store keeps). */
const MAX_HASHES = 1000;
/** A known visitor re-opening the link moves "last opened" at most this often. */
const LAST_OPEN_STEP_MS = 60_000;

export interface LinkRow {
  id: string;
  token: string;
  portfolio_id: string;
  owner_id: string;
  label: string;
  reveal: LinkReveal;
  expires_at: Date | null;
  created_at: Date;
  revoked_at: Date | null;
  first_opened_at: Date | null;
  last_opened_at: Date | null;
  visitors: number;
  unfurls: number;
  visitor_hashes: string[];
  open_seen: boolean;
  tailoring: LinkTailoring | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toLink = (r: LinkRow): PrivateLinkRecord => ({
  id: r.id,
  token: r.token,
  portfolioId: r.portfolio_id,
  ownerId: r.owner_id,
  label: r.label,
  reveal: r.reveal,
  expiresAt: iso(r.expires_at),
  createdAt: r.created_at.toISOString(),
  revokedAt: iso(r.revoked_at),
  firstOpenedAt: iso(r.first_opened_at),
  lastOpenedAt: iso(r.last_opened_at),
  visitors: r.visitors,
  unfurls: r.unfurls,
  visitorHashes: r.visitor_hashes,
  openSeen: r.open_seen,
  tailoring: r.tailoring ?? null,
});

/** Private links in PostgreSQL; an open is counted by one conditional UPDATE, so servers cannot race it. */
export function linksRepo(sql: Sql): Storage['links'] {
  return {
    async create(input) {
      const [row] = await sql<LinkRow[]>`
        INSERT INTO private_links (id, token, portfolio_id, owner_id, label, reveal, expires_at, created_at)
        VALUES (${newId()}, ${randomBytes(32).toString('base64url')}, ${input.portfolioId}, ${input.ownerId},
                ${input.label}, ${sql.json(input.reveal as unknown as JSONValue)}, ${input.expiresAt}, ${nowIso()})
        RETURNING *`;
      if (!row) throw new Error('insert returned no link');
      return toLink(row);
    },
    async listByPortfolio(portfolioId) {
      const rows = await sql<LinkRow[]>`
        SELECT * FROM private_links WHERE portfolio_id = ${portfolioId} AND revoked_at IS NULL
        ORDER BY created_at DESC, id`;
      return rows.map(toLink);
    },
    async listUnseenOpens(ownerId) {
      const rows = await sql<LinkRow[]>`
        SELECT * FROM private_links WHERE owner_id = ${ownerId} AND first_opened_at IS NOT NULL
          AND NOT open_seen AND revoked_at IS NULL ORDER BY created_at, id`;
      return rows.map(toLink);
    },
    async markOpenSeen(ownerId, ids) {
      const rows = await sql`
        UPDATE private_links SET open_seen = true
        WHERE owner_id = ${ownerId} AND id = ANY(${[...ids]}) AND first_opened_at IS NOT NULL AND NOT open_seen
        RETURNING 1`;
      return rows.length;
    },
    async getByToken(token) {
      const [row] = await sql<LinkRow[]>`SELECT * FROM private_links WHERE token = ${token}`;
      return row ? toLink(row) : null;
    },
    async revoke(id, portfolioId, ownerId) {
      const rows = await sql`
        UPDATE private_links SET revoked_at = ${nowIso()}, visitor_hashes = '{}'
        WHERE id = ${id} AND portfolio_id = ${portfolioId} AND owner_id = ${ownerId} AND revoked_at IS NULL
        RETURNING 1`;
      return rows.length > 0;
    },
    async setTailoring(id, portfolioId, ownerId, tailoring) {
      const value = tailoring ? sql.json(tailoring as unknown as JSONValue) : null;
      const [row] = await sql<LinkRow[]>`
        UPDATE private_links SET tailoring = ${value}
        WHERE id = ${id} AND portfolio_id = ${portfolioId} AND owner_id = ${ownerId} AND revoked_at IS NULL
        RETURNING *`;
      return row ? toLink(row) : null;
    },
    async recordOpen(id, open) {
      if (open.kind === 'unfurl') {
        await sql`UPDATE private_links SET unfurls = unfurls + 1 WHERE id = ${id} AND revoked_at IS NULL`;
        return false;
      }
      const hash = open.visitorHash;
      // The row lock of the UPDATE orders concurrent opens: exactly one sees first_opened_at unset.
      const [row] = await sql<{ first: boolean }[]>`
        WITH before AS (
          SELECT id, first_opened_at IS NULL AS first FROM private_links WHERE id = ${id} AND revoked_at IS NULL FOR UPDATE
        )
        UPDATE private_links l SET
          first_opened_at = COALESCE(l.first_opened_at, now()),
          last_opened_at = now(),
          visitors = l.visitors + CASE WHEN ${hash} = ANY(l.visitor_hashes) THEN 0 ELSE 1 END,
          visitor_hashes = CASE WHEN ${hash} = ANY(l.visitor_hashes) THEN l.visitor_hashes
            ELSE (l.visitor_hashes || ${hash}::text)[greatest(1, cardinality(l.visitor_hashes) + 2 - ${MAX_HASHES}):] END
        FROM before
        WHERE l.id = before.id AND NOT (
          ${hash} = ANY(l.visitor_hashes) AND l.last_opened_at > now() - ${LAST_OPEN_STEP_MS} * interval '1 millisecond')
        RETURNING before.first`;
      return row?.first ?? false;
    },

    async forgetOpensBefore(before) {
      const rows = await sql`
        UPDATE private_links SET first_opened_at = NULL, last_opened_at = NULL, visitors = 0, unfurls = 0,
          visitor_hashes = '{}'
        WHERE last_opened_at < ${before} RETURNING 1`;
      return rows.length;
    },
  };
}

import type { Sql } from 'postgres';
import { nowIso } from '../ids.js';
import { newDomainToken } from '../repos/domains.js';
import type { CustomDomainRecord, Storage } from '../types.js';

export interface DomainRow {
  portfolio_id: string;
  owner_id: string;
  domain: string;
  token: string;
  created_at: Date;
  verified_at: Date | null;
  checked_at: Date | null;
}

export const toDomain = (r: DomainRow): CustomDomainRecord => ({
  portfolioId: r.portfolio_id,
  ownerId: r.owner_id,
  domain: r.domain,
  token: r.token,
  createdAt: r.created_at.toISOString(),
  verifiedAt: r.verified_at ? r.verified_at.toISOString() : null,
  checkedAt: r.checked_at ? r.checked_at.toISOString() : null,
});

/** PostgreSQL error code of a unique violation: the verified-domain index refused a second owner. */
const UNIQUE_VIOLATION = '23505';

/**
 * Custom domains in PostgreSQL; the partial unique index decides races between servers. Changes to
 * what a domain serves NOTIFY `channel` with the portfolio's id in the same transaction, as
 * portfolio edits do, so every server's caches drop it.
 */
export function domainsRepo(sql: Sql, channel: string): Storage['domains'] {
  const byPortfolio = async (portfolioId: string) => {
    const [row] = await sql<DomainRow[]>`SELECT * FROM custom_domains WHERE portfolio_id = ${portfolioId}`;
    return row ? toDomain(row) : null;
  };
  return {
    async claim({ portfolioId, ownerId, domain }) {
      const taken = await sql`
        SELECT 1 FROM custom_domains WHERE domain = ${domain} AND verified_at IS NOT NULL
          AND portfolio_id <> ${portfolioId}`;
      const inserted = taken.length
        ? []
        : await sql<DomainRow[]>`
            INSERT INTO custom_domains (portfolio_id, owner_id, domain, token, created_at)
            VALUES (${portfolioId}, ${ownerId}, ${domain}, ${newDomainToken()}, ${nowIso()})
            ON CONFLICT (portfolio_id) DO NOTHING RETURNING *`;
      if (inserted[0]) return { ok: true, record: toDomain(inserted[0]) };
      const own = await byPortfolio(portfolioId);
      if (own && own.domain === domain) return { ok: true, record: own };
      if (own) return { ok: false, reason: 'portfolio_has_domain', record: own };
      return { ok: false, reason: 'domain_taken' };
    },
    getByPortfolio: byPortfolio,
    async getVerified(domain) {
      const [row] = await sql<DomainRow[]>`
        SELECT * FROM custom_domains WHERE domain = ${domain} AND verified_at IS NOT NULL`;
      return row ? toDomain(row) : null;
    },
    async markVerified(portfolioId, domain) {
      try {
        const row = await sql.begin(async (tx) => {
          const [updated] = await tx<DomainRow[]>`
            UPDATE custom_domains SET verified_at = COALESCE(verified_at, now()), checked_at = now()
            WHERE portfolio_id = ${portfolioId} AND domain = ${domain} RETURNING *`;
          if (updated) await tx`SELECT pg_notify(${channel}, ${portfolioId})`;
          return updated;
        });
        return row ? { ok: true, record: toDomain(row) } : { ok: false, reason: 'not_found' };
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          return { ok: false, reason: 'domain_taken' };
        throw error;
      }
    },
    recordCheck: (portfolioId, token, found) =>
      sql.begin(async (tx) => {
        const [row] = await tx<DomainRow[]>`
          UPDATE custom_domains SET
            checked_at = CASE WHEN ${found} THEN now() ELSE checked_at END,
            verified_at = CASE WHEN ${found} THEN verified_at END
          WHERE portfolio_id = ${portfolioId} AND token = ${token} AND verified_at IS NOT NULL
          RETURNING *`;
        if (!row) return null;
        await tx`SELECT pg_notify(${channel}, ${portfolioId})`;
        return toDomain(row);
      }),
    remove: (portfolioId) =>
      sql.begin(async (tx) => {
        const rows = await tx`DELETE FROM custom_domains WHERE portfolio_id = ${portfolioId} RETURNING 1`;
        if (rows.length) await tx`SELECT pg_notify(${channel}, ${portfolioId})`;
        return rows.length > 0;
      }),
  };
}

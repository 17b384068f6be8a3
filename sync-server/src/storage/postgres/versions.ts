import type { JSONValue, Sql, TransactionSql } from 'postgres';
import { describeChanges, VERSIONS_KEPT } from '@folio/shared';
import { newId, nowIso } from '../ids.js';
import type { PortfolioRecord, Storage, VersionRecord } from '../types.js';

export interface VersionRow {
  id: string;
  portfolio_id: string;
  revision: number;
  created_at: Date;
  changes: string[];
  content: VersionRecord['content'];
}

export const toVersion = (r: VersionRow): VersionRecord => ({
  id: r.id,
  portfolioId: r.portfolio_id,
  revision: r.revision,
  createdAt: r.created_at.toISOString(),
  changes: r.changes,
  content: r.content,
});

/** Advisory lock class for "one portfolio's history": records for one portfolio run one at a time. */
const HISTORY_LOCK = 7_470_011;

/**
 * Keeps `portfolio` as its newest version inside the caller's transaction (a publish is then one
 * commit with its edit); the last VERSIONS_KEPT are kept. Records for one portfolio run one at a time.
 * `created`: the portfolio is being inserted by this transaction, so no one else can know it yet and
 * it has no history: the version is just inserted.
 */
export async function recordVersion(
  tx: TransactionSql,
  portfolio: PortfolioRecord,
  created = false,
): Promise<VersionRecord> {
  if (!created) await tx`SELECT pg_advisory_xact_lock(${HISTORY_LOCK}, hashtext(${portfolio.id}))`;
  const [latest] = created
    ? []
    : await tx<VersionRow[]>`
        SELECT * FROM versions WHERE portfolio_id = ${portfolio.id} ORDER BY revision DESC LIMIT 1`;
  // A retried write or a revision already kept is not a new version.
  if (latest && latest.revision >= portfolio.revision) return toVersion(latest);
  const content: VersionRecord['content'] = {
    title: portfolio.title,
    templateId: portfolio.templateId,
    theme: portfolio.theme,
    resume: portfolio.resume,
    settings: portfolio.settings,
  };
  const changes = describeChanges(latest ? toVersion(latest).content : null, content);
  const [row] = await tx<VersionRow[]>`
    INSERT INTO versions (id, portfolio_id, revision, created_at, changes, content)
    VALUES (${newId()}, ${portfolio.id}, ${portfolio.revision}, ${nowIso()}, ${tx.json(changes)},
            ${tx.json(content as unknown as JSONValue)})
    RETURNING *`;
  if (!created)
    await tx`
    DELETE FROM versions WHERE portfolio_id = ${portfolio.id} AND id NOT IN (
      SELECT id FROM versions WHERE portfolio_id = ${portfolio.id} ORDER BY revision DESC LIMIT ${VERSIONS_KEPT})`;
  if (!row) throw new Error('insert returned no version');
  return toVersion(row);
}

/** Published versions in PostgreSQL; they go with their portfolio (ON DELETE CASCADE). */
export function versionsRepo(sql: Sql): Storage['versions'] {
  return {
    record: (portfolio) => sql.begin((tx) => recordVersion(tx, portfolio)),
    async list(portfolioId) {
      const rows = await sql<VersionRow[]>`
        SELECT * FROM versions WHERE portfolio_id = ${portfolioId} ORDER BY revision DESC`;
      return rows.map(toVersion);
    },
    async get(portfolioId, versionId) {
      const [row] = await sql<VersionRow[]>`
        SELECT * FROM versions WHERE portfolio_id = ${portfolioId} AND id = ${versionId}`;
      return row ? toVersion(row) : null;
    },
    async removeAll(portfolioId) {
      await sql`DELETE FROM versions WHERE portfolio_id = ${portfolioId}`;
    },
  };
}

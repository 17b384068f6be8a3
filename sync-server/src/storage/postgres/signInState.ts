import type { JSONValue, Sql } from 'postgres';
import type { OidcStateLimits, OidcStateStore } from '../../auth/oidcAdapter.js';
import { DEFAULT_LIMITS } from '../../auth/oidcStateFile.js';
import { oidcRepo } from './oidc.js';

/**
 * The OIDC provider's sign-in state in PostgreSQL (the `oidc` table), shared by every server: an
 * authorization started on one instance continues on any other. Anonymous records (with an owner,
 * the client address) are bounded per owner and per model, oldest evicted first, as the in-memory
 * store bounds them; expired rows read as absent and are swept every minute.
 */
export function pgSignInState(sql: Sql, limits: OidcStateLimits = DEFAULT_LIMITS): OidcStateStore {
  const records = oidcRepo(sql);
  return {
    ...records,
    upsert: (entry) =>
      sql.begin(async (tx) => {
        const expires = entry.expiresAt === null ? null : new Date(entry.expiresAt);
        await tx`
          INSERT INTO oidc (model, id, payload, expires_at, grant_id, uid, user_code, owner)
          VALUES (${entry.model}, ${entry.id}, ${tx.json(entry.payload as JSONValue)}, ${expires},
                  ${entry.grantId ?? null}, ${entry.uid ?? null}, ${entry.userCode ?? null}, ${entry.owner ?? null})
          ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at,
            grant_id = excluded.grant_id, uid = excluded.uid, user_code = excluded.user_code, owner = excluded.owner`;
        if (entry.owner === undefined) return;
        await tx`
          DELETE FROM oidc WHERE model = ${entry.model} AND id IN (
            SELECT id FROM oidc WHERE model = ${entry.model} AND owner = ${entry.owner}
            ORDER BY seq DESC OFFSET ${limits.maxPerOwner})`;
        await tx`
          DELETE FROM oidc WHERE model = ${entry.model} AND id IN (
            SELECT id FROM oidc WHERE model = ${entry.model} AND owner IS NOT NULL
            ORDER BY seq DESC OFFSET ${limits.maxPerModel})`;
      }),
    async destroyByAccount(accountId) {
      await sql`DELETE FROM oidc WHERE payload->>'accountId' = ${accountId}`;
    },
    async close() {},
  };
}

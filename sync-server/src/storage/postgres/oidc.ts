import type { JSONValue, Sql } from 'postgres';
import type { Storage } from '../types.js';
import { toOidc, type OidcRow } from './rows.js';

/**
 * The sign-in records of the OIDC provider in the `oidc` table, without bounds: the storage exposes it
 * as is, and the bounded store of signInState.ts builds on it.
 */
export function oidcRepo(sql: Sql): Storage['oidc'] {
  const live = sql`(expires_at IS NULL OR expires_at > now())`;
  return {
    async upsert(r) {
      const expires = r.expiresAt === null ? null : new Date(r.expiresAt);
      await sql`
        INSERT INTO oidc (model, id, payload, expires_at, grant_id, uid, user_code)
        VALUES (${r.model}, ${r.id}, ${sql.json(r.payload as JSONValue)}, ${expires}, ${r.grantId ?? null}, ${r.uid ?? null},
                ${r.userCode ?? null})
        ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at,
          grant_id = excluded.grant_id, uid = excluded.uid, user_code = excluded.user_code`;
    },
    async find(model, id) {
      const [row] = await sql<
        OidcRow[]
      >`SELECT * FROM oidc WHERE model = ${model} AND id = ${id} AND ${live}`;
      return row ? toOidc(row) : null;
    },
    async findBy(model, key, value) {
      const column = sql(key === 'uid' ? 'uid' : 'user_code');
      const [row] = await sql<OidcRow[]>`
        SELECT * FROM oidc WHERE model = ${model} AND ${column} = ${value} AND ${live} LIMIT 1`;
      return row ? toOidc(row) : null;
    },
    async destroy(model, id) {
      await sql`DELETE FROM oidc WHERE model = ${model} AND id = ${id}`;
    },
    async revokeByGrantId(grantId) {
      await sql`DELETE FROM oidc WHERE grant_id = ${grantId}`;
    },
    async consume(model, id) {
      // oidc-provider's adapter contract: `consumed` holds the epoch seconds of consumption.
      await sql`
        UPDATE oidc SET payload = (payload::jsonb || jsonb_build_object('consumed', ${Math.floor(Date.now() / 1000)}::int))::json
        WHERE model = ${model} AND id = ${id}`;
    },
  };
}

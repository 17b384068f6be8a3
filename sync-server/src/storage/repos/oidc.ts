import type { JsonDatabase } from '../jsonDatabase.js';
import type { OidcRecord, Storage } from '../types.js';

const isLive = (r: OidcRecord, now: number) => r.expiresAt === null || r.expiresAt > now;
const live = (r: OidcRecord | undefined): OidcRecord | null =>
  r && isLive(r, Date.now()) ? structuredClone(r) : null;

/** oidc-provider's adapter records. Expired ones read as absent and are swept on the next write. */
export function oidcRepo(db: JsonDatabase): Storage['oidc'] {
  const sweep = (records: OidcRecord[]) => {
    const now = Date.now();
    return records.filter((r) => isLive(r, now));
  };
  return {
    upsert: (record) =>
      db.update((d) => {
        d.oidc = sweep(d.oidc).filter((r) => !(r.model === record.model && r.id === record.id));
        d.oidc.push(structuredClone(record));
      }),

    find: (model, id) => db.read((d) => live(d.oidc.find((r) => r.model === model && r.id === id))),

    findBy: (model, key, value) =>
      db.read((d) => live(d.oidc.find((r) => r.model === model && r[key] === value))),

    destroy: (model, id) =>
      db.update((d) => {
        d.oidc = d.oidc.filter((r) => !(r.model === model && r.id === id));
      }),

    revokeByGrantId: (grantId) =>
      db.update((d) => {
        d.oidc = d.oidc.filter((r) => r.grantId !== grantId);
      }),

    consume: (model, id) =>
      db.update((d) => {
        const record = d.oidc.find((r) => r.model === model && r.id === id);
        // oidc-provider's adapter contract: `consumed` holds the epoch seconds of consumption.
        if (record) record.payload = { ...record.payload, consumed: Math.floor(Date.now() / 1000) };
      }),
  };
}

import { randomBytes } from 'node:crypto';
import type { JsonDatabase } from '../jsonDatabase.js';
import { nowIso } from '../ids.js';
import type { CustomDomainRecord, Storage } from '../types.js';

const copy = (r: CustomDomainRecord): CustomDomainRecord => structuredClone(r);

/** A new claim's TXT value: 24 random bytes, so nobody can guess another claim's record. */
export const newDomainToken = (): string => randomBytes(24).toString('base64url');

/** `changed` announces the portfolio whose domain now serves differently (caches drop it). */
export function domainsRepo(db: JsonDatabase, changed: (portfolioId: string) => void): Storage['domains'] {
  const announce = <T>(portfolioId: string, result: T): T => {
    changed(portfolioId);
    return result;
  };
  return {
    claim: ({ portfolioId, ownerId, domain }) =>
      db.update((d) => {
        const own = d.domains.find((x) => x.portfolioId === portfolioId);
        if (own && own.domain === domain) return { ok: true, record: copy(own) };
        if (own) return { ok: false, reason: 'portfolio_has_domain', record: copy(own) };
        if (d.domains.some((x) => x.domain === domain && x.verifiedAt)) {
          return { ok: false, reason: 'domain_taken' };
        }
        const record: CustomDomainRecord = {
          portfolioId,
          ownerId,
          domain,
          token: newDomainToken(),
          createdAt: nowIso(),
          verifiedAt: null,
          checkedAt: null,
        };
        d.domains.push(record);
        return { ok: true, record: copy(record) };
      }),

    getByPortfolio: (portfolioId) =>
      db.read((d) => {
        const found = d.domains.find((x) => x.portfolioId === portfolioId);
        return found ? copy(found) : null;
      }),

    getVerified: (domain) =>
      db.read((d) => {
        const found = d.domains.find((x) => x.domain === domain && x.verifiedAt);
        return found ? copy(found) : null;
      }),

    markVerified: async (portfolioId, domain) => {
      const result = await db.update((d) => {
        const own = d.domains.find((x) => x.portfolioId === portfolioId && x.domain === domain);
        if (!own) return { ok: false as const, reason: 'not_found' as const };
        if (d.domains.some((x) => x !== own && x.domain === domain && x.verifiedAt))
          return { ok: false as const, reason: 'domain_taken' as const };
        const now = nowIso();
        own.verifiedAt ??= now;
        own.checkedAt = now;
        return { ok: true as const, record: copy(own) };
      });
      return result.ok ? announce(portfolioId, result) : result;
    },

    recordCheck: async (portfolioId, token, found) => {
      const record = await db.update((d) => {
        const own = d.domains.find((x) => x.portfolioId === portfolioId && x.token === token && x.verifiedAt);
        if (!own) return null;
        if (found) own.checkedAt = nowIso();
        else own.verifiedAt = null;
        return copy(own);
      });
      return record ? announce(portfolioId, record) : null;
    },

    remove: async (portfolioId) => {
      const removed = await db.update((d) => {
        const before = d.domains.length;
        d.domains = d.domains.filter((x) => x.portfolioId !== portfolioId);
        return d.domains.length < before;
      });
      return removed ? announce(portfolioId, removed) : removed;
    },
  };
}

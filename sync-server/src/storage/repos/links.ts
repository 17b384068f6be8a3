import { randomBytes } from 'node:crypto';
import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { PrivateLinkRecord, Storage } from '../types.js';

/** Visitor hashes kept per link: enough to count distinct openers of one application's link. */
const MAX_HASHES = 1000;
/** A known visitor re-opening the link moves "last opened" at most this often (one write a minute). */
const LAST_OPEN_STEP_MS = 60_000;

// Links stored before tailoring existed have no such field.
const copy = (l: PrivateLinkRecord): PrivateLinkRecord => ({
  ...structuredClone(l),
  tailoring: l.tailoring ?? null,
});

export function linksRepo(db: JsonDatabase): Storage['links'] {
  return {
    create: (input) =>
      db.update((d) => {
        const link: PrivateLinkRecord = {
          ...structuredClone(input),
          id: newId(),
          token: randomBytes(32).toString('base64url'),
          createdAt: nowIso(),
          revokedAt: null,
          firstOpenedAt: null,
          lastOpenedAt: null,
          visitors: 0,
          unfurls: 0,
          visitorHashes: [],
          openSeen: false,
          tailoring: null,
        };
        d.links.push(link);
        return copy(link);
      }),

    listByPortfolio: (portfolioId) =>
      db.read((d) =>
        d.links
          .filter((l) => l.portfolioId === portfolioId && !l.revokedAt)
          .map(copy)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      ),

    listUnseenOpens: (ownerId) =>
      db.read((d) =>
        d.links
          .filter((l) => l.ownerId === ownerId && l.firstOpenedAt && !l.openSeen && !l.revokedAt)
          .map(copy),
      ),

    markOpenSeen: (ownerId, ids) =>
      db.update((d) => {
        let n = 0;
        for (const l of d.links)
          if (l.ownerId === ownerId && ids.includes(l.id) && l.firstOpenedAt && !l.openSeen) {
            l.openSeen = true;
            n++;
          }
        return n;
      }),

    getByToken: (token) =>
      db.read((d) => {
        const found = d.links.find((l) => l.token === token);
        return found ? copy(found) : null;
      }),

    revoke: (id, portfolioId, ownerId) =>
      db.update((d) => {
        const link = d.links.find(
          (l) => l.id === id && l.portfolioId === portfolioId && l.ownerId === ownerId && !l.revokedAt,
        );
        if (!link) return false;
        link.revokedAt = nowIso();
        // A tombstone needs no visitor data.
        link.visitorHashes = [];
        return true;
      }),

    setTailoring: (id, portfolioId, ownerId, tailoring) =>
      db.update((d) => {
        const link = d.links.find(
          (l) => l.id === id && l.portfolioId === portfolioId && l.ownerId === ownerId && !l.revokedAt,
        );
        if (!link) return null;
        link.tailoring = structuredClone(tailoring);
        return copy(link);
      }),

    async recordOpen(id, open) {
      // Most opens change nothing worth a write of the whole file: check before updating.
      const now = Date.now();
      const unchanged = await db.read((d) => {
        const link = d.links.find((l) => l.id === id);
        if (!link || link.revokedAt) return true;
        if (open.kind === 'unfurl') return false;
        const last = link.lastOpenedAt ? Date.parse(link.lastOpenedAt) : 0;
        return link.visitorHashes.includes(open.visitorHash) && now - last < LAST_OPEN_STEP_MS;
      });
      if (unchanged) return false;
      return db.update((d) => {
        const link = d.links.find((l) => l.id === id);
        if (!link || link.revokedAt) return false;
        if (open.kind === 'unfurl') {
          link.unfurls += 1;
          return false;
        }
        const at = nowIso();
        const first = link.firstOpenedAt === null;
        link.firstOpenedAt ??= at;
        link.lastOpenedAt = at;
        if (!link.visitorHashes.includes(open.visitorHash)) {
          link.visitors += 1;
          link.visitorHashes = [...link.visitorHashes, open.visitorHash].slice(-MAX_HASHES);
        }
        return first;
      });
    },

    forgetOpensBefore: (before) =>
      db.update((d) => {
        let n = 0;
        for (const l of d.links)
          if (l.lastOpenedAt !== null && l.lastOpenedAt < before) {
            Object.assign(l, { firstOpenedAt: null, lastOpenedAt: null, visitors: 0, unfurls: 0 });
            l.visitorHashes = [];
            n++;
          }
        return n;
      }),
  };
}

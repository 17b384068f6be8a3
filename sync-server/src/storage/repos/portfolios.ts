import type { FileStore } from '../fileStore.js';
import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import { keepNewest } from '../bounded.js';
import {
  DELETED_KEPT_PER_OWNER,
  SLUGS_HELD_PER_PORTFOLIO,
  WRITES_KEPT_PER_OWNER,
  type ClaimSlugResult,
  type CreatePortfolioResult,
  type PortfolioRecord,
  type Storage,
  type UpdatePortfolioResult,
} from '../types.js';

const copy = (p: PortfolioRecord): PortfolioRecord => structuredClone(p);

/** `changed` tells this process's caches (published pages) that a portfolio changed or went. */
export function portfoliosRepo(
  db: JsonDatabase,
  files: FileStore,
  changed: (id: string) => void,
): Storage['portfolios'] {
  return {
    create: async (input, limit) => {
      const result = await db.update((d): CreatePortfolioResult => {
        const own = d.portfolios.filter((p) => p.ownerId === input.ownerId);
        if (input.clientId !== null) {
          const retry = own.find((p) => p.clientId === input.clientId);
          if (retry) return { ok: true, portfolio: copy(retry), created: false };
          const deleted = d.deletedPortfolios.some(
            (x) => x.ownerId === input.ownerId && x.clientId === input.clientId,
          );
          if (deleted) return { ok: false, reason: 'deleted' };
        }
        if (limit !== null && own.length >= limit) return { ok: false, reason: 'plan_limit_reached', limit };
        const now = nowIso();
        const portfolio: PortfolioRecord = {
          ...structuredClone(input),
          id: newId(),
          views: 0,
          shares: 0,
          downloads: 0,
          revision: 1,
          createdAt: now,
          updatedAt: now,
          slug: null,
        };
        d.portfolios.push(portfolio);
        return { ok: true, portfolio: copy(portfolio), created: true };
      });
      // What lists portfolios (the sitemap) is rebuilt on a notice; readers of one id ignore it.
      if (result.ok && result.created && result.portfolio.published) changed(result.portfolio.id);
      return result;
    },

    get: (id) =>
      db.read((d) => {
        const found = d.portfolios.find((p) => p.id === id);
        return found ? copy(found) : null;
      }),

    listByOwner: (ownerId) =>
      db.read((d) =>
        d.portfolios
          .filter((p) => p.ownerId === ownerId)
          .map(copy)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
      ),

    listIndexable: (limit) =>
      db.read((d) =>
        d.portfolios
          .filter((p) => p.published && !p.settings.noindex)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
          .slice(0, limit)
          .map((p) => ({
            id: p.id,
            templateId: p.templateId,
            slug: p.slug,
            updatedAt: p.updatedAt,
            translated: (p.settings.translations?.length ?? 0) > 0,
          })),
      ),

    findBySlug: (slug) =>
      db.read((d) => {
        const held = d.slugs.find((s) => s.slug === slug.toLowerCase());
        const found = held && d.portfolios.find((p) => p.id === held.portfolioId);
        return found ? copy(found) : null;
      }),

    listWithoutSlug: (limit) =>
      db.read((d) =>
        d.portfolios
          .filter((p) => p.slug === null)
          .slice(0, limit)
          .map(copy),
      ),

    async claimSlug(id, ownerId, candidates, options = {}) {
      const result = await db.update((d): ClaimSlugResult => {
        const portfolio = d.portfolios.find(
          (p) => p.id === id && (ownerId === null || p.ownerId === ownerId),
        );
        if (!portfolio) return { ok: false, reason: 'not_found' };
        if (options.onlyIfNone && portfolio.slug !== null) return { ok: false, reason: 'taken' };
        const slug = candidates
          .map((c) => c.toLowerCase())
          .find((c) => d.slugs.every((s) => s.slug !== c || s.portfolioId === id));
        if (slug === undefined) return { ok: false, reason: 'taken' };
        const at = nowIso();
        const held = d.slugs.find((s) => s.slug === slug);
        if (held) held.at = at;
        else d.slugs.push({ slug, portfolioId: id, at });
        // The oldest previous addresses are let go beyond the bound (the current one is the newest).
        const own = d.slugs.filter((s) => s.portfolioId === id).sort((a, b) => b.at.localeCompare(a.at));
        const letGo = new Set(own.slice(SLUGS_HELD_PER_PORTFOLIO).map((s) => s.slug));
        if (letGo.size) d.slugs = d.slugs.filter((s) => !letGo.has(s.slug));
        portfolio.slug = slug;
        return { ok: true, portfolio: copy(portfolio) };
      });
      if (result.ok) changed(id);
      return result;
    },

    async update(id, ownerId, baseRevision, patch, writeKey) {
      const result = await db.update((d): UpdatePortfolioResult => {
        const portfolio = d.portfolios.find((p) => p.id === id && p.ownerId === ownerId);
        if (!portfolio) {
          const deleted = d.deletedPortfolios.some((x) => x.id === id && x.ownerId === ownerId);
          return { ok: false, reason: deleted ? 'deleted' : 'not_found' };
        }
        if (writeKey) {
          const done = d.idempotentWrites.find((w) => w.ownerId === ownerId && w.key === writeKey.key);
          if (done && (done.portfolioId !== id || done.fingerprint !== writeKey.fingerprint))
            return { ok: false, reason: 'key_reused' };
          if (done) return { ok: true, portfolio: copy(portfolio), replayed: true };
        }
        if (portfolio.revision !== baseRevision)
          return { ok: false, reason: 'conflict', current: copy(portfolio) };
        const { title, templateId, theme, resume, settings, published } = structuredClone(patch);
        if (title !== undefined) portfolio.title = title;
        if (templateId !== undefined) portfolio.templateId = templateId;
        if (theme !== undefined) portfolio.theme = theme;
        if (resume !== undefined) portfolio.resume = resume;
        if (settings !== undefined) portfolio.settings = settings;
        if (published !== undefined) portfolio.published = published;
        portfolio.revision += 1;
        portfolio.updatedAt = nowIso();
        if (writeKey) {
          d.idempotentWrites.push({ ownerId, ...writeKey, portfolioId: id, at: portfolio.updatedAt });
          d.idempotentWrites = keepNewest(d.idempotentWrites, ownerId, WRITES_KEPT_PER_OWNER);
        }
        return { ok: true, portfolio: copy(portfolio) };
      });
      if (result.ok) changed(id);
      return result;
    },

    async delete(id, ownerId) {
      const removed = await db.update((d) => {
        const portfolio = d.portfolios.find((p) => p.id === id && p.ownerId === ownerId);
        if (!portfolio) return null;
        d.portfolios = d.portfolios.filter((p) => p.id !== id);
        d.slugs = d.slugs.filter((s) => s.portfolioId !== id);
        d.deletedPortfolios.push({ id, ownerId, clientId: portfolio.clientId, deletedAt: nowIso() });
        d.deletedPortfolios = keepNewest(d.deletedPortfolios, ownerId, DELETED_KEPT_PER_OWNER);
        d.messages = d.messages.filter((m) => m.portfolioId !== id);
        d.dailyStats = d.dailyStats.filter((s) => s.portfolioId !== id);
        d.dailyReferrers = d.dailyReferrers.filter((r) => r.portfolioId !== id);
        // The uploaded resume (and its PDF) goes too once no other portfolio is made from it.
        const resumeId = portfolio.resumeId;
        if (resumeId === null || d.portfolios.some((p) => p.resumeId === resumeId)) return { fileId: null };
        const resume = d.resumes.find((r) => r.id === resumeId);
        d.resumes = d.resumes.filter((r) => r.id !== resumeId);
        return { fileId: resume?.fileId ?? null };
      });
      if (!removed) return false;
      changed(id);
      // After the record: a crash in between leaves an orphan file that the next start sweeps.
      if (removed.fileId) await files.remove(removed.fileId);
      return true;
    },
  };
}

import type { FileStore } from '../fileStore.js';
import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { Storage, UserRecord } from '../types.js';

const copy = (u: UserRecord | undefined): UserRecord | null => (u ? structuredClone(u) : null);

export function usersRepo(
  db: JsonDatabase,
  files: FileStore,
  versions: Pick<Storage['versions'], 'removeAll'>,
): Storage['users'] {
  return {
    get: (id) => db.read((d) => copy(d.users.find((u) => u.id === id))),

    findByEmail: (email) => {
      const wanted = email.trim().toLowerCase();
      return db.read((d) => copy(d.users.find((u) => u.email.toLowerCase() === wanted)));
    },

    upsertBySubject: ({ subject, provider, name, email }) =>
      db.update((d) => {
        const existing = d.users.find((u) => u.subject === subject);
        if (existing) {
          existing.name = name;
          existing.email = email;
          return structuredClone(existing);
        }
        const user: UserRecord = {
          id: newId(),
          subject,
          provider,
          name,
          email,
          plan: 'free',
          createdAt: nowIso(),
        };
        d.users.push(user);
        return structuredClone(user);
      }),

    async delete(id) {
      const removed = await db.update((d) => {
        if (!d.users.some((u) => u.id === id)) return null;
        const portfolios = new Set(d.portfolios.filter((p) => p.ownerId === id).map((p) => p.id));
        const owned = d.resumes.filter((r) => r.ownerId === id);
        d.users = d.users.filter((u) => u.id !== id);
        d.portfolios = d.portfolios.filter((p) => p.ownerId !== id);
        d.resumes = d.resumes.filter((r) => r.ownerId !== id);
        d.messages = d.messages.filter((m) => m.ownerId !== id && !portfolios.has(m.portfolioId));
        d.dailyStats = d.dailyStats.filter((s) => !portfolios.has(s.portfolioId));
        d.deletedPortfolios = d.deletedPortfolios.filter((x) => x.ownerId !== id);
        d.idempotentWrites = d.idempotentWrites.filter((w) => w.ownerId !== id);
        d.links = d.links.filter((l) => l.ownerId !== id && !portfolios.has(l.portfolioId));
        // Sessions, grants and tokens of the account: signing in again starts a new, empty account.
        d.oidc = d.oidc.filter((r) => r.payload.accountId !== id);
        return {
          fileIds: owned.map((r) => r.fileId).filter((f): f is string => f !== null),
          portfolioIds: [...portfolios],
        };
      });
      if (removed === null) return false;
      // After the records: a crash in between leaves orphans that no record names (files are swept at start).
      for (const fileId of removed.fileIds) await files.remove(fileId);
      for (const portfolioId of removed.portfolioIds) await versions.removeAll(portfolioId);
      return true;
    },

    setPlan: (id, plan) =>
      db.update((d) => {
        const user = d.users.find((u) => u.id === id);
        if (!user) return null;
        user.plan = plan;
        return structuredClone(user);
      }),
  };
}

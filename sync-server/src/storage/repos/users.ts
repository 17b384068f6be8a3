import type { FileStore } from '../fileStore.js';
import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { DbData } from '../dbSchema.js';
import type { EmailClaim, NewUser, Storage, UserRecord } from '../types.js';

const RESERVE_AGAINST_ALL: EmailClaim = { reserve: true, unvouchedProviders: [] };
const copy = (u: UserRecord | undefined): UserRecord | null => (u ? structuredClone(u) : null);

export function usersRepo(
  db: JsonDatabase,
  files: FileStore,
  versions: Pick<Storage['versions'], 'removeAll'>,
): Storage['users'] {
  return {
    get: (id) => db.read((d) => copy(d.users.find((u) => u.id === id))),

    findByEmail: (email, skipProviders = []) => {
      const wanted = email.trim().toLowerCase();
      return db.read((d) =>
        copy(d.users.find((u) => u.email.toLowerCase() === wanted && !skipProviders.includes(u.provider))),
      );
    },

    upsertBySubject: ({ subject, provider, name, email }) =>
      db.update((d) => {
        const existing = d.users.find((u) => u.subject === subject);
        if (existing) {
          existing.name = name;
          existing.email = email;
          return structuredClone(existing);
        }
        const user = newUser({ subject, provider, name, email });
        d.users.push(user);
        return structuredClone(user);
      }),

    findBySubject: (subject) => db.read((d) => copy(d.users.find((u) => u.subject === subject))),

    create: ({ subject, provider, name, email, passkeys }, claim = RESERVE_AGAINST_ALL) =>
      db.update((d) => {
        const wanted = email.trim().toLowerCase();
        const holds = (u: UserRecord) =>
          claim.reserve && u.email.toLowerCase() === wanted && !claim.unvouchedProviders.includes(u.provider);
        const taken = d.users.some(
          (u) => u.subject === subject || holds(u) || (passkeys ?? []).some((p) => passkeyOwner(d, p.id)),
        );
        if (taken) return null;
        const user = newUser({ subject, provider, name, email });
        if (passkeys?.length) user.passkeys = structuredClone(passkeys);
        d.users.push(user);
        return structuredClone(user);
      }),

    findByPasskey: (credentialId) => db.read((d) => copy(passkeyOwner(d, credentialId))),

    addPasskey: (userId, passkey) =>
      db.update((d) => {
        const user = d.users.find((u) => u.id === userId);
        if (!user || passkeyOwner(d, passkey.id)) return null;
        user.passkeys = [...(user.passkeys ?? []), structuredClone(passkey)];
        return structuredClone(user);
      }),

    recordPasskeyUse: (userId, credentialId, counter) =>
      db.update((d) => {
        const passkey = d.users.find((u) => u.id === userId)?.passkeys?.find((p) => p.id === credentialId);
        if (!passkey) return;
        passkey.counter = counter;
        passkey.lastUsedAt = nowIso();
      }),

    async delete(id) {
      const removed = await db.update((d) => {
        if (!d.users.some((u) => u.id === id)) return null;
        const portfolios = new Set(d.portfolios.filter((p) => p.ownerId === id).map((p) => p.id));
        const owned = d.resumes.filter((r) => r.ownerId === id);
        d.users = d.users.filter((u) => u.id !== id);
        d.portfolios = d.portfolios.filter((p) => p.ownerId !== id);
        d.slugs = d.slugs.filter((s) => !portfolios.has(s.portfolioId));
        d.resumes = d.resumes.filter((r) => r.ownerId !== id);
        d.messages = d.messages.filter((m) => m.ownerId !== id && !portfolios.has(m.portfolioId));
        d.dailyStats = d.dailyStats.filter((s) => !portfolios.has(s.portfolioId));
        d.dailyReferrers = d.dailyReferrers.filter((r) => !portfolios.has(r.portfolioId));
        d.deletedPortfolios = d.deletedPortfolios.filter((x) => x.ownerId !== id);
        d.idempotentWrites = d.idempotentWrites.filter((w) => w.ownerId !== id);
        d.links = d.links.filter((l) => l.ownerId !== id && !portfolios.has(l.portfolioId));
        d.domains = d.domains.filter((x) => x.ownerId !== id && !portfolios.has(x.portfolioId));
        d.applications = d.applications.filter((a) => a.ownerId !== id);
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

function passkeyOwner(d: DbData, credentialId: string): UserRecord | undefined {
  return d.users.find((u) => u.passkeys?.some((p) => p.id === credentialId));
}

function newUser(input: NewUser): UserRecord {
  return { id: newId(), ...input, plan: 'free', createdAt: nowIso() };
}

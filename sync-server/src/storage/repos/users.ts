import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { DbData } from '../dbSchema.js';
import type { NewUser, Storage, UserRecord } from '../types.js';

const copy = (u: UserRecord | undefined): UserRecord | null => (u ? structuredClone(u) : null);

export function usersRepo(db: JsonDatabase): Storage['users'] {
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
        const user = newUser({ subject, provider, name, email });
        d.users.push(user);
        return structuredClone(user);
      }),

    findBySubject: (subject) => db.read((d) => copy(d.users.find((u) => u.subject === subject))),

    create: ({ subject, provider, name, email, passkeys }) =>
      db.update((d) => {
        const wanted = email.trim().toLowerCase();
        const taken = d.users.some(
          (u) =>
            u.subject === subject ||
            u.email.toLowerCase() === wanted ||
            (passkeys ?? []).some((p) => passkeyOwner(d, p.id)),
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

import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { Storage, UserRecord } from '../types.js';

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

    setPlan: (id, plan) =>
      db.update((d) => {
        const user = d.users.find((u) => u.id === id);
        if (!user) return null;
        user.plan = plan;
        return structuredClone(user);
      }),
  };
}

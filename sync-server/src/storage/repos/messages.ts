import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { MessageRecord, Storage } from '../types.js';

export function messagesRepo(db: JsonDatabase): Storage['messages'] {
  return {
    create: (input) =>
      db.update((d) => {
        const message: MessageRecord = {
          ...structuredClone(input),
          id: newId(),
          read: false,
          createdAt: nowIso(),
        };
        d.messages.push(message);
        return structuredClone(message);
      }),

    listByOwner: (ownerId) =>
      db.read((d) =>
        d.messages
          .filter((m) => m.ownerId === ownerId)
          .map((m) => structuredClone(m))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      ),

    setRead: (id, ownerId, read) =>
      db.update((d) => {
        const message = d.messages.find((m) => m.id === id && m.ownerId === ownerId);
        if (!message) return null;
        message.read = read;
        return structuredClone(message);
      }),

    delete: (id, ownerId) =>
      db.update((d) => {
        const before = d.messages.length;
        d.messages = d.messages.filter((m) => !(m.id === id && m.ownerId === ownerId));
        return d.messages.length < before;
      }),
  };
}

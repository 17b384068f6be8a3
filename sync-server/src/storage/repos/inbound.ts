import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { InboundContactRecord, Storage } from '../types.js';

export function inboundRepo(db: JsonDatabase): Storage['inbound'] {
  return {
    create: (input) =>
      db.update((d) => {
        const record: InboundContactRecord = {
          ...structuredClone(input),
          id: newId(),
          handled: false,
          createdAt: nowIso(),
        };
        d.inbound.push(record);
        return structuredClone(record);
      }),
    count: (kind) => db.read((d) => d.inbound.filter((r) => r.kind === kind).length),
    list: (kind, page) =>
      db.read((d) => {
        // Records are appended as they arrive: reversed, then a stable sort by time keeps the later
        // of two from the same millisecond first, as PostgreSQL's order by arrival does.
        const newest = d.inbound
          .filter((r) => r.kind === kind)
          .reverse()
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        const chosen = page ? newest.slice(page.offset, page.offset + page.limit) : newest;
        return { records: chosen.map((r) => structuredClone(r)), total: newest.length };
      }),
    setHandled: (id, handled) =>
      db.update((d) => {
        const record = d.inbound.find((r) => r.id === id);
        if (!record) return null;
        record.handled = handled;
        return structuredClone(record);
      }),
    delete: (id) =>
      db.update((d) => {
        const before = d.inbound.length;
        d.inbound = d.inbound.filter((r) => r.id !== id);
        return d.inbound.length < before;
      }),
  };
}

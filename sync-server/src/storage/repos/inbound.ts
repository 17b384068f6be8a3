import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { InboundContactRecord, Storage } from '../types.js';

export function inboundRepo(db: JsonDatabase): Storage['inbound'] {
  return {
    create: (input) =>
      db.update((d) => {
        const record: InboundContactRecord = { ...structuredClone(input), id: newId(), createdAt: nowIso() };
        d.inbound.push(record);
        return structuredClone(record);
      }),
    count: (kind) => db.read((d) => d.inbound.filter((r) => r.kind === kind).length),
  };
}

import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import {
  APPLICATION_TOMBSTONES_KEPT,
  type ApplicationRecord,
  type CreateApplicationResult,
  type Storage,
  type UpdateApplicationResult,
} from '../types.js';
import { emptyApplicationContent } from '@folio/shared';

const copy = (a: ApplicationRecord): ApplicationRecord => structuredClone(a);
const byNewestChange = (a: ApplicationRecord, b: ApplicationRecord) =>
  b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id);

export function applicationsRepo(db: JsonDatabase): Storage['applications'] {
  const live = (d: { applications: ApplicationRecord[] }, id: string, ownerId: string) =>
    d.applications.find((a) => a.id === id && a.ownerId === ownerId && !a.deletedAt);
  return {
    create: (input, limit) =>
      db.update((d): CreateApplicationResult => {
        const own = d.applications.filter((a) => a.ownerId === input.ownerId);
        if (input.clientId !== null) {
          const retry = own.find((a) => a.clientId === input.clientId);
          if (retry?.deletedAt) return { ok: false, reason: 'deleted' };
          if (retry) return { ok: true, application: copy(retry), created: false };
        }
        if (own.filter((a) => !a.deletedAt).length >= limit)
          return { ok: false, reason: 'limit_reached', limit };
        const now = nowIso();
        const application: ApplicationRecord = {
          ...structuredClone(input),
          id: newId(),
          linkId: null,
          revision: 1,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        };
        d.applications.push(application);
        return { ok: true, application: copy(application), created: true };
      }),

    get: (id, ownerId) =>
      db.read((d) => {
        const found = live(d, id, ownerId);
        return found ? copy(found) : null;
      }),

    listByOwner: (ownerId) =>
      db.read((d) =>
        d.applications
          .filter((a) => a.ownerId === ownerId && !a.deletedAt)
          .map(copy)
          .sort(byNewestChange),
      ),

    getByLink: (linkId) =>
      db.read((d) => {
        const found = d.applications.find((a) => a.linkId === linkId && !a.deletedAt);
        return found ? copy(found) : null;
      }),

    update: (id, ownerId, baseRevision, patch) =>
      db.update((d): UpdateApplicationResult => {
        const found = live(d, id, ownerId);
        if (!found) return { ok: false, reason: 'not_found' };
        if (found.revision !== baseRevision) return { ok: false, reason: 'conflict', current: copy(found) };
        Object.assign(found, structuredClone(patch), { revision: found.revision + 1, updatedAt: nowIso() });
        return { ok: true, application: copy(found) };
      }),

    setLink: (id, ownerId, linkId) =>
      db.update((d) => {
        const found = live(d, id, ownerId);
        if (!found) return null;
        found.linkId = linkId;
        return copy(found);
      }),

    delete: (id, ownerId) =>
      db.update((d) => {
        const found = live(d, id, ownerId);
        if (!found) return null;
        const before = copy(found);
        Object.assign(found, emptyApplicationContent(), { linkId: null, deletedAt: nowIso() });
        // Oldest tombstones go first once the owner has more than are worth remembering.
        const tombstones = d.applications
          .filter((a) => a.ownerId === ownerId && a.deletedAt)
          .sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''));
        const drop = new Set(tombstones.slice(APPLICATION_TOMBSTONES_KEPT));
        if (drop.size) d.applications = d.applications.filter((a) => !drop.has(a));
        return before;
      }),
  };
}

import type { FileStore } from '../fileStore.js';
import type { JsonDatabase } from '../jsonDatabase.js';
import { newId, nowIso } from '../ids.js';
import type { ResumeRecord, Storage } from '../types.js';

export function resumesRepo(db: JsonDatabase, files: FileStore): Storage['resumes'] {
  return {
    async create({ ownerId, data, pdf }) {
      // The file goes first and is removed if the record cannot be written: never half a resume.
      const fileId = pdf ? newId() : null;
      if (fileId && pdf) await files.put(fileId, pdf);
      const record: ResumeRecord = {
        id: newId(),
        ownerId,
        data: structuredClone(data),
        fileId,
        createdAt: nowIso(),
      };
      try {
        await db.update((d) => {
          d.resumes.push(record);
        });
      } catch (error) {
        if (fileId) await files.remove(fileId);
        throw error;
      }
      return structuredClone(record);
    },

    get: (id) =>
      db.read((d) => {
        const found = d.resumes.find((r) => r.id === id);
        return found ? structuredClone(found) : null;
      }),

    latestByOwner: (ownerId) =>
      db.read((d) => {
        // Appended in creation order, so the last match is the newest.
        const found = d.resumes.findLast((r) => r.ownerId === ownerId);
        return found ? structuredClone(found) : null;
      }),
  };
}

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

    listByOwner: (ownerId) =>
      db.read((d) =>
        d.resumes
          .filter((r) => r.ownerId === ownerId)
          .map((r) => structuredClone(r))
          .reverse(),
      ),

    async delete(id, ownerId) {
      const removed = await db.update((d) => {
        const resume = d.resumes.find((r) => r.id === id && r.ownerId === ownerId);
        if (!resume) return null;
        d.resumes = d.resumes.filter((r) => r !== resume);
        // Portfolios keep their own copy of the data; only the link to the original goes.
        for (const p of d.portfolios) if (p.resumeId === id) p.resumeId = null;
        return { fileId: resume.fileId };
      });
      if (!removed) return false;
      // After the record: a crash in between leaves an orphan file that the next start sweeps.
      if (removed.fileId) await files.remove(removed.fileId);
      return true;
    },

    async deleteUnused(createdBefore) {
      const removed = await db.update((d) => {
        const used = new Set(d.portfolios.map((p) => p.resumeId));
        const expired = d.resumes.filter((r) => r.createdAt < createdBefore && !used.has(r.id));
        if (!expired.length) return { count: 0, fileIds: [] };
        const gone = new Set(expired);
        d.resumes = d.resumes.filter((r) => !gone.has(r));
        return { count: expired.length, fileIds: expired.flatMap((r) => (r.fileId ? [r.fileId] : [])) };
      });
      // Uploads are counted, not files: an upload may have no stored PDF.
      for (const fileId of removed.fileIds) await files.remove(fileId);
      return removed.count;
    },
  };
}

import { defaultPortfolioSettings, type ResumeData } from '@folio/shared';
import type { FolioDb } from './database.js';
import { newId, nowIso } from './ids.js';
import type { DraftRecord, DraftReview } from './records.js';
import { restoreAll, restoreDraft } from './restore.js';

/** A new draft from a parse (or an import): privacy settings start at the private defaults. */
export async function createDraft(
  db: FolioDb,
  input: {
    ownerId: string;
    pdfId: string | null;
    fileName: string;
    resume: ResumeData;
    review: DraftReview | null;
  },
): Promise<DraftRecord> {
  const now = nowIso();
  const draft: DraftRecord = {
    id: newId(),
    ownerId: input.ownerId,
    pdfId: input.pdfId,
    fileName: input.fileName,
    resume: input.resume,
    settings: defaultPortfolioSettings(),
    review: input.review,
    createdAt: now,
    updatedAt: now,
  };
  await db.drafts.put(draft);
  return draft;
}

export async function getDraft(db: FolioDb, id: string): Promise<DraftRecord | null> {
  return restoreDraft(await db.drafts.get(id));
}

/** Saves the edited resume and settings (and the review, when given); the rest is kept as stored. */
export async function saveDraft(
  db: FolioDb,
  id: string,
  change: Pick<DraftRecord, 'resume' | 'settings'> & { review?: DraftReview | null },
): Promise<DraftRecord | null> {
  return db.transaction('rw', db.drafts, async () => {
    const current = restoreDraft(await db.drafts.get(id));
    if (!current) return null;
    const next: DraftRecord = {
      ...current,
      resume: change.resume,
      settings: change.settings,
      updatedAt: nowIso(),
    };
    await db.drafts.put(next);
    return next;
  });
}

/** The owner's drafts, most recently edited first. */
export async function listDrafts(db: FolioDb, ownerId: string): Promise<DraftRecord[]> {
  const drafts = restoreAll(await db.drafts.where('ownerId').equals(ownerId).toArray(), restoreDraft);
  return drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function deleteDraft(db: FolioDb, id: string): Promise<void> {
  await db.drafts.delete(id);
}

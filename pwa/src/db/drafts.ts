import { defaultPortfolioSettings, type ResumeData } from '@folio/shared';
import type { FolioDb } from './database.js';
import { editHistoryKey } from './editHistory.js';
import { newId, nowIso } from './ids.js';
import type { DraftRecord, DraftReview } from './records.js';
import { restoreAll, restoreDraft, restorePortfolio } from './restore.js';

/** A new draft from a parse (or an import): privacy settings start at the private defaults. */
export async function createDraft(
  db: FolioDb,
  input: {
    ownerId: string;
    pdfId: string | null;
    pdfHash?: string | null;
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
    pdfHash: input.pdfHash ?? null,
    fileName: input.fileName,
    title: '',
    usedAt: null,
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
  return changeDraft(db, id, (current) => ({
    ...current,
    resume: change.resume,
    settings: change.settings,
    // Lines placed or dismissed stay so after a reload.
    review: change.review === undefined ? current.review : change.review,
    updatedAt: nowIso(),
  }));
}

/** The owner's drafts, most recently edited first. */
export async function listDrafts(db: FolioDb, ownerId: string): Promise<DraftRecord[]> {
  const drafts = restoreAll(await db.drafts.where('ownerId').equals(ownerId).toArray(), restoreDraft);
  return drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** What the dashboard and the editor call a draft: the owner's name for it, else the resume's. */
export function draftTitle(draft: Pick<DraftRecord, 'title' | 'resume' | 'fileName'>): string {
  return draft.title.trim() || draft.resume.personalInfo.name || draft.fileName || 'Untitled resume';
}

/** The owner's draft made from a PDF with these bytes (by their SHA-256), if there is one. */
export async function findDraftByPdfHash(
  db: FolioDb,
  ownerId: string,
  pdfHash: string,
): Promise<DraftRecord | null> {
  const drafts = await listDrafts(db, ownerId);
  return drafts.find((d) => d.pdfHash === pdfHash) ?? null;
}

/** Changes one draft in a transaction; null when it is gone (or `change` says so). */
function changeDraft(
  db: FolioDb,
  id: string,
  change: (current: DraftRecord) => DraftRecord | null,
): Promise<DraftRecord | null> {
  return db.transaction('rw', db.drafts, async () => {
    const current = restoreDraft(await db.drafts.get(id));
    const next = current && change(current);
    if (!next) return null;
    await db.drafts.put(next);
    return next;
  });
}

/** Renames a draft ('' goes back to the resume's name). */
export function renameDraft(db: FolioDb, id: string, title: string): Promise<DraftRecord | null> {
  return changeDraft(db, id, (d) => ({ ...d, title: title.trim().slice(0, 120), updatedAt: nowIso() }));
}

/** Notes that a portfolio was made from the draft: it leaves the list of drafts for good. */
export function markDraftUsed(db: FolioDb, id: string): Promise<DraftRecord | null> {
  return changeDraft(db, id, (d) => (d.usedAt ? null : { ...d, usedAt: nowIso() }));
}

/** The owner chose the draft's PDF again: it is a draft to work on again, listed with the others. */
export function reopenDraft(db: FolioDb, id: string): Promise<DraftRecord | null> {
  return changeDraft(db, id, (d) => ({ ...d, usedAt: null, updatedAt: nowIso() }));
}

/**
 * Deletes a draft with its PDF, unless a portfolio on this device still has to send that PDF to the
 * server (its creation is waiting); then the PDF stays until it is sent.
 */
export async function deleteDraft(db: FolioDb, id: string): Promise<void> {
  await db.transaction('rw', [db.drafts, db.pdfs, db.portfolios, db.editHistory], async () => {
    const draft = restoreDraft(await db.drafts.get(id));
    await db.drafts.delete(id);
    await db.editHistory.delete(editHistoryKey('draft', id));
    if (!draft?.pdfId) return;
    const waiting = restoreAll(
      await db.portfolios.where('ownerId').equals(draft.ownerId).toArray(),
      restorePortfolio,
    ).some((p) => p.pdfId === draft.pdfId && p.resumeId === null && p.serverId === null);
    if (!waiting) await db.pdfs.delete(draft.pdfId);
  });
}

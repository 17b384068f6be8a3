import type { ParseOutcome } from '@folio/shared/parser';
import {
  createDraft,
  findDraftByPdfHash,
  getDb,
  reopenDraft,
  savePdf,
  type DraftRecord,
} from '../../db/index.js';
import { requestPersistentStorage } from '../../sync/index.js';
import { rememberDraft } from '../editor/source.js';

/**
 * Keeps a successful parse on this device: the original PDF and a new draft with the resume, where
 * each field came from and the lines that could not be placed. Works offline; nothing is sent.
 */
export async function saveParsedResume(
  ownerId: string,
  file: File,
  outcome: ParseOutcome,
  pdfHash: string | null,
): Promise<DraftRecord> {
  const db = getDb();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const pdf = await savePdf(db, { ownerId, name: file.name, bytes });
  const draft = await createDraft(db, {
    ownerId,
    pdfId: pdf.id,
    pdfHash,
    fileName: file.name,
    resume: outcome.resume,
    review: { provenance: outcome.provenance, unplaced: outcome.unplaced, meta: outcome.meta },
  });
  await rememberDraft(draft);
  // Drafts made offline live only here: ask the browser not to evict them.
  void requestPersistentStorage();
  return draft;
}

/** SHA-256 of the file's bytes (hex), or null where the browser offers no digest (plain http). */
export async function fileSha256(file: File): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The owner's draft of the very same PDF, when there is one: it is opened instead of a second copy
 * (and listed with the drafts again if a portfolio had been made from it).
 */
export async function existingDraftFor(ownerId: string, pdfHash: string | null): Promise<DraftRecord | null> {
  if (!pdfHash) return null;
  const db = getDb();
  const found = await findDraftByPdfHash(db, ownerId, pdfHash);
  if (!found) return null;
  const draft = (await reopenDraft(db, found.id)) ?? found;
  await rememberDraft(draft);
  return draft;
}

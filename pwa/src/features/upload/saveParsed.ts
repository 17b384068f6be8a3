import type { ParseOutcome } from '@folio/shared/parser';
import {
  createDraft,
  findDraftByPdfHash,
  getDb,
  listPortfolios,
  type LocalPortfolioRecord,
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
  pdf: ChosenPdf,
  outcome: ParseOutcome,
): Promise<DraftRecord> {
  const db = getDb();
  const saved = await savePdf(db, { ownerId, name: pdf.name, bytes: pdf.bytes });
  const draft = await createDraft(db, {
    ownerId,
    pdfId: saved.id,
    pdfHash: pdf.sha256,
    fileName: pdf.name,
    resume: outcome.resume,
    review: { provenance: outcome.provenance, unplaced: outcome.unplaced, meta: outcome.meta },
  });
  await rememberDraft(draft);
  // Drafts made offline live only here: ask the browser not to evict them.
  void requestPersistentStorage();
  return draft;
}

/** A chosen PDF read into memory once: what the hash, the parse and the saved copy all use. */
export interface ChosenPdf {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** SHA-256 of the bytes (hex), or null where the browser offers no digest (plain http). */
  sha256: string | null;
}

export async function readChosenPdf(file: File): Promise<ChosenPdf> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!globalThis.crypto?.subtle) return { name: file.name, bytes, sha256: null };
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const sha256 = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return { name: file.name, bytes, sha256 };
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

/**
 * The portfolio already made on this device from the very same PDF, if any: choosing the PDF again
 * offers to open it rather than make a second portfolio of the same name (issue 22).
 */
export async function portfolioMadeFrom(
  ownerId: string,
  pdfHash: string | null,
): Promise<LocalPortfolioRecord | null> {
  if (!pdfHash) return null;
  const db = getDb();
  const draft = await findDraftByPdfHash(db, ownerId, pdfHash);
  if (!draft?.usedAt) return null;
  const portfolios = await listPortfolios(db, ownerId);
  return portfolios.find((p) => p.draftId === draft.id) ?? null;
}

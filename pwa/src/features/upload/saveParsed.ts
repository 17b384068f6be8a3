import type { ParseOutcome } from '@folio/shared/parser';
import { createDraft, getDb, savePdf, type DraftRecord } from '../../db/index.js';
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
): Promise<DraftRecord> {
  const db = getDb();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const pdf = await savePdf(db, { ownerId, name: file.name, bytes });
  const draft = await createDraft(db, {
    ownerId,
    pdfId: pdf.id,
    fileName: file.name,
    resume: outcome.resume,
    review: { provenance: outcome.provenance, unplaced: outcome.unplaced, meta: outcome.meta },
  });
  await rememberDraft(draft);
  // Drafts made offline live only here: ask the browser not to evict them.
  void requestPersistentStorage();
  return draft;
}

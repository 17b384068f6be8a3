import { createDraft, getDb, type DraftRecord } from '../db/index.js';
import { rememberDraft } from '../features/editor/source.js';
import { requestPersistentStorage } from '../sync/index.js';
import type { ImportedFile } from './importFile.js';

/** Keeps each imported resume as a draft on this device; resolves with the first one (to open). */
export async function saveImported(
  ownerId: string,
  fileName: string,
  imported: ImportedFile,
): Promise<DraftRecord> {
  const db = getDb();
  const drafts: DraftRecord[] = [];
  for (const resume of imported.resumes) {
    drafts.push(await createDraft(db, { ownerId, pdfId: null, fileName, resume, review: null }));
  }
  const first = drafts[0];
  if (!first) throw new Error('No resume was found in this file.');
  await rememberDraft(first);
  void requestPersistentStorage();
  return first;
}

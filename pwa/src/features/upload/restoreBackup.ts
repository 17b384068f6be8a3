import { MAX_UPLOAD_BYTES } from '@folio/shared';
import { fromJsonResume } from '@folio/shared/resume/jsonResume.js';
import { createDraft, getDb, type DraftRecord } from '../../db/index.js';
import { rememberDraft } from '../editor/source.js';

/**
 * Restores drafts from a backup (ours: a list of JSON Resume documents) or any single JSON Resume
 * file. Every document is untrusted and goes through fromJsonResume → restoreResume; ones that are
 * not resumes are skipped. Resolves with the drafts made, newest last.
 */
export async function restoreBackup(ownerId: string, file: File): Promise<DraftRecord[]> {
  if (file.size > MAX_UPLOAD_BYTES) throw new Error('File size must be less than 5MB');
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new Error('This file is not JSON. Choose a backup made by Folio or a JSON Resume file.');
  }
  const documents = Array.isArray(parsed) ? parsed : [parsed];
  const drafts: DraftRecord[] = [];
  for (const doc of documents.slice(0, 100)) {
    let resume;
    try {
      resume = fromJsonResume(doc);
    } catch {
      continue;
    }
    drafts.push(
      await createDraft(getDb(), { ownerId, pdfId: null, fileName: file.name, resume, review: null }),
    );
  }
  if (drafts.length === 0) throw new Error('No resume was found in this file.');
  const last = drafts[drafts.length - 1];
  if (last) await rememberDraft(last);
  return drafts;
}

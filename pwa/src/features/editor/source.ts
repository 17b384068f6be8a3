import { restoreResume, type ResumeData } from '@folio/shared';
import {
  createDraft,
  getChoice,
  getDb,
  getDraft,
  setChoice,
  type DraftRecord,
  type LocalPortfolioRecord,
} from '../../db/index.js';
import { readSessionJson, writeSession } from '../../settings/index.js';
import { findOrFetchPortfolio } from '../../sync/index.js';

/** What the editor and the template chooser work on: a draft, or a portfolio that already exists. */
export type ResumeSource =
  { kind: 'draft'; draft: DraftRecord } | { kind: 'portfolio'; portfolio: LocalPortfolioRecord };

/**
 * Finds the resume to work on: `?portfolio=` or `?draft=` when given, else the draft the person was
 * last working on, else the spec's `parsedResumeData` in session storage (kept for compatibility),
 * imported as a draft. Null when there is nothing: the caller sends the person to /upload.
 */
export async function loadResumeSource(
  ownerId: string,
  params: { draft: string | null; portfolio: string | null },
): Promise<ResumeSource | null> {
  const db = getDb();
  if (params.portfolio) {
    const portfolio = await findOrFetchPortfolio(ownerId, params.portfolio);
    return portfolio ? { kind: 'portfolio', portfolio } : null;
  }
  const draftId = params.draft ?? (await getChoice(db, ownerId, 'currentDraft'));
  if (draftId) {
    const draft = await getDraft(db, draftId);
    if (draft && draft.ownerId === ownerId) return { kind: 'draft', draft };
    if (params.draft) return null;
  }
  const legacy = readSessionJson('parsedResumeData');
  if (legacy === null) return null;
  let resume: ResumeData;
  try {
    resume = restoreResume(legacy);
  } catch {
    return null;
  }
  const draft = await createDraft(db, { ownerId, pdfId: null, fileName: '', resume, review: null });
  await setChoice(db, ownerId, 'currentDraft', draft.id);
  return { kind: 'draft', draft };
}

/** Remembers the draft being worked on, here and in the spec's session key. */
export async function rememberDraft(draft: DraftRecord): Promise<void> {
  await setChoice(getDb(), draft.ownerId, 'currentDraft', draft.id);
  writeSession('parsedResumeData', JSON.stringify(draft.resume));
}

export function sourceResume(source: ResumeSource): ResumeData {
  return source.kind === 'draft' ? source.draft.resume : source.portfolio.resume;
}

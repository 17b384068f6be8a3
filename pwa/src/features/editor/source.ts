import { restoreResume, type ResumeData } from '@folio/shared';
import {
  adoptGuestWork,
  createDraft,
  deleteDraft,
  getChoice,
  getDb,
  getDraft,
  getPortfolioDraft,
  GUEST_OWNER_ID,
  setChoice,
  type DraftRecord,
  type LocalPortfolioRecord,
  type PortfolioDraftRecord,
} from '../../db/index.js';
import { readSessionJson, writeSession } from '../../settings/index.js';
import { findOrFetchPortfolio } from '../../sync/index.js';

/** What the editor and the template chooser work on: a draft, or a portfolio that already exists. */
export type ResumeSource =
  | { kind: 'draft'; draft: DraftRecord }
  | {
      kind: 'portfolio';
      portfolio: LocalPortfolioRecord;
      /** Edits of it not published yet (issue 22), when the editor asked for them. */
      pending?: PortfolioDraftRecord | null;
    };

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
    if (!portfolio) return null;
    const pending = await getPortfolioDraft(db, portfolio.id);
    return { kind: 'portfolio', portfolio, pending: pending?.ownerId === ownerId ? pending : null };
  }
  const draftId = params.draft ?? (await getChoice(db, ownerId, 'currentDraft'));
  if (draftId) {
    let draft = await getDraft(db, draftId);
    if (draft?.ownerId === GUEST_OWNER_ID && ownerId !== GUEST_OWNER_ID) {
      // Tried before signing in, opened again once signed in (to publish it): it is theirs now.
      await adoptGuestWork(db, ownerId);
      draft = await getDraft(db, draftId);
    }
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

let handoff: DraftRecord | null = null;

/** Remembers the draft being worked on, here and in the spec's session key. */
export async function rememberDraft(draft: DraftRecord): Promise<void> {
  handoff = draft;
  await setChoice(getDb(), draft.ownerId, 'currentDraft', draft.id);
  writeSession('parsedResumeData', JSON.stringify(draft.resume));
}

/**
 * Deletes a draft (and its PDF) for good: it is no longer the one being worked on either, so neither
 * the editor nor the spec's session copy can bring it back.
 */
export async function discardDraft(draft: DraftRecord): Promise<void> {
  const db = getDb();
  await deleteDraft(db, draft.id);
  if ((await getChoice(db, draft.ownerId, 'currentDraft')) === draft.id) {
    await setChoice(db, draft.ownerId, 'currentDraft', null);
    writeSession('parsedResumeData', null);
  }
  if (handoff?.id === draft.id) handoff = null;
}

/**
 * The draft just made by the upload screen, when the editor opens for it: the editor can show it at
 * once instead of reading back what was written a moment ago. Taken once.
 */
export function takeHandoff(ownerId: string, draftId: string | null): ResumeSource | null {
  const draft = handoff;
  if (!draft || draft.id !== draftId || draft.ownerId !== ownerId) return null;
  handoff = null;
  return { kind: 'draft', draft };
}

export function sourceResume(source: ResumeSource): ResumeData {
  return source.kind === 'draft' ? source.draft.resume : source.portfolio.resume;
}

/**
 * The original PDF of a portfolio on this device: its own copy while that waits to be sent, else the
 * copy its draft kept (the portfolio's is let go once the server has it). Null when neither is here.
 */
export async function portfolioPdfId(portfolio: LocalPortfolioRecord): Promise<string | null> {
  if (portfolio.pdfId) return portfolio.pdfId;
  if (!portfolio.draftId) return null;
  const draft = await getDraft(getDb(), portfolio.draftId);
  return draft?.ownerId === portfolio.ownerId ? draft.pdfId : null;
}

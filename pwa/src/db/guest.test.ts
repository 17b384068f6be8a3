import { afterEach, describe, expect, it } from 'vitest';
import { buildResume, freshDb } from '../test/factories.js';
import { getChoice, setChoice } from './choices.js';
import type { FolioDb } from './database.js';
import { createDraft, getDraft, listDrafts } from './drafts.js';
import { editHistoryKey, getEditHistory, putEditHistory } from './editHistory.js';
import { adoptGuestWork, GUEST_OWNER_ID } from './guest.js';
import { getPdf, listPdfs, savePdf } from './pdfs.js';

let db: FolioDb;
afterEach(() => db?.close());

describe('what a visitor tried before signing in', () => {
  it('becomes the account’s: drafts, their PDFs, undo steps and the draft being worked on', async () => {
    db = freshDb();
    const pdf = await savePdf(db, {
      ownerId: GUEST_OWNER_ID,
      name: 'cv.pdf',
      bytes: new TextEncoder().encode('%PDF-1.7\n'),
    });
    const draft = await createDraft(db, {
      ownerId: GUEST_OWNER_ID,
      pdfId: pdf.id,
      fileName: 'cv.pdf',
      resume: buildResume(),
      review: null,
    });
    const others = await createDraft(db, {
      ownerId: 'someone-else',
      pdfId: null,
      fileName: 'x.pdf',
      resume: buildResume(),
      review: null,
    });
    await setChoice(db, GUEST_OWNER_ID, 'currentDraft', draft.id);
    const step = { label: 'Edited', changes: [], at: 1, group: null };
    await putEditHistory(db, {
      key: editHistoryKey('draft', draft.id),
      ownerId: GUEST_OWNER_ID,
      fingerprint: 'f',
      past: [step],
      future: [],
    });

    expect(await adoptGuestWork(db, 'user-1')).toBe(1);
    expect((await getDraft(db, draft.id))?.ownerId).toBe('user-1');
    expect((await getPdf(db, pdf.id))?.ownerId).toBe('user-1');
    expect((await getEditHistory(db, editHistoryKey('draft', draft.id)))?.ownerId).toBe('user-1');
    expect(await getChoice(db, 'user-1', 'currentDraft')).toBe(draft.id);
    expect(await getChoice(db, GUEST_OWNER_ID, 'currentDraft')).toBeNull();
    expect(await listDrafts(db, GUEST_OWNER_ID)).toEqual([]);
    expect(await listPdfs(db, GUEST_OWNER_ID)).toEqual([]);
    // Another account's drafts stay theirs; a second sign-in finds nothing left to take.
    expect((await getDraft(db, others.id))?.ownerId).toBe('someone-else');
    expect(await adoptGuestWork(db, 'user-2')).toBe(0);
  });
});

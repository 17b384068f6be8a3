import { defaultPortfolioSettings } from '@folio/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent, buildResume, freshDb } from '../test/factories.js';
import type { FolioDb } from './database.js';
import { createDraft, deleteDraft } from './drafts.js';
import { editHistoryKey, getEditHistory, putEditHistory } from './editHistory.js';
import { eraseOwnerData } from './erase.js';
import { getPortfolioDraft, putPortfolioDraft } from './portfolioDrafts.js';
import { createLocalPortfolio, deleteLocalPortfolio } from './portfolios.js';

let db: FolioDb;
afterEach(() => db?.close());

const step = {
  label: 'Removed job',
  changes: [{ path: ['resume', 'experience'], before: [1], after: [] }],
  at: 1,
  group: null,
};

describe("the editor's stores: undo steps and unpublished edits", () => {
  it('keep undo steps for a reload, refuse damaged ones, and go with their draft', async () => {
    db = freshDb();
    const draft = await createDraft(db, {
      ownerId: 'u1',
      pdfId: null,
      fileName: '',
      resume: buildResume(),
      review: null,
    });
    const key = editHistoryKey('draft', draft.id);
    await putEditHistory(db, { key, ownerId: 'u1', fingerprint: 'f', past: [step], future: [] });
    expect((await getEditHistory(db, key))?.past).toEqual([step]);

    await db.editHistory.put({
      key,
      ownerId: 'u1',
      fingerprint: 'f',
      past: 'nope',
      future: [],
      updatedAt: '',
    });
    expect(await getEditHistory(db, key)).toBeNull();

    await putEditHistory(db, { key, ownerId: 'u1', fingerprint: 'f', past: [step], future: [] });
    await deleteDraft(db, draft.id);
    expect(await getEditHistory(db, key)).toBeNull();
  });

  it("keep a published portfolio's unpublished edits until it is deleted or its owner erased", async () => {
    db = freshDb();
    const portfolio = await createLocalPortfolio(db, {
      ownerId: 'u1',
      draftId: null,
      content: buildContent(),
    });
    const edited = {
      id: portfolio.id,
      ownerId: 'u1',
      title: 'Ada',
      resume: buildResume({ title: 'Analyst' }),
      settings: defaultPortfolioSettings(),
      baseRevision: 3,
    };
    await putPortfolioDraft(db, edited);
    expect((await getPortfolioDraft(db, portfolio.id))?.resume.personalInfo.title).toBe('Analyst');
    // The live page's revision the edits began from, to tell another device's publish meanwhile.
    expect((await getPortfolioDraft(db, portfolio.id))?.baseRevision).toBe(3);
    await deleteLocalPortfolio(db, portfolio.id);
    expect(await getPortfolioDraft(db, portfolio.id)).toBeNull();

    await putPortfolioDraft(db, { ...edited, id: 'other' });
    await putEditHistory(db, {
      key: editHistoryKey('portfolio', 'other'),
      ownerId: 'u1',
      fingerprint: 'f',
      past: [step],
      future: [],
    });
    await eraseOwnerData(db, 'u1', { keepDrafts: false });
    expect(await getPortfolioDraft(db, 'other')).toBeNull();
    expect(await getEditHistory(db, editHistoryKey('portfolio', 'other'))).toBeNull();
  });
});

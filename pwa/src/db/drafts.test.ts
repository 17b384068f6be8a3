import { afterEach, describe, expect, it } from 'vitest';
import { buildContent, buildResume, freshDb } from '../test/factories.js';
import { getChoice, setChoice } from './choices.js';
import type { FolioDb } from './database.js';
import { localItems } from '../sync/localPortfolios.js';
import {
  createDraft,
  deleteDraft,
  draftTitle,
  findDraftByPdfHash,
  getDraft,
  listDrafts,
  markDraftUsed,
  renameDraft,
  reopenDraft,
  saveDraft,
} from './drafts.js';
import { createLocalPortfolio } from './portfolios.js';
import { getPdf, savePdf } from './pdfs.js';

let db: FolioDb;
afterEach(() => db?.close());

describe('drafts, pdfs and choices', () => {
  it('keeps the original PDF bytes exactly', async () => {
    db = freshDb();
    const bytes = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
    const saved = await savePdf(db, { ownerId: 'u1', name: 'cv.pdf', bytes });
    const read = await getPdf(db, saved.id);
    expect(read?.size).toBe(bytes.byteLength);
    expect(Array.from(read?.bytes ?? [])).toEqual(Array.from(bytes));
  });

  it('saves edits to a draft and lists the latest first', async () => {
    db = freshDb();
    const first = await createDraft(db, {
      ownerId: 'u1',
      pdfId: null,
      fileName: 'a.pdf',
      resume: buildResume(),
      review: null,
    });
    const second = await createDraft(db, {
      ownerId: 'u1',
      pdfId: null,
      fileName: 'b.pdf',
      resume: buildResume(),
      review: null,
    });
    await new Promise((r) => setTimeout(r, 5));
    await saveDraft(db, first.id, {
      resume: buildResume({ name: 'Ada King' }),
      settings: { ...first.settings, showEmail: true },
    });
    expect((await getDraft(db, first.id))?.resume.personalInfo.name).toBe('Ada King');
    expect((await getDraft(db, first.id))?.settings.showEmail).toBe(true);
    expect((await listDrafts(db, 'u1')).map((d) => d.id)).toEqual([first.id, second.id]);
    expect(await listDrafts(db, 'u2')).toEqual([]);
  });

  it('starts a draft with email and phone hidden', async () => {
    db = freshDb();
    const draft = await createDraft(db, {
      ownerId: 'u1',
      pdfId: null,
      fileName: '',
      resume: buildResume(),
      review: null,
    });
    expect(draft.settings).toMatchObject({ showEmail: false, showPhone: false });
  });

  it('remembers choices per person', async () => {
    db = freshDb();
    await setChoice(db, 'u1', 'selectedTemplate', 'kyoto');
    expect(await getChoice(db, 'u1', 'selectedTemplate')).toBe('kyoto');
    expect(await getChoice(db, 'u2', 'selectedTemplate')).toBeNull();
    await setChoice(db, 'u1', 'selectedTemplate', null);
    expect(await getChoice(db, 'u1', 'selectedTemplate')).toBeNull();
  });
});

describe('draft review', () => {
  it('keeps the provenance and unplaced lines of the parse, and drops a damaged review', async () => {
    db = freshDb();
    const review = {
      provenance: {
        'personalInfo.name': {
          page: 1,
          box: [10, 20, 100, 14] as [number, number, number, number],
          confidence: 0.9,
        },
      },
      unplaced: [
        { text: 'Hobbies: chess', page: 2, box: [10, 700, 80, 10] as [number, number, number, number] },
      ],
      meta: { pages: 2, ms: 40, language: 'en' },
    };
    const draft = await createDraft(db, {
      ownerId: 'u1',
      pdfId: null,
      fileName: 'a.pdf',
      resume: buildResume(),
      review,
    });
    expect((await getDraft(db, draft.id))?.review).toEqual(review);
    await db.drafts.put({ ...draft, review: { ...review, unplaced: 'nope' } });
    const reread = await getDraft(db, draft.id);
    expect(reread?.review).toBeNull();
    expect(reread?.resume.personalInfo.name).toBe('Ada Lovelace');
  });

  it('finds the draft of the same PDF, renames it, and keeps it off the list once a portfolio is made', async () => {
    db = freshDb();
    const pdf = await savePdf(db, { ownerId: 'u1', name: 'cv.pdf', bytes: new Uint8Array([37, 80, 68, 70]) });
    const draft = await createDraft(db, {
      ownerId: 'u1',
      pdfId: pdf.id,
      pdfHash: 'abc123',
      fileName: 'cv.pdf',
      resume: buildResume(),
      review: null,
    });
    expect((await findDraftByPdfHash(db, 'u1', 'abc123'))?.id).toBe(draft.id);
    expect(await findDraftByPdfHash(db, 'u2', 'abc123')).toBeNull();
    expect(await findDraftByPdfHash(db, 'u1', 'other')).toBeNull();

    const renamed = await renameDraft(db, draft.id, '  Ada for Acme  ');
    expect(renamed && draftTitle(renamed)).toBe('Ada for Acme');
    const cleared = await renameDraft(db, draft.id, '');
    expect(cleared && draftTitle(cleared)).toBe('Ada Lovelace');

    // A portfolio made from it, later deleted (the portfolio list no longer names the draft).
    await markDraftUsed(db, draft.id);
    expect(localItems(await listDrafts(db, 'u1'), [])).toEqual([]);
    // The same PDF chosen again makes it a draft to work on again.
    await reopenDraft(db, draft.id);
    expect(localItems(await listDrafts(db, 'u1'), []).map((i) => i.id)).toEqual([draft.id]);
  });

  it('deletes a draft with its PDF, unless a waiting portfolio still has to send that PDF', async () => {
    db = freshDb();
    const make = async () => {
      const pdf = await savePdf(db, { ownerId: 'u1', name: 'cv.pdf', bytes: new Uint8Array([37]) });
      const draft = await createDraft(db, {
        ownerId: 'u1',
        pdfId: pdf.id,
        fileName: 'cv.pdf',
        resume: buildResume(),
        review: null,
      });
      return { pdf, draft };
    };
    const alone = await make();
    await deleteDraft(db, alone.draft.id);
    expect(await getDraft(db, alone.draft.id)).toBeNull();
    expect(await getPdf(db, alone.pdf.id)).toBeNull();

    const used = await make();
    await createLocalPortfolio(db, {
      ownerId: 'u1',
      draftId: used.draft.id,
      pdfId: used.pdf.id,
      content: buildContent(),
    });
    await deleteDraft(db, used.draft.id);
    expect(await getDraft(db, used.draft.id)).toBeNull();
    expect(await getPdf(db, used.pdf.id)).not.toBeNull();
  });
});

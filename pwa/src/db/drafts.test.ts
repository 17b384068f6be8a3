import { afterEach, describe, expect, it } from 'vitest';
import { buildResume, freshDb } from '../test/factories.js';
import { getChoice, setChoice } from './choices.js';
import type { FolioDb } from './database.js';
import { createDraft, getDraft, listDrafts, saveDraft } from './drafts.js';
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
});

import { emptyResume, emptyExperience } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  diff,
  emptyHistory,
  record,
  redo,
  TYPING_MERGE_MS,
  undo,
  type History,
} from './history.js';

const job = (title: string) => ({ ...emptyExperience(), title, company: 'Example Works' });

function withJobs(...titles: string[]) {
  return { resume: { ...emptyResume(), experience: titles.map(job) }, title: '' };
}

function edit(history: History, prev: unknown, next: unknown, at: number, group: string | null = null) {
  return record(history, diff(prev, next), { label: 'Edit', group, at });
}

describe('edit history', () => {
  it('records only what changed, and nothing for an equal document', () => {
    const a = withJobs('Welder', 'Fitter');
    const b = { ...a, resume: { ...a.resume, experience: [a.resume.experience[0]!, job('Rigger')] } };
    expect(diff(a, b)).toEqual([
      { path: ['resume', 'experience', 1, 'title'], before: 'Fitter', after: 'Rigger' },
    ]);
    expect(diff(a, structuredClone(a))).toEqual([]);
  });

  it('undoes a removal exactly and redoes it', () => {
    const before = withJobs('Welder', 'Fitter', 'Rigger');
    const after = { ...before, resume: { ...before.resume, experience: [job('Welder'), job('Rigger')] } };
    const history = edit(emptyHistory(), before, after, 1);
    const undone = undo(history, after);
    expect(undone?.doc).toEqual(before);
    expect(undone?.history.past).toHaveLength(0);
    const redone = redo(undone!.history, undone!.doc);
    expect(redone?.doc).toEqual(after);
    expect(redo(redone!.history, redone!.doc)).toBeNull();
  });

  it('makes a word typed into one field one step, and a pause or another field a new one', () => {
    const docs = ['', 'W', 'We', 'Wel'].map((title) => ({ title }));
    let history = emptyHistory();
    for (let i = 1; i < docs.length; i++)
      history = edit(history, docs[i - 1], docs[i], i * 100, 'text:title');
    expect(history.past).toHaveLength(1);
    expect(undo(history, docs[3])?.doc).toEqual({ title: '' });

    const later = edit(history, docs[3], { title: 'Weld' }, 300 + TYPING_MERGE_MS + 1, 'text:title');
    expect(later.past).toHaveLength(2);
    expect(undo(later, { title: 'Weld' })?.doc).toEqual({ title: 'Wel' });
  });

  it('starts a new branch after an undo: what was undone can no longer be redone', () => {
    let history = edit(emptyHistory(), { n: 1 }, { n: 2 }, 1);
    const undone = undo(history, { n: 2 })!;
    history = edit(undone.history, { n: 1 }, { n: 3 }, 2);
    expect(history.future).toHaveLength(0);
    expect(undo(history, { n: 3 })?.doc).toEqual({ n: 1 });
  });

  it('refuses a step that does not fit the document', () => {
    const history = edit(emptyHistory(), { a: { b: 'x' } }, { a: { b: 'y' } }, 1);
    expect(() => undo(history, { a: 'flat' })).toThrow();
  });

  it('records a field added to an object whole', () => {
    const changes = diff({ a: 1 }, { a: 1, b: 2 });
    expect(applyChanges({ a: 1, b: 2 }, changes, 'before')).toEqual({ a: 1 });
  });
});

import { emptyResume } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import {
  foldHeadline,
  indexMap,
  isLowConfidence,
  moveItem,
  parseDateInput,
  reindexProvenance,
  removeItem,
  sourceFor,
  splitText,
  type Provenance,
} from './editorModel.js';

const at = (page: number, confidence = 0.9) => ({
  page,
  box: [0, 0, 10, 10] as [number, number, number, number],
  confidence,
});

describe('editor model', () => {
  it('finds the source of a field or of the entry around it', () => {
    const prov: Provenance = { 'experience.0': at(1), 'experience.0.title': at(2) };
    expect(sourceFor(prov, 'experience.0.title')?.page).toBe(2);
    expect(sourceFor(prov, 'experience.0.bullets.3')?.page).toBe(1);
    expect(sourceFor(prov, 'skills.0')).toBeNull();
  });

  it('marks only fields the parser filled with low confidence', () => {
    const prov: Provenance = { 'personalInfo.title': at(1, 0.3), 'personalInfo.name': at(1, 0.95) };
    expect(isLowConfidence(prov, 'personalInfo.title')).toBe(true);
    expect(isLowConfidence(prov, 'personalInfo.name')).toBe(false);
    expect(isLowConfidence(prov, 'personalInfo.email')).toBe(false);
  });

  it('moves provenance with a moved entry and drops it with a removed one', () => {
    const prov: Provenance = {
      'experience.0.title': at(1),
      'experience.1.title': at(2),
      'experience.2.title': at(3),
      'experiences.9': at(4),
      'personalInfo.name': at(5),
    };
    const moved = reindexProvenance(prov, 'experience', indexMap({ kind: 'move', from: 0, to: 2 }));
    expect([
      moved['experience.0.title']?.page,
      moved['experience.1.title']?.page,
      moved['experience.2.title']?.page,
    ]).toEqual([2, 3, 1]);
    expect(moved['experiences.9']?.page).toBe(4);
    const removed = reindexProvenance(prov, 'experience', indexMap({ kind: 'remove', index: 1 }));
    expect(Object.keys(removed).filter((k) => k.startsWith('experience.'))).toEqual([
      'experience.0.title',
      'experience.1.title',
    ]);
    expect(removed['experience.1.title']?.page).toBe(3);
  });

  it('moves and removes list items without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(removeItem(list, 1)).toEqual(['a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('accepts the date forms the schema stores', () => {
    expect(parseDateInput('2021-03', false)).toEqual({ ok: true, value: '2021-03' });
    expect(parseDateInput(' 2019 ', false)).toEqual({ ok: true, value: '2019' });
    expect(parseDateInput('Present', true)).toEqual({ ok: true, value: 'present' });
    expect(parseDateInput('present', false)).toEqual({ ok: false });
    expect(parseDateInput('March 2021', true)).toEqual({ ok: true, value: '2021-03' });
    expect(parseDateInput('Jan 86', false)).toEqual({ ok: true, value: '1986-01' });
    expect(parseDateInput('heute', true)).toEqual({ ok: true, value: 'present' });
    expect(parseDateInput('heute', false)).toEqual({ ok: false });
    expect(parseDateInput('Jan 2019 – 2020', true)).toEqual({ ok: false });
    expect(parseDateInput('Jan 8', true)).toEqual({ ok: false });
    expect(parseDateInput('', true)).toEqual({ ok: true, value: null });
  });
});

describe('one headline', () => {
  it('makes the second headline older versions kept the one the form edits', () => {
    const resume = emptyResume();
    resume.personalInfo.title = 'Engineer';
    resume.landing.headline = 'Engineer at Example Works';
    const folded = foldHeadline(resume);
    expect(folded.personalInfo.title).toBe('Engineer at Example Works');
    expect(folded.landing.headline).toBe('');
    const plain = { ...emptyResume(), personalInfo: { ...emptyResume().personalInfo, title: 'Engineer' } };
    expect(foldHeadline(plain)).toBe(plain);
  });
});

describe('split and join', () => {
  it('splits a point at its line breaks, else at its sentences, and keeps provenance in step', () => {
    expect(splitText('Built kilns\nTaught classes')).toEqual(['Built kilns', 'Taught classes']);
    expect(splitText('Built kilns. Taught 40 classes.')).toEqual(['Built kilns.', 'Taught 40 classes.']);
    expect(splitText('Built kilns, e.g. two.')).toEqual(['Built kilns, e.g. two.']);
    const split = indexMap({ kind: 'split', index: 1 });
    expect([0, 1, 2].map(split)).toEqual([0, 1, 3]);
    const merge = indexMap({ kind: 'merge', index: 1 });
    expect([0, 1, 2, 3].map(merge)).toEqual([0, 1, null, 2]);
  });
});

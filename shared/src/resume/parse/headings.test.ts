import { describe, expect, it } from 'vitest';
import { findHeadings, matchHeading } from './headings.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from './testItems.js';
import type { TextItem } from './types.js';

function headings(items: TextItem[]): (string | null)[] {
  const lines = linesFromSegments(buildSegments(items), 0);
  return findHeadings(lines, 10).map((h) => h?.type ?? null);
}

describe('section headings', () => {
  it('knows headings in many languages, letter-spaced and split', () => {
    const words = [
      'Berufserfahrung',
      'FORMATION',
      'E X P E R I E N C I A',
      'edu cation',
      'Umiejętności',
      'Färdigheter',
      'Competenze',
      'Projetos',
    ];
    const types = headings(words.map((w, i) => item(w, 40, 100 + i * 40, { size: 14, bold: true })));
    expect(types).toEqual([
      'experience',
      'education',
      'experience',
      'education',
      'skills',
      'skills',
      'skills',
      'projects',
    ]);
  });

  it('takes a side label that is a heading phrase over a keyword the whole line starts with', () => {
    const lines = linesFromSegments(
      buildSegments([item('ESPERIENZA', 104, 100), item('Responsabile amministrativa', 177, 100)]),
      0,
    );
    const line = lines[0];
    expect(line && matchHeading(line)).toEqual({ type: 'experience', exact: true, segments: 1 });
  });

  it('takes unknown lines in the headings’ own style as sections of their own', () => {
    const items = [
      item('EXPERIENCE', 40, 100, { size: 14 }),
      item('Acme Corp', 40, 120),
      item('A DAY OF MY LIFE', 40, 160, { size: 14 }),
      item('EDUCATION', 40, 200, { size: 14 }),
    ];
    expect(headings(items)).toEqual(['experience', null, 'other', 'education']);
  });

  it('does not take a label in body style for a heading when headings look different', () => {
    const items = [
      item('SKILLS', 40, 100, { size: 14 }),
      item('Languages', 40, 120),
      item('Python, Go', 40, 134),
      item('EDUCATION', 40, 170, { size: 14 }),
    ];
    expect(headings(items)).toEqual(['skills', null, null, 'education']);
  });

  it('never takes a dated or long line for a heading', () => {
    const items = [
      item('SKILLS', 40, 100, { size: 14 }),
      item('Experience 2019 – 2021', 40, 130, { size: 14 }),
    ];
    expect(headings(items)).toEqual(['skills', null]);
  });

  it('knows a letter-spaced heading whose words have no wider gap between them', () => {
    const [line] = linesFromSegments(
      buildSegments([item('P R O Y E C T O S D E S T A C A D O S', 40, 100)]),
      0,
    );
    expect(line && matchHeading(line)?.type).toBe('projects');
  });
});

import { describe, expect, it } from 'vitest';
import { layoutPages } from '../layout/layout.js';
import { buildSegments } from '../lines/lines.js';
import { buildSections } from './sections.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

function sections(items: TextItem[]) {
  const { sections: read } = buildSections(layoutPages(buildSegments(items)), 1);
  return read.map((s) => [s.type, s.heading?.text ?? null, s.lines.map((l) => l.text)]);
}

/** A line of text centred on x = 150 (the test items are half an em wide a letter). */
function centred(text: string, y: number, size = 10, bold = false): TextItem {
  return item(text, 150 - (text.length * size * 0.5) / 2, y, { size, bold });
}

describe('headings that wrap in a narrow column', () => {
  it('reads a centred two-line heading as one, its second line naming no section of its own', () => {
    const read = sections([
      item('Lucía Prieto', 40, 40, { size: 20 }),
      centred('EXPERIENCIA', 100, 14, true),
      centred('Analista de datos', 122),
      centred('Banco del Sur', 136),
      centred('FORMACIÓN', 180, 14, true),
      centred('COMPLEMENTARIA:', 197, 14, true),
      centred('2022', 226),
      centred('Curso de SQL', 240),
    ]);
    expect(read.slice(2)).toEqual([['education', 'FORMACIÓN COMPLEMENTARIA:', ['2022', 'Curso de SQL']]]);
  });

  it('joins the words of a heading phrase set one a line, left-aligned', () => {
    const read = sections([
      item('Jon Berg', 40, 40, { size: 20 }),
      item('PROFILE', 40, 100, { size: 12, bold: true }),
      item('Accountant with ten years in audit.', 40, 118),
      item('TECHNICAL', 40, 160, { size: 12, bold: true }),
      item('SKILLS', 40, 175, { size: 12, bold: true }),
      item('Excel, SAP, Power BI', 40, 193),
    ]);
    expect(read.slice(2)).toEqual([['skills', 'TECHNICAL SKILLS', ['Excel, SAP, Power BI']]]);
  });

  it('leaves a heading alone when the lines under it in its look are evenly spaced items', () => {
    const read = sections([
      item('Jon Berg', 40, 40, { size: 20 }),
      item('PROFILE', 40, 100, { size: 12, bold: true }),
      item('Accountant with ten years in audit.', 40, 118),
      item('SKILLS', 40, 160, { size: 12, bold: true }),
      item('AUDITING', 40, 175, { size: 12, bold: true }),
      item('TAXATION', 40, 190, { size: 12, bold: true }),
      item('PAYROLL', 40, 205, { size: 12, bold: true }),
    ]);
    expect(read.map(([, heading]) => heading)).not.toContain('SKILLS AUDITING');
    expect(read.find(([type]) => type === 'skills')?.[1]).toBe('SKILLS');
  });
});

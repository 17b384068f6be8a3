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

describe('sections set side by side in one table', () => {
  it('gives the cells under a second heading on the same row to that heading’s section', () => {
    const read = sections([
      item('Tomás Reyes', 40, 40, { size: 20 }),
      item('Skills', 40, 90, { size: 12, bold: true }),
      item('Certifications', 330, 90, { size: 12, bold: true }),
      item('• SQL: window functions, CTEs', 40, 110),
      item('• Google Data Analytics', 330, 110),
      item('• Excel: pivot tables, lookups', 40, 124),
      item('• Azure Data Fundamentals', 330, 124),
      item('Experience', 40, 160, { size: 12, bold: true }),
      item('Data Analyst, Harbor Freight Co', 40, 178),
    ]);
    expect(read.slice(1, 3)).toEqual([
      ['skills', 'Skills', ['• SQL: window functions, CTEs', '• Excel: pivot tables, lookups']],
      ['certifications', 'Certifications', ['• Google Data Analytics', '• Azure Data Fundamentals']],
    ]);
  });

  it('leaves a side label beside its content alone', () => {
    const read = sections([
      item('Tomás Reyes', 40, 40, { size: 20 }),
      item('Skills', 40, 90, { size: 12, bold: true }),
      item('Languages', 160, 90, { size: 12 }),
      item('Python, Go, Rust', 160, 110),
      item('Experience', 40, 160, { size: 12, bold: true }),
      item('Data Analyst, Harbor Freight Co', 40, 178),
    ]);
    expect(read[1]?.[0]).toBe('skills');
  });
});

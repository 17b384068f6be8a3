import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../../pipeline.js';
import { doc, item } from '../../testItems.js';

const header = [item('Marta Lindqvist', 60, 60, { size: 22 }), item('marta@example.org', 60, 84)];
const jobs = [
  item('EXPERIENCE', 60, 120, { size: 13 }),
  item('Data Analyst, Brightline Systems', 60, 140),
  item('2019 – present', 470, 140),
];

describe('awards, publications and interests', () => {
  it('reads each section under its heading in the languages the parser reads', () => {
    const { resume, unplaced } = parseExtracted(
      doc([
        ...header,
        ...jobs,
        item('AUSZEICHNUNGEN', 60, 180, { size: 13 }),
        item('Best Poster Award – Nordic Data Forum', 60, 200),
        item('2021', 470, 200),
        item('PUBLICATIONS', 60, 240, { size: 13 }),
        item('• Lind M., Berg T. Sparse models for sensor drift. J. Appl. Signals 12 (2020).', 60, 260),
        item('• Lind M. Drift, revisited. Nordic Data Forum (2022).', 60, 274),
        item('CENTRES D’INTÉRÊT', 60, 300, { size: 13 }),
        item('Sports : escalade, voile', 60, 320),
        item('Chess, jazz piano, hiking', 60, 334),
      ]),
    );
    expect(resume.awards).toEqual([
      { title: 'Best Poster Award', awarder: 'Nordic Data Forum', date: '2021', summary: '' },
    ]);
    expect(resume.publications.map((p) => [p.name, p.date])).toEqual([
      ['Lind M., Berg T. Sparse models for sensor drift. J. Appl. Signals 12 (2020).', '2020'],
      ['Lind M. Drift, revisited. Nordic Data Forum (2022).', '2022'],
    ]);
    expect(resume.interests).toEqual([
      { name: 'Sports', keywords: ['escalade', 'voile'] },
      { name: 'Chess', keywords: [] },
      { name: 'jazz piano', keywords: [] },
      { name: 'hiking', keywords: [] },
    ]);
    expect(unplaced.map((u) => u.text)).toEqual([]);
  });
});

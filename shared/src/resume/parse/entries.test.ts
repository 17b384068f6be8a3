import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from './testItems.js';
import type { TextItem } from './types.js';

function entries(items: TextItem[]) {
  return splitEntries(linesFromSegments(buildSegments(items), 0)).map((e) => ({
    head: e.head.map((l) => l.line.text),
    details: e.details.length,
    start: e.dates?.start ?? null,
    end: e.dates?.end ?? null,
  }));
}

describe('section lines → entries', () => {
  it('splits at a head line after bullets and reads dates from the right edge', () => {
    const result = entries([
      item('Acme Corp', 60, 100),
      item('Jan 2020 – Present', 480, 100),
      item('Engineer', 60, 113),
      item('• Built a thing', 70, 127),
      item('Beta Ltd', 60, 150),
      item('2017 – 2019', 490, 150),
      item('Analyst', 60, 163),
      item('• Did analysis', 70, 177),
    ]);
    expect(result).toEqual([
      { head: ['Acme Corp   Jan 2020 – Present', 'Engineer'], details: 1, start: '2020-01', end: 'present' },
      { head: ['Beta Ltd   2017 – 2019', 'Analyst'], details: 1, start: '2017', end: '2019' },
    ]);
  });

  it('splits entries without bullets that end with their dates', () => {
    const result = entries([
      item('Master of Science', 60, 100),
      item('Politecnico di Milano', 60, 113),
      item('set 2014 – feb 2016', 60, 126),
      item('Bachelor of Science', 60, 145),
      item('Università di Pavia', 60, 158),
      item('set 2011 – lug 2014', 60, 171),
    ]);
    expect(result.map((e) => [e.head[0], e.start, e.end])).toEqual([
      ['Master of Science', '2014-09', '2016-02'],
      ['Bachelor of Science', '2011-09', '2014-07'],
    ]);
  });

  it('keeps a bullet’s wrapped line in the bullet even when it is short and capitalised', () => {
    const bullet = item('•', 60, 113, { width: 3 });
    const result = entries([
      item('Nexus AI, CTO', 56, 100),
      bullet,
      item('Raised a Series A led by Sequoia Capital, with Founders', 68.4, 113),
      item('Fund', 68.4, 126),
      item('Beta Ltd, Engineer', 56, 150),
    ]);
    expect(result.map((e) => e.head)).toEqual([['Nexus AI, CTO'], ['Beta Ltd, Engineer']]);
  });
});

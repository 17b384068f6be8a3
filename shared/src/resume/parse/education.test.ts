import { describe, expect, it } from 'vitest';
import { Collector } from './collector.js';
import { extractEducation } from './education.js';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from './testItems.js';
import type { TextItem } from './types.js';

function schools(items: TextItem[]) {
  const entries = splitEntries(linesFromSegments(buildSegments(items), 0));
  return extractEducation(entries, new Collector(), 0).map((e) => [e.school, e.degree, e.start, e.end]);
}

describe('education entries → school and degree', () => {
  it('reads the school under a sub-label ("UNIVERSITY") and the line beside it as the degree', () => {
    expect(
      schools([
        item('UNIVERSITY', 60, 100),
        item('2016 – 2020', 470, 100),
        item('Northfield State University', 60, 113),
        item('Applied Psychology', 60, 126),
      ]),
    ).toEqual([['Northfield State University', 'Applied Psychology', '2016', '2020']]);
  });

  it('joins a school name that wraps after a linking word, and prefers it over a programme', () => {
    expect(
      schools([
        item('Scuola di Perfezionamento in Ottica, Ateneo Statale Lombardo - Università di', 60, 100),
        item('Nov 2021 – in corso', 470, 100),
        item('Pavia, Italia', 160, 113),
      ]),
    ).toEqual([['Università di Pavia', 'Scuola di Perfezionamento in Ottica', '2021-11', 'present']]);
  });

  it('reads school words of other scripts', () => {
    expect(
      schools([
        item('Бакалавр, прикладная математика', 60, 100),
        item('2012 – 2016', 470, 100),
        item('Национальный технический университет', 60, 113),
      ]),
    ).toEqual([['Национальный технический университет', 'Бакалавр, прикладная математика', '2012', '2016']]);
  });
});

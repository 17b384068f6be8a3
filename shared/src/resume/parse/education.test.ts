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

  it('reads a bulleted list: each bullet and the indented line under it is one school', () => {
    expect(
      schools([
        item('· Bachelor of Civil Engineering (B.Eng.) – 2011', 54, 100),
        item('Lakeshore Institute of Technology', 72, 113, { size: 9 }),
        item('· Surveying Technology (Diploma) – 2019', 54, 126),
        item('Riverside College of Applied Arts', 72, 139, { size: 9 }),
      ]),
    ).toEqual([
      ['Lakeshore Institute of Technology', 'Bachelor of Civil Engineering (B.Eng.)', null, '2011'],
      ['Riverside College of Applied Arts', 'Surveying Technology (Diploma)', null, '2019'],
    ]);
  });

  it('gives a lone dated degree line the school of the entry above it', () => {
    expect(
      schools([
        item('Eastbrook University', 56, 100),
        item('Ph.D. in Astronomy', 56, 113),
        item('2016 – 2021', 470, 113),
        item('M.Phil. in Astronomy', 56, 126),
        item('2019', 470, 126),
      ]),
    ).toEqual([
      ['Eastbrook University', 'Ph.D. in Astronomy', '2016', '2021'],
      ['Eastbrook University', 'M.Phil. in Astronomy', null, '2019'],
    ]);
  });

  it('reads the school from a labelled line ("Instituição de ensino: …", "Curso: …")', () => {
    expect(
      schools([
        item('Design Gráfico', 54, 100),
        item('Instituição de ensino: Centro Paulista', 54, 113),
        item('2018/2020', 54, 126),
        item('Motion Design', 54, 150),
        item('Curso: Skillhub', 54, 163),
        item('2022', 54, 176),
      ]),
    ).toEqual([
      ['Centro Paulista', 'Design Gráfico', '2018', '2020'],
      ['Skillhub', 'Motion Design', null, '2022'],
    ]);
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

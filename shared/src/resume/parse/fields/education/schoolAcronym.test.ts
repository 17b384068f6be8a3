import { describe, expect, it } from 'vitest';
import { Collector } from '../collector.js';
import { extractEducation } from './education.js';
import { splitEntries } from '../../entries/entries.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

function schools(items: TextItem[]) {
  const entries = splitEntries(linesFromSegments(buildSegments(items), 0));
  return extractEducation(entries, new Collector(), 0).map((e) => [e.school, e.degree]);
}

describe('a degree line ending with its school’s initials', () => {
  it('reads the last field with an acronym as the school', () => {
    expect(
      schools([
        item('Master of Optics, track photonics, ENS de Lakeview', 60, 100),
        item('2018 – 2020', 470, 100),
        item('Bachelor Applied Informatics, NFH', 60, 120),
        item('2014 – 2018', 470, 120),
      ]),
    ).toEqual([
      ['ENS de Lakeview', 'Master of Optics, track photonics'],
      ['NFH', 'Bachelor Applied Informatics'],
    ]);
  });

  it('leaves a subject after the degree in the degree', () => {
    expect(schools([item('Bachelor of Arts, Economics', 60, 100), item('2014 – 2018', 470, 100)])).toEqual([
      ['', 'Bachelor of Arts, Economics'],
    ]);
  });
});

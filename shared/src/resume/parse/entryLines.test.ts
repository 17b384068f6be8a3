import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from './testItems.js';
import type { TextItem } from './types.js';

/*
 * How an entry's lines are told apart (head or point) and where an entry starts: the rules read the
 * shape of the section (indents, sizes, where the dates sit), never its words alone.
 */

function entries(items: TextItem[]) {
  return splitEntries(linesFromSegments(buildSegments(items), 0)).map((e) => ({
    head: e.head.map((l) => l.line.text),
    details: e.details.length,
    start: e.dates?.start ?? null,
    end: e.dates?.end ?? null,
  }));
}

describe('entry lines', () => {
  it('reads a run of indented points as points even where its first line reads like a head', () => {
    const result = entries([
      item('Content Lead', 40, 100),
      item('Harbour Studio | Leeds', 40, 113, { size: 9 }),
      item('07/2021 – present', 400, 113, { size: 9 }),
      item('Ran the social media plan (three networks):', 50, 126, { size: 9 }),
      item('+65 % followers in 18 months.', 50, 138, { size: 9 }),
      item('Coordinated two agencies and a yearly budget of 180 k.', 50, 150, { size: 9 }),
      item('Community Manager', 40, 175),
      item('Pixel Agency | York', 40, 188, { size: 9 }),
      item('09/2018 – 06/2021', 400, 188, { size: 9 }),
      item('Ran the accounts of twelve clients in food and travel.', 50, 201, { size: 9 }),
    ]);
    expect(result.map((e) => [e.head, e.details])).toEqual([
      [['Content Lead', 'Harbour Studio | Leeds   07/2021 – present'], 3],
      [['Community Manager', 'Pixel Agency | York   09/2018 – 06/2021'], 1],
    ]);
  });

  it('takes the period from a line of its own over a year inside the title above it', () => {
    const result = entries([
      item('Regional Council of Northfield', 40, 100, { size: 12 }),
      item('Assessor for the Regional Quality Award 2017 (North)', 40, 116, { size: 11 }),
      item('August 2017 - December 2017 (5 months)', 40, 130),
    ]);
    expect(result.map((e) => [e.start, e.end])).toEqual([['2017-08', '2017-12']]);
  });

  it('reads a labelled link under an entry as its point, not the next entry', () => {
    const result = entries([
      item('Web Developer', 280, 100, { size: 11 }),
      item('Oct 2021 ~ Jul 2022', 480, 100),
      item('Riverside College - Lakeview', 280, 112),
      item('Built the staff intranet with a team of three.', 289, 124),
      item('Source Code: https://github.com/example/intranet', 280, 136),
      item('Booking App', 280, 170, { size: 11 }),
      item('Oct 2021 ~ Dec 2021', 480, 170),
      item('Hillside Riding School - Lakeview', 280, 182),
    ]);
    expect(result.map((e) => e.head[0])).toEqual([
      'Web Developer   Oct 2021 ~ Jul 2022',
      'Booking App   Oct 2021 ~ Dec 2021',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { Collector } from '../fields/collector.js';
import { extractEducation } from '../fields/education/education.js';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { entryShapes, item } from '../testItems.js';

/*
 * How an entry's lines are told apart (head or point) and where an entry starts: the rules read the
 * shape of the section (indents, sizes, where the dates sit), never its words alone.
 */

const entries = entryShapes;

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

  it("reads glyph-less points indented under an entry's description as points, not the next head", () => {
    const result = entries([
      item('Product Designer', 40, 100, { size: 12 }),
      item('Tidewater Studio', 40, 114),
      item('Mar 2020 – Present', 40, 127),
      item('Led the design of the booking app for ferry passengers.', 40, 142),
      item('Booking App Redesign to WCAG 2.1 AA', 50, 157),
      item('Monthly Usability Sessions with Passengers', 50, 171),
      item('Junior Designer', 40, 192, { size: 12 }),
      item('Quayside Agency', 40, 206),
      item('Jan 2017 – Feb 2020', 40, 219),
      item('Designed websites for local museums.', 40, 234),
    ]);
    expect(result.map((e) => e.head.slice(0, 3))).toEqual([
      ['Product Designer', 'Tidewater Studio', 'Mar 2020 – Present'],
      ['Junior Designer', 'Quayside Agency', 'Jan 2017 – Feb 2020'],
    ]);
    expect(result[0]?.details).toBe(3);
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

  it('joins a head cut after a comma to the next line that ends with its dates', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Lakeside Design School – UX course (2024 – 2025, certificate)', 240, 100),
        item('Northfield University of Veterinary Sciences – DVM,', 240, 130),
        item('Food hygiene and ecology (2012 – 2019)', 240, 145),
      ]),
      0,
    );
    const studies = extractEducation(splitEntries(lines), new Collector(), 0);
    expect(studies.map((e) => [e.school, e.start, e.end])).toEqual([
      ['Lakeside Design School', '2024', '2025'],
      ['Northfield University of Veterinary Sciences', '2012', '2019'],
    ]);
  });

  it('gives dates printed alone under an undated entry to that entry', () => {
    const result = entries([
      item('Northfield National University', 16, 100),
      item('Web Development Technician', 16, 111),
      item('2020 to 2022', 16, 122),
      item('Northfield Technical School No. 4', 16, 150),
      item('• Spent an exchange year abroad with a host family.', 16, 161),
      item('2005 to 2011', 16, 172),
    ]);
    expect(result.map((e) => [e.head[0], e.start, e.end])).toEqual([
      ['Northfield National University', '2020', '2022'],
      ['Northfield Technical School No. 4', '2005', '2011'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../pipeline.js';
import { doc, item } from '../testItems.js';

const header = [
  item('Tomas Lindqvist', 60, 60, { size: 22 }),
  item('tomas@example.se', 60, 84),
  item('EXPERIENCE', 60, 120, { size: 13 }),
  item('Harbour Freight Lines', 60, 138),
  item('03/2019 – present', 470, 138),
  item('Logistics Planner', 60, 151),
  item('• Planned routes for 60 trucks.', 70, 165),
];

describe('dated roles under a heading that names no experience', () => {
  it('reads a section whose every block is a dated role as experience', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('COMMUNITY', 60, 200, { size: 13 }),
        item('Northside Rowing Club', 60, 218),
        item('Treasurer (May 2017 – present)', 60, 231),
        item('• Kept the books of a club of 200 members.', 70, 245),
        item('Riverside Food Bank', 60, 265),
        item('Coordinator (2015 – 2017)', 60, 278),
        item('• Ran the Saturday collection rota.', 70, 292),
      ]),
    );
    expect(outcome.resume.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Logistics Planner', 'Harbour Freight Lines', '2019-03', 'present'],
      ['Treasurer', 'Northside Rowing Club', '2017-05', 'present'],
      ['Coordinator', 'Riverside Food Bank', '2015', '2017'],
    ]);
  });

  it('leaves a list of memberships without periods where it was', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('COMMUNITY', 60, 200, { size: 13 }),
        item('Member, Northside Rowing Club', 60, 218),
        item('Member, Riverside Choir', 60, 231),
      ]),
    );
    expect(outcome.resume.experience).toHaveLength(1);
  });
});

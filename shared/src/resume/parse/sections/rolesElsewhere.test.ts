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

  it('reads dated roles printed under the name with no heading as experience, not as an address', () => {
    const outcome = parseExtracted(
      doc([
        item('Ilse Varga', 60, 60, { size: 22 }),
        item('ilse@example.at · +43 660 555 0101', 60, 84),
        item('Lagerleiterin — Donau Speditionen', 60, 120, { bold: true }),
        item('04/2020 – heute', 470, 120),
        item('• Plante die Schichten von zwölf Leuten.', 70, 134),
        item('Kommissioniererin — Alpen Frische', 60, 154, { bold: true }),
        item('01/2017 – 03/2020', 470, 154),
        item('• Stellte täglich 300 Lieferungen zusammen.', 70, 168),
        item('AUSBILDUNG', 60, 200, { size: 13 }),
        item('Handelsschule Linz', 60, 218),
      ]),
    );
    expect(outcome.resume.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Lagerleiterin', 'Donau Speditionen', '2020-04', 'present'],
      ['Kommissioniererin', 'Alpen Frische', '2017-01', '2020-03'],
    ]);
    expect(outcome.resume.personalInfo.location).toBe('');
  });

  it('reads dated roles after the profile’s paragraph, under an icon for a heading, as experience', () => {
    const outcome = parseExtracted(
      doc([
        item('Elin Marsh', 60, 60, { size: 22 }),
        item('elin@example.se', 60, 84),
        item('PROFILE', 60, 110, { size: 13 }),
        item('Planner who keeps three warehouses moving on time.', 60, 128),
        item('Logistics Lead', 60, 160, { bold: true }),
        item('01/2021 – present', 470, 160),
        item('Westcoast Freight AB', 60, 173),
        item('• Ran three warehouses.', 70, 187),
        item('Transport Planner', 60, 207, { bold: true }),
        item('03/2017 – 12/2020', 470, 207),
        item('Northport Logistics AB', 60, 220),
        item('• Planned the routes.', 70, 234),
        item('EDUCATION', 60, 266, { size: 13 }),
        item('University of Gothenburg', 60, 284),
      ]),
    );
    expect(outcome.resume.experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Logistics Lead', 'Westcoast Freight AB', '2021-01'],
      ['Transport Planner', 'Northport Logistics AB', '2017-03'],
    ]);
    expect(outcome.resume.summary.content).toBe('Planner who keeps three warehouses moving on time.');
  });

  it('leaves dated lines in the header alone when the document has an experience section', () => {
    const outcome = parseExtracted(
      doc([
        item('Ilse Varga', 60, 60, { size: 22 }),
        item('ilse@example.at', 60, 84),
        item('Trainee — Donau Speditionen', 60, 120, { bold: true }),
        item('2021 – 2022', 470, 120),
        item('• Planned the night shifts.', 70, 134),
        item('Intern — Alpen Frische', 60, 154, { bold: true }),
        item('2020 – 2021', 470, 154),
        item('• Packed 300 orders a day.', 70, 168),
        ...header.slice(2).map((i) => ({ ...i, y: i.y + 100, baseline: i.baseline + 100 })),
      ]),
    );
    expect(outcome.resume.experience.map((e) => e.title)).toEqual(['Logistics Planner']);
  });
});

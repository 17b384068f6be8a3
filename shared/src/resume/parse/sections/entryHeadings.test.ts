import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../pipeline.js';
import { doc, item } from '../testItems.js';

const big = { size: 13, bold: true };

function job(company: string, title: string, dates: string, y: number) {
  return [
    item(company, 60, y, big),
    item(title, 60, y + 18),
    item(dates, 60, y + 31),
    item('• Planned the weekly routes of the fleet.', 70, y + 45),
    item('• Cut late deliveries by a third in a year.', 70, y + 58),
  ];
}

describe('employers set in the look of the section headings', () => {
  const header = [item('Tomas Lindqvist', 60, 60, { size: 22 }), item('tomas@example.se', 60, 84)];

  it('reads each as the next job of the section, not a section of its own', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('Work Experience', 60, 120, big),
        ...job('Harbour Freight Lines', 'Logistics Planner', '2019 – Present', 140),
        ...job('Tamsin Logistics', 'Dispatcher', '2016 – 2019', 220),
        ...job('Corran Foods', 'Warehouse Clerk', '2014 – 2016', 300),
        item('Education', 60, 380, big),
        item('Northfield College', 60, 400, big),
        item('BSc Logistics, 2010 – 2014', 60, 418),
      ]),
    );
    expect(outcome.resume.experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Logistics Planner', 'Harbour Freight Lines', '2019'],
      ['Dispatcher', 'Tamsin Logistics', '2016'],
      ['Warehouse Clerk', 'Corran Foods', '2014'],
    ]);
    expect(outcome.resume.education.map((e) => e.school)).toEqual(['Northfield College']);
  });

  it('leaves a section of its own when its heading is set unlike the entries', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('Work Experience', 60, 120, big),
        item('Logistics Planner, Harbour Freight Lines', 60, 140),
        item('2019 – Present', 60, 153),
        item('• Planned the weekly routes of the fleet.', 70, 167),
        item('Public Outreach', 60, 200, big),
        item('• Talk on safe loading at the town fair, May 2018', 70, 218),
      ]),
    );
    expect(outcome.resume.experience.map((e) => e.title)).toEqual(['Logistics Planner']);
  });
});

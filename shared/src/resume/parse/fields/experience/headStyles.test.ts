import { describe, expect, it } from 'vitest';
import { splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

const roles = (items: TextItem[]) =>
  extractRoles(splitEntries(linesFromSegments(buildSegments(items), 0))).roles.map((r) => [
    r.item.title,
    r.item.company,
  ]);

describe('the section’s styles for companies and roles', () => {
  it('reads an entry whose words point the wrong way in the styles the other entries use', () => {
    const entry = (role: string, company: string, y: number) => [
      item(role, 60, y, { size: 9 }),
      item(company, 60, y + 14),
      item('2019 – 2021', 60, y + 28),
      item('Answered tickets from staff across three offices every day.', 60, y + 44),
    ];
    expect(
      roles([
        ...entry('DATA ANALYST', 'Northwind Traders', 100),
        ...entry('HELP DESK', 'Lakeside Consultants', 170),
        ...entry('ACCOUNT OFFICER', 'Fabrikam Bank Limited', 240),
      ]),
    ).toEqual([
      ['DATA ANALYST', 'Northwind Traders'],
      ['HELP DESK', 'Lakeside Consultants'],
      ['ACCOUNT OFFICER', 'Fabrikam Bank Limited'],
    ]);
  });

  it('gives an organisation printed alone in the company style to the dated role below it', () => {
    const entry = (company: string, role: string, y: number) => [
      item(company, 60, y, { size: 12 }),
      item(role, 60, y + 15, { size: 11.5 }),
      item('March 2019 - May 2021', 60, y + 29, { size: 10.5 }),
      item('Ran the weekly planning of the three plants and their stock.', 60, y + 45, { size: 10.5 }),
    ];
    const result = roles([
      ...entry('Northwind Foods S.A.', 'Production Planner', 100),
      ...entry('Fabrikam Bank Limited', 'Credit Analyst', 175),
      item('Lakeside Centre for Applied Organic Chemistry Research', 60, 250, { size: 12 }),
      item('of Northfield', 60, 265, { size: 12 }),
      item('Laboratory Intern', 60, 285, { size: 11.5 }),
      item('June 2017 - August 2017', 60, 299, { size: 10.5 }),
    ]);
    expect(result[2]).toEqual([
      'Laboratory Intern',
      'Lakeside Centre for Applied Organic Chemistry Research of Northfield',
    ]);
    expect(result).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { extractRoles } from '../fields/experience/experience.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

const lines = (items: TextItem[]) => linesFromSegments(buildSegments(items), 0);

describe("a section's styles tell heads from points", () => {
  it('reads short lines in the points’ size, a size no entry opens with, as points', () => {
    const result = splitEntries(
      lines([
        item('Marketing Assistant', 310, 100, { size: 11 }),
        item('Northwind Shop - 2021/2022', 312, 113, { size: 8 }),
        item('Managed the shop’s social media accounts,', 310, 127, { size: 9.5 }),
        item('planned campaigns with the product team and', 310, 141, { size: 9.5 }),
        item('reported the results every month.', 310, 155, { size: 9.5 }),
        item('Shop Operator', 310, 180, { size: 11 }),
        item('Giga Stores - 2019/2020', 312, 193, { size: 8 }),
        item('Restocked the shelves, served the customers and', 310, 207, { size: 9.5 }),
        item('kept the stock counts for three departments.', 310, 221, { size: 9.5 }),
        item('Problem Solver', 310, 246, { size: 11 }),
        item('Southmarket', 312, 259, { size: 8 }),
        item('Analysis of late dispatches (On Time),', 310, 273, { size: 9.5 }),
        item('tracking of parcels through the cut off and the', 310, 287, { size: 9.5 }),
        item('reports for the search team.', 310, 301, { size: 9.5 }),
        item('Follow-up of production and operations.', 310, 315, { size: 9.5 }),
        item('Monthly slides with the results of the team.', 310, 329, { size: 9.5 }),
      ]),
    );
    expect(result.map((e) => e.head.map((h) => h.line.text))).toEqual([
      ['Marketing Assistant', 'Northwind Shop - 2021/2022'],
      ['Shop Operator', 'Giga Stores - 2019/2020'],
      ['Problem Solver', 'Southmarket'],
    ]);
  });

  it('reads a line in the style the entries open with as the next entry’s head, and its fields in the section’s order', () => {
    const section = lines([
      item('HARBOUR GRILL, SERVER, NORTHTOWN', 20, 100, { size: 12, bold: true }),
      item('JUNE 2021 - AUGUST 2021', 20, 116),
      item('BLUE FISH, SERVER, EASTVILLE', 20, 140, { size: 12, bold: true }),
      item('SEP 2020 - MAY 2021', 20, 156),
      item('Trained the new staff on the tills and the menu', 20, 172),
      item('Took the orders for the takeaway counter alone', 20, 188),
      item('THE BLUE FISH, FLOOR MANAGER, EASTVILLE', 20, 212, { size: 12, bold: true }),
      item('JULY 2019 - SEP 2020', 20, 228),
      item('Ran the floor of a restaurant of sixty seats', 20, 244),
      item('Drew up the rota within the weekly budget', 20, 260),
    ]);
    const entries = splitEntries(section);
    expect(entries.map((e) => e.dates?.start)).toEqual(['2021-06', '2020-09', '2019-07']);
    const { roles } = extractRoles(entries);
    expect(roles.map((r) => [r.item.company, r.item.title])).toEqual([
      ['HARBOUR GRILL', 'SERVER'],
      ['BLUE FISH', 'SERVER'],
      ['THE BLUE FISH', 'FLOOR MANAGER, EASTVILLE'],
    ]);
  });
});

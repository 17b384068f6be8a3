import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

function heads(items: TextItem[]) {
  return splitEntries(linesFromSegments(buildSegments(items), 0)).map((e) => ({
    head: e.head.map((l) => l.line.text),
    details: e.details.length,
    start: e.dates?.start ?? null,
  }));
}

describe('organisation and dates in a block of their own, the role under it', () => {
  it('reads the role below the padded block as the same entry, not a second half entry', () => {
    const result = heads([
      item('Harbour Freight Ltd', 70, 100, { size: 12, bold: true }),
      item('March 2016 – Present', 70, 114),
      item('Logistics Coordinator', 60, 140, { size: 12, bold: true }),
      item('Planned the routes of twelve delivery vans across the region.', 60, 154),
      item('Cut late deliveries by a third within one year.', 60, 167),
      item('Northgate Couriers', 70, 196, { size: 12, bold: true }),
      item('May 2012 – February 2016', 70, 210),
      item('Dispatcher', 60, 236, { size: 12, bold: true }),
      item('Answered the dispatch line and assigned drivers to calls.', 60, 250),
    ]);
    expect(result).toEqual([
      {
        head: ['Harbour Freight Ltd', 'March 2016 – Present', 'Logistics Coordinator'],
        details: 2,
        start: '2016-03',
      },
      {
        head: ['Northgate Couriers', 'May 2012 – February 2016', 'Dispatcher'],
        details: 1,
        start: '2012-05',
      },
    ]);
  });

  it('still starts a new entry after a gap when the entry above already has its details', () => {
    const result = heads([
      item('Harbour Freight Ltd', 70, 100, { size: 12, bold: true }),
      item('March 2016 – Present', 70, 114),
      item('Planned the routes of twelve delivery vans across the region.', 60, 128),
      item('Volunteer Driver', 60, 156, { size: 12, bold: true }),
      item('Drove patients to their hospital appointments every week.', 60, 170),
    ]);
    expect(result.map((e) => e.head)).toEqual([
      ['Harbour Freight Ltd', 'March 2016 – Present'],
      ['Volunteer Driver'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

function entries(items: TextItem[]) {
  return splitEntries(linesFromSegments(buildSegments(items), 0)).map((e) => ({
    head: e.head.map((l) => l.line.text),
    details: e.details.length,
  }));
}

describe('glyph-less points flush with the entry text', () => {
  it('reads a short point inside or at the end of the run as a point, not a head', () => {
    const result = entries([
      item('Harbour Freight Ltd', 40, 100, { size: 12 }),
      item('March 2016 – Present', 40, 114),
      item('Logistics Coordinator', 40, 132),
      item('Planned the routes of twelve delivery vans across the region.', 40, 150),
      item('Opened the night depot', 40, 163),
      item('Cut late deliveries by a third within one year and kept them there.', 40, 176),
      item('Trained four new dispatchers', 40, 189),
      item('Northgate Couriers', 40, 230, { size: 12 }),
      item('May 2012 – February 2016', 40, 244),
      item('Dispatcher', 40, 262),
      item('Answered the dispatch line and assigned drivers to calls.', 40, 280),
    ]);
    expect(result).toEqual([
      { head: ['Harbour Freight Ltd', 'March 2016 – Present', 'Logistics Coordinator'], details: 4 },
      { head: ['Northgate Couriers', 'May 2012 – February 2016', 'Dispatcher'], details: 1 },
    ]);
  });

  it('leaves undated entries of a name and one sentence each, set solid, apart', () => {
    const result = entries([
      item('Tide Tables', 40, 100),
      item('A small app that reads tide tables aloud for sailors.', 40, 113),
      item('Ferry Board', 40, 126),
      item('A departure board for the harbour ferries, shown on a kiosk.', 40, 139),
    ]);
    expect(result.map((e) => e.head)).toEqual([['Tide Tables'], ['Ferry Board']]);
  });
});

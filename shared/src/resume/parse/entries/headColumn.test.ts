import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';

describe('the column the heads start at', () => {
  it('reads a sentence-like line at the head column above a dated line as the next entry’s head', () => {
    const entries = splitEntries(
      linesFromSegments(
        buildSegments([
          item('Account manager at Northwind Traders (wholesale)', 30, 100),
          item('March 2014 – May 2016', 30, 114),
          item('handled orders and complaints from forty shops', 60, 130),
          item(
            'planned the weekly deliveries with the warehouse and the drivers of the three vans.',
            60,
            144,
          ),
          item('Teacher of english and history at the Lakeside evening school', 30, 170),
          item('April 2011 – February 2014', 30, 184),
          item('taught groups of adults and single students', 60, 200),
        ]),
        0,
      ),
    );
    expect(entries.map((e) => [e.head[0]?.line.text, e.dates?.start])).toEqual([
      ['Account manager at Northwind Traders (wholesale)', '2014-03'],
      ['Teacher of english and history at the Lakeside evening school', '2011-04'],
    ]);
  });
});

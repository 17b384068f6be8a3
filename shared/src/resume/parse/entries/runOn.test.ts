import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { joinJustified } from './justified.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

const lines = (items: TextItem[]) => linesFromSegments(buildSegments(items), 0);
const heads = (items: TextItem[]) => splitEntries(lines(items)).map((e) => e.head.map((l) => l.line.text));

describe('prose that runs on from line to line', () => {
  it('rejoins a justified line whose stretched spaces cut it into pieces', () => {
    const [line] = joinJustified(
      lines([item('Built', 60, 100), item('and maintained reporting dashboards in', 105, 100)]),
    );
    expect(line?.segments.map((s) => s.text)).toEqual(['Built and maintained reporting dashboards in']);
  });

  it('keeps a date or a capitalised field beside a line apart', () => {
    const joined = joinJustified(
      lines([
        item('Data Analyst', 60, 100),
        item('Northwind Traders', 140, 100),
        item('Leeds', 60, 113),
        item('since 2019', 105, 113),
      ]),
    );
    expect(joined.map((l) => l.segments.length)).toEqual([2, 2]);
  });

  it('reads points without glyphs that wrap at the column edge as the entry’s text, not as entries', () => {
    const result = heads([
      item('Data Analyst', 60, 100),
      item('2019 – 2022', 470, 100),
      item('Northwind Traders', 60, 113),
      // Justified: the stretched spaces cut the line, the last word lands on the right.
      item('Built', 60, 130),
      item('and maintained reporting dashboards in', 105, 130, { width: 415 }),
      item('Power BI and Tableau for Finance, turning raw data', 60, 143, { width: 420 }),
      item('into', 503, 143),
      item('Weekly Reports for Four Regional Offices.', 60, 156),
      item('Product Analyst', 60, 180),
      item('2017 – 2019', 470, 180),
      item('Fabrikam Ltd', 60, 193),
    ]);
    expect(result).toEqual([
      ['Data Analyst   2019 – 2022', 'Northwind Traders'],
      ['Product Analyst   2017 – 2019', 'Fabrikam Ltd'],
    ]);
  });

  it('keeps a school name that wraps at the edge on a linking word as the head', () => {
    const result = splitEntries(
      lines([
        item('Lakeside Institute of Agriculture and', 60, 100, { width: 200 }),
        item('Technology', 60, 113),
        item('2016 – 2020', 60, 126),
      ]),
    );
    expect(result.map((e) => e.details.length)).toEqual([0]);
  });
});

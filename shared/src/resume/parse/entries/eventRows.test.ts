import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';

describe('a Japanese or Korean career table of dated events', () => {
  it('reads year and month cells as one date and one organisation’s rows as one entry', () => {
    const row = (year: string, month: string, text: string, event: string, y: number) => [
      item(year, 60, y),
      item(month, 112, y, { width: 6 }),
      item(text, 150, y),
      item(event, 260, y),
    ];
    const entries = splitEntries(
      linesFromSegments(
        buildSegments([
          ...row('2015', '4', '株式会社サンプル', '入社', 100),
          ...row('2018', '9', '株式会社サンプル', '退職', 125),
          ...row('2018', '10', '株式会社テスト', '入社', 150),
          item('現在に至る', 150, 175),
        ]),
        0,
      ),
    );
    expect(entries.map((e) => [e.dates?.start, e.dates?.end])).toEqual([
      ['2015-04', '2018-09'],
      ['2018-10', 'present'],
    ]);
  });
});

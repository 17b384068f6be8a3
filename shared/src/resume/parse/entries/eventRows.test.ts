import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import { extractRoles } from '../fields/experience/experience.js';

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

describe('a career table read as jobs', () => {
  const row = (year: string, month: string, text: string, y: number, right?: string) => [
    item(year, 60, y),
    item(month, 112, y, { width: 6 }),
    item(text, 150, y),
    ...(right ? [item(right, 520, y)] : []),
  ];
  const jobs = (items: ReturnType<typeof item>[]) =>
    extractRoles(splitEntries(linesFromSegments(buildSegments(items), 0))).roles.map((r) => [
      r.item.company,
      r.item.title,
      r.item.start,
      r.item.end,
    ]);

  it('takes the unit and the work after the step for the role, and the next join for the end', () => {
    expect(
      jobs([
        ...row('2014', '4', '株式会社サンプル商事 物流部 入社', 100),
        ...row('2016', '10', 'Example Trading Co.,Ltd 転籍 営業企画', 125),
        ...row('2019', '3', 'Example Trading Co.,Ltd 退職', 150),
        ...row('2019', '5', 'テスト工業株式会社 入社 関連会社へ出向 品質管理業務', 175),
        item('現在に至る', 300, 200),
      ]),
    ).toEqual([
      ['株式会社サンプル商事', '物流部', '2014-04', '2016-10'],
      ['Example Trading Co.,Ltd', '営業企画', '2016-10', '2019-03'],
      ['テスト工業株式会社', '品質管理業務', '2019-05', 'present'],
    ]);
  });

  it('reads a row only up to its step: cells of the form’s other tables on the same row are not the job', () => {
    expect(
      jobs([
        ...row('2015', '4', '株式会社見本 入社', 100, '通勤時間'),
        ...row('2020', '3', '株式会社見本 退職', 125, '本人希望記入欄'),
      ]),
    ).toEqual([['株式会社見本', '', '2015-04', '2020-03']]);
  });

  it('gives a job its unit from a later move within it', () => {
    expect(
      jobs([
        ...row('2012', '4', '見本銀行 入行', 100),
        ...row('2012', '7', '融資部に配属', 125),
        ...row('2018', '9', '一身上の都合により退職', 150),
      ]),
    ).toEqual([['見本銀行', '融資部', '2012-04', '2018-09']]);
  });
});

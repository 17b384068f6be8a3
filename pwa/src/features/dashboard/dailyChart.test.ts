import { describe, expect, it } from 'vitest';
import type { DailyCount } from '@folio/shared';
import { dailyChart } from './dailyChart.js';

const day = (date: string, views: number, uniqueVisitors = views): DailyCount => ({
  date,
  views,
  uniqueVisitors,
  shares: 0,
  downloads: 0,
});

describe('the views-per-day chart', () => {
  it('draws each day against the busiest one, zero days as nothing', () => {
    const chart = dailyChart(
      [day('2026-03-01', 2), day('2026-03-02', 0), day('2026-03-03', 8)],
      'views',
      300,
      100,
    );
    expect(chart.max).toBe(8);
    expect(chart.total).toBe(10);
    expect(chart.busiest).toEqual({ date: '2026-03-03', value: 8 });
    expect(chart.bars.map((b) => b.height)).toEqual([25, 0, 100]);
    expect(chart.bars.map((b) => b.y)).toEqual([75, 100, 0]);
    // Bars in their own slots, left to right, oldest first.
    expect(chart.bars[0]!.x).toBeLessThan(chart.bars[2]!.x);
    expect(chart.bars[2]!.x + chart.barWidth).toBeLessThanOrEqual(300);
  });

  it('has no busiest day when nothing was counted', () => {
    const chart = dailyChart([day('2026-03-01', 0), day('2026-03-02', 0)], 'uniqueVisitors', 300, 100);
    expect(chart.busiest).toBeNull();
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
  });
});

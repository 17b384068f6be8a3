import { describe, expect, it } from 'vitest';
import type { DailyStatRecord } from '../../storage/types.js';
import { dailySeries, topReferrers } from './series.js';

const row = (portfolioId: string, date: string, views: number): DailyStatRecord => ({
  portfolioId,
  date,
  views,
  uniqueVisitors: views,
  shares: 1,
  downloads: 0,
  visitorHashes: [],
});

describe('dailySeries', () => {
  const today = new Date('2026-03-14T15:00:00Z');

  it('gives one row per day, oldest first, ending today, with zeros for quiet days', () => {
    const series = dailySeries([], 14, today);
    expect(series).toHaveLength(14);
    expect(series[0]?.date).toBe('2026-03-01');
    expect(series[13]?.date).toBe('2026-03-14');
    expect(series.every((d) => d.views === 0)).toBe(true);
  });

  it('sums rows of several portfolios on the same day and ignores days outside the window', () => {
    const series = dailySeries(
      [row('a', '2026-03-14', 3), row('b', '2026-03-14', 4), row('a', '2026-02-01', 99)],
      14,
      today,
    );
    expect(series[13]).toEqual({ date: '2026-03-14', views: 7, uniqueVisitors: 7, shares: 2, downloads: 0 });
    expect(series.reduce((n, d) => n + d.views, 0)).toBe(7);
  });
});

describe('topReferrers', () => {
  it('sums each host over days and portfolios, most views first, at most the limit', () => {
    const ref = (portfolioId: string, date: string, host: string, views: number) => ({
      portfolioId,
      date,
      host,
      views,
    });
    const rows = [
      ref('a', '2026-03-01', 'jobs.example', 2),
      ref('b', '2026-03-01', 'jobs.example', 1),
      ref('a', '2026-03-02', 'mail.example', 3),
      ref('a', '2026-03-02', 'blog.example', 3),
      ref('a', '2026-03-03', 'news.example', 1),
      ref('a', '2026-03-03', 'jobs.example', 1),
    ];
    expect(topReferrers(rows, 3)).toEqual([
      { host: 'jobs.example', views: 4 },
      { host: 'blog.example', views: 3 },
      { host: 'mail.example', views: 3 },
    ]);
    expect(topReferrers([])).toEqual([]);
  });
});

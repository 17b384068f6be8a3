import type { DailyCount } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import {
  describeTrend,
  filterPortfolios,
  formatDate,
  planAllowance,
  publicUrl,
  sortByUpdated,
  weeklyTrend,
  welcomeName,
} from './dashboardModel.js';

const days = (views: number[]): DailyCount[] =>
  views.map((v, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    views: v,
    uniqueVisitors: v,
    shares: 0,
    downloads: 0,
  }));

describe('filterPortfolios', () => {
  const list = [{ title: 'Data Scientist' }, { title: 'Product designer' }, { title: 'DATA engineer' }];
  it('matches titles case-insensitively', () => {
    expect(filterPortfolios(list, 'data').map((p) => p.title)).toEqual(['Data Scientist', 'DATA engineer']);
    expect(filterPortfolios(list, '  DESIGN ').map((p) => p.title)).toEqual(['Product designer']);
  });
  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterPortfolios(list, '')).toHaveLength(3);
    expect(filterPortfolios(list, 'zzz')).toEqual([]);
  });
});

describe('planAllowance', () => {
  it('free: 3 portfolios, counting down, create tile hidden at the limit', () => {
    expect(planAllowance('free', 0)).toMatchObject({ label: '3 left', showCreateTile: true, atLimit: false });
    expect(planAllowance('free', 2)).toMatchObject({ label: '1 left', showCreateTile: true });
    expect(planAllowance('free', 3)).toMatchObject({ label: '0 left', showCreateTile: false, atLimit: true });
  });
  it('pro: 10', () => {
    expect(planAllowance('pro', 4)).toMatchObject({ limit: 10, label: '6 left', atLimit: false });
    expect(planAllowance('pro', 10).atLimit).toBe(true);
  });
  it('any other plan: unlimited, tile until 999', () => {
    expect(planAllowance('team', 50)).toMatchObject({
      limit: null,
      label: 'Unlimited',
      atLimit: false,
      showCreateTile: true,
    });
    expect(planAllowance('team', 999).showCreateTile).toBe(false);
  });
});

describe('weeklyTrend', () => {
  it('compares the last 7 days with the 7 before', () => {
    const trend = weeklyTrend(days([1, 1, 1, 1, 1, 1, 4, 2, 2, 2, 2, 2, 2, 1]), 'views');
    expect(trend).toEqual({ previous: 10, current: 13, percent: 30 });
    if (trend) expect(describeTrend(trend)).toBe('+30% vs previous 7 days');
  });
  it('says nothing when there is nothing to compare', () => {
    expect(weeklyTrend(days(new Array(14).fill(0)), 'views')).toBeNull();
    expect(weeklyTrend(days([1, 2, 3]), 'views')).toBeNull();
  });
  it('reports growth from zero without an invented percentage', () => {
    const trend = weeklyTrend(days([...new Array(7).fill(0), 0, 0, 0, 0, 0, 2, 1]), 'views');
    expect(trend).toEqual({ previous: 0, current: 3, percent: null });
    if (trend) expect(describeTrend(trend)).toBe('3 in the last 7 days (none the week before)');
  });
  it('describes a fall and no change', () => {
    expect(describeTrend({ previous: 10, current: 5, percent: -50 })).toBe('−50% vs previous 7 days');
    expect(describeTrend({ previous: 3, current: 3, percent: 0 })).toBe('Same as the previous 7 days');
  });
});

describe('small derivations', () => {
  it('greets by first name or "there"', () => {
    expect(welcomeName('Ada Lovelace')).toBe('Ada');
    expect(welcomeName('  ')).toBe('there');
    expect(welcomeName(undefined)).toBe('there');
  });
  it('builds the public link from the portfolio address, else its first address', () => {
    expect(publicUrl('https://folio.example', { url: 'The%20Gallery/abc', address: '/ana-lima' })).toBe(
      'https://folio.example/ana-lima',
    );
    expect(publicUrl('https://folio.example', { url: 'The%20Gallery/abc', address: '' })).toBe(
      'https://folio.example/portfolio/The%20Gallery/abc',
    );
  });
  it('sorts newest first and formats dates, empty for bad input', () => {
    const sorted = sortByUpdated([
      { updatedAt: '2026-01-01T00:00:00Z' },
      { updatedAt: '2026-03-01T00:00:00Z' },
      { updatedAt: '' },
    ]);
    expect(sorted.map((p) => p.updatedAt)).toEqual(['2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z', '']);
    expect(formatDate('2026-03-12T10:00:00Z', 'en-GB')).toBe('12 Mar 2026');
    expect(formatDate('nope')).toBe('');
  });
});

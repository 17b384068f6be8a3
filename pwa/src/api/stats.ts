import { API, type DailyCount, type StatsResponse } from '@folio/shared';
import { apiCall } from './client.js';
import { list, num, record, str } from './parse.js';

function parseDaily(value: unknown): DailyCount {
  const d = record(value, 'day');
  return {
    date: str(d, 'date'),
    views: num(d, 'views', 0),
    uniqueVisitors: num(d, 'uniqueVisitors', 0),
    shares: num(d, 'shares', 0),
    downloads: num(d, 'downloads', 0),
  };
}

export function parseStats(value: unknown): StatsResponse {
  const body = record(value, 'stats');
  const totals = record(body.totals, 'totals');
  return {
    totals: {
      views: num(totals, 'views', 0),
      portfolios: num(totals, 'portfolios', 0),
      downloads: num(totals, 'downloads', 0),
      shares: num(totals, 'shares', 0),
    },
    daily: body.daily === undefined ? [] : list(body.daily, 'daily', parseDaily),
  };
}

/** GET /api/stats: the caller's totals and the last 90 days. */
export function fetchStats(): Promise<StatsResponse> {
  return apiCall(API.stats, parseStats);
}

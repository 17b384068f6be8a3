import { API, type DailyCount, type ReferrerCount, type StatsResponse } from '@folio/shared';
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

function parseReferrer(value: unknown): ReferrerCount {
  const r = record(value, 'referrer');
  return { host: str(r, 'host'), views: num(r, 'views', 0) };
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
    referrers: body.referrers === undefined ? [] : list(body.referrers, 'referrers', parseReferrer),
  };
}

/** GET /api/stats: the caller's totals, the last 90 days and where visitors came from. */
export function fetchStats(): Promise<StatsResponse> {
  return apiCall(API.stats, parseStats);
}

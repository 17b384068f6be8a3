import type { DailyCount, ReferrerCount } from '@folio/shared';
import type { DailyReferrerRecord, DailyStatRecord } from '../../storage/types.js';

/** Referring sites the API lists. */
export const TOP_REFERRERS = 20;

/** Days of daily counts the API answers (issue 26): the dashboard's weekly trend uses the last 14. */
export const STATS_DAYS = 90;

/**
 * Sums stored daily rows (any number of portfolios) into one row per day for the last `days` UTC
 * days, oldest first, with zeros for days without events — so the client can compare weeks.
 */
export function dailySeries(
  rows: readonly DailyStatRecord[],
  days = STATS_DAYS,
  today = new Date(),
): DailyCount[] {
  const byDate = new Map<string, DailyCount>();
  const series: DailyCount[] = [];
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let i = days - 1; i >= 0; i--) {
    const date = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    const row = { date, views: 0, uniqueVisitors: 0, shares: 0, downloads: 0 };
    byDate.set(date, row);
    series.push(row);
  }
  for (const r of rows) {
    const row = byDate.get(r.date);
    if (!row) continue;
    row.views += r.views;
    row.uniqueVisitors += r.uniqueVisitors;
    row.shares += r.shares;
    row.downloads += r.downloads;
  }
  return series;
}

/** Sums stored referrer rows (any days and portfolios) per host: most views first, then by name. */
export function topReferrers(rows: readonly DailyReferrerRecord[], limit = TOP_REFERRERS): ReferrerCount[] {
  const byHost = new Map<string, number>();
  for (const r of rows) byHost.set(r.host, (byHost.get(r.host) ?? 0) + r.views);
  return [...byHost]
    .map(([host, views]) => ({ host, views }))
    .sort((a, b) => b.views - a.views || (a.host < b.host ? -1 : 1))
    .slice(0, limit);
}

import type { DailyCount } from '@folio/shared';
import type { DailyStatRecord } from '../../storage/types.js';

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

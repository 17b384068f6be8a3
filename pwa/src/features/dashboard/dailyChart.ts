import type { DailyCount } from '@folio/shared';

export interface ChartBar {
  date: string;
  value: number;
  x: number;
  y: number;
  height: number;
}

export interface DailyChartModel {
  bars: ChartBar[];
  barWidth: number;
  max: number;
  total: number;
  /** The day with the most, for the chart's text summary; null when every day is zero. */
  busiest: { date: string; value: number } | null;
}

/**
 * Bars for one figure per day (oldest first) in a `width`×`height` box: heights against the largest
 * day, a zero day drawn as nothing. Numbers only from the server's rows; no smoothing, no guesses.
 */
export function dailyChart(
  daily: readonly DailyCount[],
  metric: 'views' | 'uniqueVisitors',
  width: number,
  height: number,
): DailyChartModel {
  const max = Math.max(0, ...daily.map((d) => d[metric]));
  const slot = daily.length ? width / daily.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  let busiest: DailyChartModel['busiest'] = null;
  const bars = daily.map((d, i) => {
    const value = d[metric];
    if (value > 0 && (!busiest || value > busiest.value)) busiest = { date: d.date, value };
    const h = max > 0 ? (value / max) * height : 0;
    return { date: d.date, value, x: i * slot + (slot - barWidth) / 2, y: height - h, height: h };
  });
  return { bars, barWidth, max, total: daily.reduce((n, d) => n + d[metric], 0), busiest };
}

import type { StatsResponse } from '@folio/shared';
import { memo } from 'react';
import { describeTrend, weeklyTrend, type TrendMetric } from './dashboardModel.js';
import { Icon, type IconName } from '../../components/Icon.js';

interface Card {
  label: string;
  value: number;
  trendOf: TrendMetric | null;
  icon: IconName;
}

/**
 * The four figures (SPEC.md section 2), real numbers from the server with a real weekly trend or none.
 * Memoised: the dashboard re-renders as its other parts arrive, the figures stay as they are.
 */
export const StatCards = memo(function StatCards({
  stats,
  fallback,
}: {
  stats: StatsResponse | null;
  fallback: StatsResponse['totals'];
}) {
  const totals = stats?.totals ?? fallback;
  const cards: Card[] = [
    { label: 'Total Views', value: totals.views, trendOf: 'views', icon: 'eye' },
    { label: 'Portfolios', value: totals.portfolios, trendOf: null, icon: 'folder' },
    { label: 'Downloads', value: totals.downloads, trendOf: 'downloads', icon: 'download' },
    { label: 'Shares', value: totals.shares, trendOf: 'shares', icon: 'link' },
  ];
  return (
    <div className="stats">
      {cards.map((card) => {
        const trend = stats && card.trendOf ? weeklyTrend(stats.daily, card.trendOf) : null;
        const labelId = `stat-${card.label.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <div key={card.label} className="card stat" role="group" aria-labelledby={labelId}>
            <span className="stat__icon">
              <Icon name={card.icon} />
            </span>
            <span id={labelId} className="stat__label">
              {card.label}
            </span>
            <span className="stat__value">{card.value.toLocaleString()}</span>
            {trend && (
              <span
                className={`stat__trend ${trend.percent !== null && trend.percent < 0 ? 'stat__trend--down' : ''}`}
              >
                {describeTrend(trend)}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
});

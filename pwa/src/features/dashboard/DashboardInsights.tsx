import type { StatsResponse } from '@folio/shared';
import { memo } from 'react';
import { DailyChart } from './DailyChart.js';
import { ReferrerList } from './ReferrerList.js';

/**
 * The figures past the four cards: views per day and where visitors came from. Its own chunk
 * (useInsights.ts): not needed for the dashboard's first screen, which shows before the figures arrive.
 */
export const DashboardInsights = memo(function DashboardInsights({ stats }: { stats: StatsResponse }) {
  return (
    <>
      <DailyChart daily={stats.daily} />
      <ReferrerList referrers={stats.referrers} days={stats.daily.length} />
    </>
  );
});

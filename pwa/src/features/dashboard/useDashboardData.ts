import type { PortfolioSummary, StatsResponse } from '@folio/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchPortfolios, fetchStats, parsePortfolioList, parseStats } from '../../api/index.js';
import { logger } from '../../app/logger.js';
import { takeEarlyDashboardData } from './earlyData.js';

export const LOAD_ERROR = 'Failed to load portfolios. Please try again.';

export type DashboardData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; portfolios: PortfolioSummary[]; stats: StatsResponse | null };

/** Portfolios and figures for the dashboard; stats failing alone does not fail the page. */
export function useDashboardData() {
  const [data, setData] = useState<DashboardData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setData({ status: 'loading' });
    const early = takeEarlyDashboardData();
    // Asked before the sign-in check ended, an early request may have met a token the check has since
    // renewed: one that failed (or answered something unexpected) is asked again now.
    const portfolios = early
      ? early.portfolios.then(parsePortfolioList).catch(() => fetchPortfolios())
      : fetchPortfolios();
    const stats = (early ? early.stats.then(parseStats).catch(() => fetchStats()) : fetchStats()).catch(
      () => null,
    );
    Promise.all([portfolios, stats]).then(
      // A transition: the cards render in slices that leave the main thread free for input.
      ([portfolios, stats]) => {
        if (live) startTransition(() => setData({ status: 'loaded', portfolios, stats }));
      },
      (error: unknown) => {
        // SPEC.md section 8: shown in a red banner, also logged.
        logger.error('Dashboard load failed', error);
        if (live) setData({ status: 'error', message: LOAD_ERROR });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** Re-reads the figures only (after a share), keeping the list on screen. */
  const refreshStats = useCallback(() => {
    fetchStats().then(
      (stats) => setData((current) => (current.status === 'loaded' ? { ...current, stats } : current)),
      () => undefined,
    );
  }, []);

  const updatePortfolios = useCallback((change: (list: PortfolioSummary[]) => PortfolioSummary[]) => {
    setData((current) =>
      current.status === 'loaded' ? { ...current, portfolios: change(current.portfolios) } : current,
    );
  }, []);

  return { data, reload, refreshStats, updatePortfolios };
}

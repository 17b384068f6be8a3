import type { PortfolioSummary, StatsResponse } from '@folio/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, fetchPortfolios, fetchStats, parsePortfolioList, parseStats } from '../../api/index.js';
import { logger } from '../../app/logger.js';
import { takeEarlyDashboardData } from './earlyData.js';
import { rememberServerList } from './rememberList.js';

export const LOAD_ERROR = 'Failed to load portfolios. Please try again.';

export type DashboardData =
  | { status: 'loading' }
  /** `offline`: the request never reached the server (whatever `navigator.onLine` believes). */
  | { status: 'error'; message: string; offline: boolean }
  | { status: 'loaded'; portfolios: PortfolioSummary[]; stats: StatsResponse | null };

/**
 * Portfolios and figures for the dashboard; stats failing alone does not fail the page. The list is
 * kept on this device for `ownerId` as it arrives and after each change made here.
 */
export function useDashboardData(ownerId: string | undefined) {
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
        if (!live) return;
        // Kept before it is rendered: the rendering comes in slices, the network may go meanwhile.
        if (ownerId) rememberServerList(ownerId, portfolios);
        startTransition(() => setData({ status: 'loaded', portfolios, stats }));
      },
      (error: unknown) => {
        // SPEC.md section 8: shown in a red banner, also logged.
        logger.error('Dashboard load failed', error);
        const offline = error instanceof ApiError && error.code === 'network_error';
        if (live) setData({ status: 'error', message: LOAD_ERROR, offline });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, ownerId]);

  // Deleting or unpublishing here changes the list: what is kept follows (the arrival is not written twice).
  const loadedList = data.status === 'loaded' ? data.portfolios : null;
  useEffect(() => {
    if (ownerId && loadedList) rememberServerList(ownerId, loadedList);
  }, [ownerId, loadedList]);

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

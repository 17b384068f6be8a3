import type { StatsResponse } from '@folio/shared';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { logger } from '../../app/logger.js';

type Insights = ComponentType<{ stats: StatsResponse }>;

/** Should the chunk fail to load, the dashboard goes without the chart and the referrers. */
const NoInsights: Insights = () => null;

let loading: Promise<Insights> | null = null;

/** The chart and referrer list's chunk, asked for once per page. */
export function loadInsights(): Promise<Insights> {
  loading ??= import('./DashboardInsights.js').then(
    (module) => module.DashboardInsights,
    (error: unknown) => {
      logger.error('The dashboard’s chart could not be loaded', error);
      loading = null;
      return NoInsights;
    },
  );
  return loading;
}

/**
 * The chart and referrer list, null until their code has loaded. Asked for once the dashboard has
 * committed its first screen, so the code downloads while the figures are on their way; the dashboard
 * shows its figures once both are there, all at once, so nothing moves as the pieces arrive.
 */
export function useInsights(): Insights | null {
  const [insights, setInsights] = useState<{ component: Insights } | null>(null);
  useEffect(() => {
    let live = true;
    void loadInsights().then((component) => {
      if (live) startTransition(() => setInsights({ component }));
    });
    return () => {
      live = false;
    };
  }, []);
  return insights?.component ?? null;
}

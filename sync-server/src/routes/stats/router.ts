import Router from '@koa/router';
import type { PortfolioStatsResponse, StatsResponse } from '@folio/shared';
import { currentUser, sendJson, type RouteDeps } from '../context.js';
import { ownPortfolio } from '../portfolios/service.js';
import { shareCounterFor } from '../portfolios/shareCounter.js';
import { dailySeries, STATS_DAYS, topReferrers } from './series.js';

/** Dashboard figures, all counted by the server: totals, the last 90 days day by day, and referring sites. */
export function statsRouter({ storage, auth }: RouteDeps): Router {
  const router = new Router();
  const shares = shareCounterFor(storage);

  router.get('/api/stats', auth.requireUser, async (ctx) => {
    await shares.flush();
    const portfolios = await storage.portfolios.listByOwner(currentUser(ctx).id);
    const ids = portfolios.map((p) => p.id);
    const rows = await storage.stats.daily(ids, STATS_DAYS);
    const referrers = await storage.stats.referrers(ids, STATS_DAYS);
    const sum = (key: 'views' | 'downloads' | 'shares') => portfolios.reduce((n, p) => n + p[key], 0);
    const body: StatsResponse = {
      totals: {
        views: sum('views'),
        portfolios: portfolios.length,
        downloads: sum('downloads'),
        shares: sum('shares'),
      },
      daily: dailySeries(rows),
      referrers: topReferrers(referrers),
    };
    sendJson(ctx, 200, body);
  });

  router.get('/api/portfolios/:pid/stats', auth.requireUser, async (ctx) => {
    await shares.flush();
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    const rows = await storage.stats.daily([portfolio.id], STATS_DAYS);
    const daily = dailySeries(rows);
    const referrers = await storage.stats.referrers([portfolio.id], STATS_DAYS);
    const body: PortfolioStatsResponse = {
      portfolioId: portfolio.id,
      totals: {
        views: portfolio.views,
        // Visitors are only recognisable within one day (daily salted hashes), so this sums the days shown.
        uniqueVisitors: daily.reduce((n, d) => n + d.uniqueVisitors, 0),
        downloads: portfolio.downloads,
        shares: portfolio.shares,
      },
      daily,
      referrers: topReferrers(referrers),
    };
    sendJson(ctx, 200, body);
  });

  return router;
}

import { API } from '@folio/shared';
// The client alone, not the API barrel: this module is in the main bundle every screen loads, and the
// answers are validated by the dashboard's own code when it takes them.
import { apiFetch } from '../../api/client.js';
import { getAuthToken } from '../../settings/index.js';

/** The bodies of GET /api/portfolios and GET /api/stats, not yet validated. */
export interface EarlyDashboardData {
  portfolios: Promise<unknown>;
  stats: Promise<unknown>;
}

let early: { token: string; data: EarlyDashboardData } | null = null;

/**
 * Asks for the dashboard's portfolio list and figures with `token` now, for the dashboard to take when
 * it mounts. Kept apart from the page's chunk loader (earlyStart.ts) so that the page's own code can
 * take the answers without importing the module that loads it.
 */
export function fetchDashboardDataEarly(token: string): void {
  // The sign-in check decides what a 401 means (it may refresh the token first), not these requests.
  const portfolios = apiFetch(API.portfolios, { clearSessionOn401: false });
  const stats = apiFetch(API.stats, { clearSessionOn401: false });
  // Not unhandled while nobody has taken them yet; the dashboard sees a failure when it does.
  portfolios.catch(() => undefined);
  stats.catch(() => undefined);
  early = { token, data: { portfolios, stats } };
}

/**
 * The early answers, once, and only for the token they were asked with: after a sign-out and another
 * sign-in in the same page they belong to someone else.
 */
export function takeEarlyDashboardData(): EarlyDashboardData | null {
  const taken = early;
  early = null;
  return taken && taken.token === getAuthToken() ? taken.data : null;
}

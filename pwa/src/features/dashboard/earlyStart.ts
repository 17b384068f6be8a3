import { getAuthToken } from '../../settings/index.js';
import { fetchDashboardDataEarly } from './earlyData.js';

/** The dashboard's code; the route's lazy loader and the early start share the one chunk. */
export const loadDashboardPage = () => import('./DashboardPage.js');

/**
 * Opening /dashboard with a stored token: asks for the dashboard's code, its portfolio list and figures
 * at once, alongside the start-up sign-in check, instead of one after another (app script → sign-in
 * check → dashboard code → list → card picture). Called before the first render; the dashboard takes
 * the answers when it mounts.
 */
export function startDashboardEarly(pathname: string): void {
  const token = getAuthToken();
  if (pathname !== '/dashboard' || !token) return;
  // A failure here surfaces again, and is handled, when the route loads the chunk itself.
  loadDashboardPage().catch(() => undefined);
  fetchDashboardDataEarly(token);
}

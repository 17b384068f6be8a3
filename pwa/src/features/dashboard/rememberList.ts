import type { PortfolioSummary } from '@folio/shared';
import { logger } from '../../app/logger.js';
import { getAuthToken } from '../../settings/index.js';

let lastKept: readonly PortfolioSummary[] | null = null;

/**
 * Keeps the list the server just sent in IndexedDB, so the dashboard can show it offline. Done the
 * moment the list arrives, not by the sync layer, which starts only once the screen is painted and
 * the browser idle: someone who opens the dashboard and then loses the network still has a list.
 * The database code loads on demand, keeping Dexie out of the dashboard's first script.
 */
export function rememberServerList(ownerId: string, portfolios: readonly PortfolioSummary[]): void {
  // The same list (its arrival, then its first render) is written once.
  if (portfolios === lastKept) return;
  lastKept = portfolios;
  const token = getAuthToken();
  import('../../db/index.js')
    .then(async ({ getDb, saveServerList }) => {
      // Signed out meanwhile: sign-out has erased this person's lists and must not find one again.
      if (getAuthToken() !== token) return;
      await saveServerList(getDb(), ownerId, portfolios);
    })
    .catch((error: unknown) => logger.warn('The portfolio list could not be kept on this device', error));
}

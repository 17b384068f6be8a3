/**
 * Extension point for the offline-first flow (issue 5): portfolios that exist only on this device
 * (drafts, creations waiting to sync, conflicts) are shown beside the server's. The sync layer
 * provides them (planned: `useLocalPortfolios()` in `pwa/src/sync/`), and DashboardPage takes them
 * through its `localRows` prop, so the dashboard needs no knowledge of IndexedDB.
 */
export interface LocalPortfolioRow {
  /** Local id (client id) of the draft or queued portfolio. */
  id: string;
  title: string;
  /** Template display name ("The Gallery"), '' when none is chosen yet. */
  templateName: string;
  /** ISO date of the last local change. */
  updatedAt: string;
  status: 'draft' | 'waiting' | 'conflict';
  /** Where "Continue" goes, e.g. `/edit?draft={id}`. */
  href: string;
}

export const LOCAL_STATUS_LABELS: Record<LocalPortfolioRow['status'], string> = {
  draft: 'Draft',
  waiting: 'Waiting to sync',
  conflict: 'Needs your choice',
};

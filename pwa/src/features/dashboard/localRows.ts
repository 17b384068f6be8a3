/**
 * What the dashboard shows for a portfolio that exists only on this device (a draft, a creation
 * waiting to sync, a conflict). The sync layer's `useLocalPortfolios()` provides them.
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
  /** Why it needs attention, in words; '' when it does not. */
  detail?: string;
}

export const LOCAL_STATUS_LABELS: Record<LocalPortfolioRow['status'], string> = {
  draft: 'Draft',
  waiting: 'Waiting to sync',
  conflict: 'Needs your choice',
};

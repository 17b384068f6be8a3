import { useEffect } from 'react';
import { useLocalPortfolios, type LocalPortfolios } from '../../sync/index.js';

interface Props {
  userId: string | undefined;
  onChange: (local: LocalPortfolios) => void;
}

/**
 * This device's drafts and portfolios (IndexedDB, live), handed to the dashboard. Its own chunk, loaded
 * after the dashboard's first paint: the sync layer and Dexie are most of the dashboard's script.
 */
export function LocalPortfoliosSource({ userId, onChange }: Props) {
  const local = useLocalPortfolios(userId);
  useEffect(() => onChange(local), [local, onChange]);
  return null;
}

/**
 * Offline-first sync: the outbox pushed to the server and the server's portfolios pulled into the
 * local mirror. Screens call the actions; the dashboard reads `useLocalPortfolios`; sign-out calls
 * `clearLocalData`.
 */
export { startSync, stopSync, syncEngine } from './appSync.js';
export { connectSyncToAuth } from './connect.js';
export {
  createPortfolio,
  savePortfolioEdit,
  chooseConflictVersion,
  discardLocalPortfolio,
  findOrFetchPortfolio,
  type CreateResult,
} from './actions.js';
export {
  useSyncStatus,
  useSyncFor,
  useLocalPortfolios,
  useLocalPortfolio,
  type LocalPortfolios,
} from './hooks.js';
export {
  localItems,
  mirrorSummaries,
  publishState,
  type LocalPortfolioItem,
  type PublishState,
} from './localPortfolios.js';
export { clearLocalData, localDataSummary, requestPersistentStorage } from './localData.js';
export { buildBackup, backupFile, type BackupEntry } from './backup.js';
export { hasPendingChanges, type ConflictChoice } from './reconcile.js';
export type { SyncStatus } from './status.js';
export type { PushOutcome } from './push.js';

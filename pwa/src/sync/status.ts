/** What the sync engine is doing, for the badge and the dashboard. */
export interface SyncStatus {
  /** idle: nothing running; error: the last run could not reach the server (it will retry). */
  phase: 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out';
  lastSyncedAt: string | null;
  lastError: string | null;
}

/** A tiny external store (React's useSyncExternalStore reads it); one per engine. */
export class SyncStatusStore {
  private value: SyncStatus = { phase: 'idle', lastSyncedAt: null, lastError: null };
  private readonly listeners = new Set<() => void>();

  get = (): SyncStatus => this.value;

  set(change: Partial<SyncStatus>): void {
    const next = { ...this.value, ...change };
    if (
      next.phase === this.value.phase &&
      next.lastError === this.value.lastError &&
      next.lastSyncedAt === this.value.lastSyncedAt
    ) {
      return;
    }
    this.value = next;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

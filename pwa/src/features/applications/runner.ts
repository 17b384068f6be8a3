import { getDb, type FolioDb } from '../../db/index.js';
import { httpApplicationsApi, type ApplicationsApi } from './api.js';
import { syncApplications, type SyncStop } from './sync.js';

export interface TrackerSyncState {
  phase: 'idle' | 'syncing' | 'offline' | 'signed-out';
  lastSyncedAt: string | null;
  /** Days the server keeps opens (from its last answer). */
  retentionDays: number | null;
}

/**
 * Runs the tracker's sync for the signed-in person: on start, when the network returns, on return to
 * the tab, shortly after a local change, and on a timer while changes wait. Runs never overlap.
 */
export class TrackerSync {
  private state: TrackerSyncState = { phase: 'idle', lastSyncedAt: null, retentionDays: null };
  private readonly listeners = new Set<() => void>();
  private userId: string | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unwire: (() => void) | null = null;

  constructor(private readonly deps: { db: () => FolioDb; api: ApplicationsApi; isOnline?: () => boolean }) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly get = () => this.state;

  private set(patch: Partial<TrackerSyncState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  start(userId: string): void {
    if (this.userId === userId) return;
    this.stop();
    this.userId = userId;
    if (typeof window !== 'undefined') {
      const online = () => void this.run();
      const offline = () => this.set({ phase: 'offline' });
      const visible = () => {
        if (document.visibilityState === 'visible') void this.run();
      };
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      document.addEventListener('visibilitychange', visible);
      this.unwire = () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        document.removeEventListener('visibilitychange', visible);
      };
    }
    void this.run();
  }

  stop(): void {
    this.userId = null;
    this.unwire?.();
    this.unwire = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** A local change was made: push it soon (edits come in bursts). */
  soon(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), 300);
  }

  /** Runs now, or once more after the run in flight; resolves when the run that covers this call ends. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running.then(() => this.running ?? undefined);
    }
    this.running = this.cycle().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.run();
      }
    });
    return this.running;
  }

  private async cycle(): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    if (this.deps.isOnline && !this.deps.isOnline()) {
      this.set({ phase: 'offline' });
      return;
    }
    this.set({ phase: 'syncing' });
    const { stoppedBy, retentionDays } = await syncApplications({
      db: this.deps.db(),
      api: this.deps.api,
      userId,
    });
    if (this.userId !== userId) return;
    this.finish(stoppedBy, retentionDays);
  }

  private finish(stoppedBy: SyncStop, retentionDays: number | null) {
    if (stoppedBy === 'unauthorized') return this.set({ phase: 'signed-out' });
    if (stoppedBy === 'offline') {
      this.set({ phase: 'offline' });
      // Try again later; `online` also wakes us sooner.
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.run(), 15_000);
      return;
    }
    this.set({ phase: 'idle', lastSyncedAt: new Date().toISOString(), retentionDays });
  }
}

/** The app's one tracker sync, over the app's database and the real API. */
export const trackerSync = new TrackerSync({
  db: getDb,
  api: httpApplicationsApi,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
});

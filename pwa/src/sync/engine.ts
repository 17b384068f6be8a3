import { listDueOutbox, listOutbox, resetOutboxBackoff, type FolioDb } from '../db/index.js';
import { pullPortfolios } from './pull.js';
import { pushEntry, type PushOutcome } from './push.js';
import type { SyncApi } from './serverApi.js';
import { SyncStatusStore } from './status.js';

export interface SyncEngineDeps {
  db: () => FolioDb;
  api: SyncApi;
  now?: () => number;
  random?: () => number;
  /** navigator.onLine where there is one. */
  isOnline?: () => boolean;
  /** Asks the browser to wake us when the network returns (Background Sync), where it can. */
  requestBackgroundSync?: () => void;
}

/** A run was skipped or cut short because of this. */
export type RunStop = 'offline' | 'unauthorized' | 'no-user' | null;

export interface RunResult {
  outcomes: Map<string, PushOutcome>;
  stoppedBy: RunStop;
  pulled: boolean;
}

/**
 * Pushes the outbox and pulls the server's portfolios for the signed-in user, one run at a time.
 * Triggers: `start()`, `online`, a local change (`pushSoon`), a Background Sync wake-up, and a timer
 * for the earliest backed-off retry. Runs never overlap; a trigger during a run asks for one more.
 */
export class SyncEngine {
  readonly status = new SyncStatusStore();
  private userId: string | null = null;
  private current: Promise<RunResult> | null = null;
  private rerun = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private soonTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: SyncEngineDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Starts syncing for this user (idempotent). */
  start(userId: string): void {
    if (this.userId === userId) return;
    this.stop();
    this.userId = userId;
    this.runInBackground();
  }

  /** Stops timers; a run in flight finishes but nothing new starts. */
  stop(): void {
    this.userId = null;
    this.clearTimers();
    this.status.set({ phase: 'idle', lastError: null });
  }

  /**
   * Resolves once no run is in flight, the reruns it asked for included. Whoever closes the database
   * (sign-out of a test device, a version change) waits for this first, so no run outlives its store.
   */
  async settled(): Promise<void> {
    while (this.current) await this.current.catch(() => undefined);
  }

  get activeUser(): string | null {
    return this.userId;
  }

  /** The network is back: retry everything now rather than waiting out backoffs. */
  async handleOnline(): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    await resetOutboxBackoff(this.deps.db(), userId);
    await this.run();
  }

  handleOffline(): void {
    this.status.set({ phase: 'offline' });
  }

  /** A local change was queued: push it shortly (edits come in bursts). */
  pushSoon(delayMs = 400): void {
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.soonTimer = setTimeout(() => {
      this.soonTimer = null;
      this.runInBackground();
    }, delayMs);
  }

  /**
   * Runs now, or once more after the run in flight. Resolves when that later run is done, with the
   * outcomes of both: a caller who just queued a change learns what happened to it either way.
   */
  run(): Promise<RunResult> {
    if (this.current) {
      this.rerun = true;
      return this.current.then((first) =>
        (this.current ?? this.run()).then((second) => ({
          ...second,
          outcomes: new Map([...first.outcomes, ...second.outcomes]),
        })),
      );
    }
    const started = this.cycle().finally(() => {
      this.current = null;
      if (this.rerun) {
        this.rerun = false;
        this.runInBackground();
      }
    });
    this.current = started;
    return started;
  }

  /**
   * A run nobody awaits (a timer, a rerun, start): its failure, such as the database closing under it,
   * becomes the status the sync badge shows instead of an unhandled rejection.
   */
  private runInBackground(): void {
    this.run().catch((error: unknown) => {
      this.status.set({
        phase: 'error',
        lastError: error instanceof Error ? error.message : 'Sync stopped unexpectedly.',
      });
    });
  }

  private async cycle(): Promise<RunResult> {
    const userId = this.userId;
    const result: RunResult = { outcomes: new Map(), stoppedBy: null, pulled: false };
    if (!userId) return { ...result, stoppedBy: 'no-user' };
    const db = this.deps.db();
    if (this.deps.isOnline && !this.deps.isOnline()) {
      this.status.set({ phase: 'offline' });
      if ((await listOutbox(db, userId)).length > 0) this.deps.requestBackgroundSync?.();
      return { ...result, stoppedBy: 'offline' };
    }
    this.status.set({ phase: 'syncing' });
    const ctx = { db, api: this.deps.api, userId, now: this.now, random: this.deps.random };
    let networkDown = false;
    for (const entry of await listDueOutbox(db, userId, this.now())) {
      if (this.userId !== userId) break;
      const outcome = await pushEntry(ctx, entry);
      result.outcomes.set(entry.portfolioId, outcome);
      if (outcome.kind === 'unauthorized') {
        this.status.set({ phase: 'signed-out', lastError: 'Please sign in again to sync your changes.' });
        return { ...result, stoppedBy: 'unauthorized' };
      }
      if (outcome.kind === 'retry') {
        networkDown = true;
        this.status.set({ lastError: outcome.error });
        break;
      }
    }
    if (!networkDown && this.userId === userId) {
      try {
        await pullPortfolios(db, this.deps.api, userId);
        result.pulled = true;
      } catch (error) {
        networkDown = true;
        this.status.set({
          lastError: error instanceof Error ? error.message : 'Could not reach the server.',
        });
      }
    }
    await this.scheduleRetry(db, userId);
    if (networkDown) {
      this.deps.requestBackgroundSync?.();
      this.status.set({ phase: 'error' });
    } else {
      this.status.set({ phase: 'idle', lastError: null, lastSyncedAt: new Date(this.now()).toISOString() });
    }
    return result;
  }

  private async scheduleRetry(db: FolioDb, userId: string): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const entries = await listOutbox(db, userId);
    if (entries.length === 0 || this.userId !== userId) return;
    const next = Math.min(...entries.map((e) => e.nextAttemptAt));
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        this.runInBackground();
      },
      Math.max(250, next - this.now()),
    );
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.retryTimer = null;
    this.soonTimer = null;
  }
}

/** Retry timing for pushes that failed for a reason that may pass (no network, 5xx, 429). */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Delay before attempt number `attempts + 1`: exponential with "equal jitter", so many devices coming
 * back online at once do not retry in lockstep. `random` is injectable for tests.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempts, 20));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Whether an HTTP status (0 = no answer at all) is worth retrying later unchanged. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 425 || status === 429 || status >= 500;
}

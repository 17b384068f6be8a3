import { log } from '../log.js';

const EVERY_MS = 3_600_000;

/**
 * Runs a deletion of what has outlived its use now (awaited, so a restarted server has already
 * forgotten what expired meanwhile) and then every hour; logs how much went, and failures.
 */
export async function startHourlySweep(
  what: { done: string; failed: string },
  sweepOnce: () => Promise<number>,
): Promise<{ stop(): void }> {
  const sweep = async () => {
    try {
      const removed = await sweepOnce();
      if (removed) log.info(what.done, { count: removed });
    } catch (error) {
      log.warn(what.failed, { error });
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

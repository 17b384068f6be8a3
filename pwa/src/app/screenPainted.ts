import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the first screen (past the loading spinner of its code) has been painted. Work the screen
 * does not need to show itself (the sync layer, Dexie, this device's lists) waits for it, so it does
 * not compete with the screen's own code and data for the first paint.
 */
let painted = false;
const waiting = new Set<() => void>();

/** Called by the app's frame once a screen has committed: marks it painted after the next frame. */
export function markScreenPaintedSoon(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // rAF runs before the frame is painted; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      painted = true;
      for (const run of [...waiting]) run();
      waiting.clear();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Runs `run` once the first screen has been painted (at once if it has); returns a cancel. */
export function whenScreenPainted(run: () => void): () => void {
  if (painted) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/**
 * True from the render after the first screen has been painted. That render is a transition: what it
 * adds is not urgent, and an ordinary update would render the whole screen again in one long task.
 */
export function useScreenPainted(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => (done ? undefined : whenScreenPainted(() => startTransition(() => setDone(true)))), [done]);
  return done;
}

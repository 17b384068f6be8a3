import type { Page } from 'playwright-core';

/**
 * Waits until the page looks as it will stay: its fonts loaded and every animation or transition
 * that ends (an entrance fade, a bar growing) has ended. Endless ones (a blinking cursor) are left
 * running. Checks of colour and layout read the page after this, not after a guessed delay.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: animations started by the first frame (observers, classes added on load) exist now.
    // A hidden page draws no frames; the timer stands in for them there.
    for (let i = 0; i < 2; i++)
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

import { all, combine, prefersReducedMotion, type Enhancer } from '../common/enhance.js';
import { enhanceContact } from '../common/enhanceContact.js';

const COUNT_MS = 1200;

/**
 * Counts each figure up from zero when it scrolls into view. The server already printed the final
 * number, so without scripts, or with reduced motion, the figure simply stands.
 */
const counters: Enhancer = (root) => {
  const figures = all(root, '[data-info-count]');
  if (figures.length === 0 || prefersReducedMotion() || typeof IntersectionObserver === 'undefined')
    return () => {};
  const view = root.ownerDocument.defaultView ?? window;
  const frames = new Set<number>();
  const animate = (el: HTMLElement) => {
    const target = Number(el.dataset.infoCount);
    if (!Number.isFinite(target) || target <= 0) return;
    const start = view.performance.now();
    el.setAttribute('aria-hidden', 'true');
    let shown = -1;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / COUNT_MS);
      const value = Math.round(target * (1 - Math.pow(1 - t, 3)));
      // Only touch the DOM when the number changes: a small figure changes a few dozen times, not every frame.
      if (value === shown && t < 1) {
        frames.add(view.requestAnimationFrame(step));
        return;
      }
      shown = value;
      el.textContent = String(value);
      if (t < 1) frames.add(view.requestAnimationFrame(step));
      else {
        el.removeAttribute('aria-hidden');
      }
    };
    frames.add(view.requestAnimationFrame(step));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        observer.unobserve(entry.target);
        animate(entry.target);
      }
    },
    { threshold: 0.6 },
  );
  figures.forEach((f) => observer.observe(f));
  return () => {
    observer.disconnect();
    frames.forEach((f) => view.cancelAnimationFrame(f));
    figures.forEach((f) => {
      f.textContent = f.dataset.infoCount ?? f.textContent;
      f.removeAttribute('aria-hidden');
    });
  };
};

export const enhanceInfographic: Enhancer = combine(counters, enhanceContact);

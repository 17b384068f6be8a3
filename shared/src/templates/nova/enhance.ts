import { all, combine, type Enhancer } from '../common/enhance.js';
import { enhanceContact } from '../common/enhanceContact.js';

/** Marks the dot of the panel in view, so the side navigation shows where the reader is. */
const trackPanels: Enhancer = (root) => {
  const dots = all<HTMLAnchorElement>(root, '[data-nova-dot]');
  if (typeof IntersectionObserver === 'undefined' || dots.length === 0) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const dot of dots) {
          if (dot.dataset.novaDot === entry.target.id) dot.setAttribute('aria-current', 'true');
          else dot.removeAttribute('aria-current');
        }
      }
    },
    { threshold: 0.5 },
  );
  for (const dot of dots) {
    const panel = dot.dataset.novaDot ? root.ownerDocument.getElementById(dot.dataset.novaDot) : null;
    if (panel) observer.observe(panel);
  }
  return () => observer.disconnect();
};

export const enhanceNova: Enhancer = combine(trackPanels, enhanceContact);

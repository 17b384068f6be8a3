import { all, combine, listen, type Enhancer } from '../common/enhance.js';
import { enhanceContact } from '../common/enhanceContact.js';

/** The small-screen menu: a disclosure button that opens the navigation and closes on choice or Escape. */
const mobileMenu: Enhancer = (root) => {
  const button = root.querySelector<HTMLButtonElement>('[data-kyo-menu]');
  const nav = root.querySelector<HTMLElement>('.kyo-nav');
  if (!button || !nav) return () => {};
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    // The page language's words, rendered onto the button by the server.
    button.textContent = open ? button.dataset.kyoClose || 'Close' : button.dataset.kyoOpen || 'Menu';
    nav.dataset.open = String(open);
  };
  set(false);
  const stops = [
    listen(button, 'click', () => set(button.getAttribute('aria-expanded') !== 'true')),
    listen(nav, 'click', (e) => {
      if (e.target instanceof HTMLAnchorElement) set(false);
    }),
    listen(root, 'keydown', (e) => {
      if (e.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        set(false);
        button.focus();
      }
    }),
  ];
  return () => stops.forEach((s) => s());
};

/**
 * Tracks the section being read: the last section whose top has passed the upper third of the
 * viewport is active, and its link gets aria-current="location".
 */
const activeSection: Enhancer = (root) => {
  const links = all<HTMLAnchorElement>(root, '[data-kyo-link]');
  const sections = links
    .map((l) => (l.dataset.kyoLink ? root.ownerDocument.getElementById(l.dataset.kyoLink) : null))
    .filter((s): s is HTMLElement => s !== null);
  if (sections.length === 0) return () => {};
  const view = root.ownerDocument.defaultView ?? window;
  let frame = 0;
  const update = () => {
    frame = 0;
    const line = view.innerHeight / 3;
    let current = sections[0]?.id ?? '';
    // At the top of the page the welcome is what is being read, even when the next section's heading
    // already shows within the upper third (a short welcome on a tall screen).
    if (view.scrollY > 0) for (const s of sections) if (s.getBoundingClientRect().top <= line) current = s.id;
    // At the very bottom the last section may never reach the line: it is what is being read.
    const doc = root.ownerDocument.documentElement;
    if (view.innerHeight + view.scrollY >= doc.scrollHeight - 2)
      current = sections[sections.length - 1]?.id ?? current;
    for (const l of links) {
      if (l.dataset.kyoLink === current) l.setAttribute('aria-current', 'location');
      else l.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(update);
  };
  // First measurement on the next frame, so it never forces a layout while the page is still loading.
  schedule();
  const stops = [listen(view, 'scroll', schedule, { passive: true }), listen(view, 'resize', schedule)];
  return () => {
    stops.forEach((s) => s());
    if (frame) view.cancelAnimationFrame(frame);
  };
};

export const enhanceKyoto: Enhancer = combine(mobileMenu, activeSection, enhanceContact);

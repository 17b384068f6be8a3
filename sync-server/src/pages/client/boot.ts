import { API } from '../../../../shared/src/api/paths.js';
import { STORAGE_KEYS } from '../../../../shared/src/storageKeys.js';
import type { Enhancer } from '../../../../shared/src/templates/common/enhance.js';
import { viewPath } from '../paths.js';

/**
 * The script of a published page: runs the template's enhancer on the server-rendered markup and
 * counts the visit. Views are counted here rather than when the HTML is served so that link-preview
 * bots, crawlers and browser prefetches never count, and so the owner's own visits can be left out:
 * the PWA keeps the owner's token in localStorage on this origin, and the server ignores views that
 * come with the owner's token. No cookie is set or read. The page's referrer goes along as `ref`
 * (the count's own request would name this page): the server keeps only its host.
 */
export function boot(enhancer: Enhancer): void {
  const root = document.getElementById('fx-root');
  if (!root) return;
  const pid = root.dataset.pid ?? '';
  enhancer(root, { portfolioId: pid, messagesUrl: API.portfolioMessages(pid) });
  // A private link's page counts opens on the link (data-view), not views of the public page.
  const view = root.dataset.view || withReferrer(viewPath(pid), document.referrer);
  whenSeen(() => countView(view));
}

function withReferrer(path: string, referrer: string): string {
  return referrer ? `${path}?ref=${encodeURIComponent(referrer)}` : path;
}

/** Runs once the page is really shown: not while prerendered, not in a tab nobody has looked at. */
function whenSeen(fn: () => void): void {
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    document.addEventListener('prerenderingchange', () => whenSeen(fn), { once: true });
    return;
  }
  if (document.visibilityState === 'visible') return fn();
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisible);
    fn();
  };
  document.addEventListener('visibilitychange', onVisible);
}

function countView(url: string): void {
  let token: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    // Storage can be blocked; the visit still counts, just not as the owner's.
  }
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => {});
}

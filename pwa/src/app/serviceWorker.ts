import type { Workbox } from 'workbox-window';

/**
 * Registers the service worker (vite-plugin-pwa generates /sw.js; we register it ourselves with
 * workbox-window) and tracks whether a new version is waiting, for the 'Update available' prompt.
 */

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of [...listeners]) listener();
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers after the page has loaded so the service worker never competes with first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox: WorkboxClass } = await import('workbox-window');
    workbox = new WorkboxClass('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => setUpdateWaiting(true));
    // Once the new worker controls the page, reload so page and cache are the same version.
    workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate) window.location.reload();
    });
    await workbox.register();
  };
  const run = () => void start().catch(() => undefined);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Activates the waiting version; the page reloads when it takes control. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.messageSkipWaiting();
}

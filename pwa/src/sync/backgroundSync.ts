/**
 * Background Sync (Chromium): the service worker gets a `sync` event when the network returns, even
 * if the tab is in the background, and asks the open windows to push (sw-sync.js in pwa/public). The
 * push itself runs in the page, where the sign-in token lives; with every window closed, the outbox
 * is pushed the next time the app opens.
 */
export const BACKGROUND_SYNC_TAG = 'folio-outbox';
/** The message sw-sync.js posts to windows. Keep in step with pwa/public/sw-sync.js. */
export const SYNC_MESSAGE_TYPE = 'folio:sync-outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function syncManagerOf(registration: ServiceWorkerRegistration): SyncManagerLike | null {
  const candidate: unknown = Reflect.get(registration, 'sync');
  if (typeof candidate !== 'object' || candidate === null) return null;
  const register: unknown = Reflect.get(candidate, 'register');
  if (typeof register !== 'function') return null;
  return { register: (tag) => Promise.resolve(register.call(candidate, tag)) };
}

/** Asks the browser for a `sync` event once connectivity returns; silently nothing where unsupported. */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) =>
      registration ? syncManagerOf(registration)?.register(BACKGROUND_SYNC_TAG) : undefined,
    )
    .catch(() => {
      // Permission denied or not supported: the online event and the next start still push.
    });
}

/** Calls back when the service worker relays a Background Sync wake-up. Returns an unsubscribe. */
export function onBackgroundSyncMessage(callback: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const handler = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && Reflect.get(data, 'type') === SYNC_MESSAGE_TYPE)
      callback();
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}

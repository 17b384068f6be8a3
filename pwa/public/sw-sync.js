// Background Sync for Folio's outbox, imported into the generated service worker (vite.config.ts,
// workbox.importScripts). When the browser fires the `sync` event (the network is back), the open
// Folio windows are asked to push their outbox: the push runs in the page, where the sign-in token
// lives (pwa/src/sync/backgroundSync.ts). With no window open the event fails, so the browser
// retries it later; the app also pushes whenever it starts.
const OUTBOX_TAG = 'folio-outbox';
const SYNC_MESSAGE = 'folio:sync-outbox';

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.length === 0) throw new Error('No open Folio window to push the outbox from.');
      for (const client of windows) client.postMessage({ type: SYNC_MESSAGE });
    }),
  );
});

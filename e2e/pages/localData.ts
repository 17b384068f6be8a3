import type { Page } from 'playwright-core';

/**
 * How many records a table of the app's IndexedDB holds, read in the page with the raw IndexedDB API
 * (what a person's device really has). 0 when the database was never created.
 */
export async function localCount(
  page: Page,
  table: 'drafts' | 'pdfs' | 'portfolios' | 'outbox',
): Promise<number> {
  return page.evaluate(async (name) => {
    const known = await indexedDB.databases();
    if (!known.some((d) => d.name === 'folio')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('folio');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) {
          db.close();
          resolve(0);
          return;
        }
        const request = db.transaction(name, 'readonly').objectStore(name).count();
        request.onsuccess = () => {
          db.close();
          resolve(request.result);
        };
        request.onerror = () => reject(request.error);
      };
    });
  }, table);
}

/** Waits until the service worker controls the page, so the app shell is precached and served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

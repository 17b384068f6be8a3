import type { Page } from 'playwright-core';

type Table = 'drafts' | 'pdfs' | 'portfolios' | 'outbox' | 'serverLists';

/**
 * How many records a table of the app's IndexedDB holds, read in the page with the raw IndexedDB API
 * (what a person's device really has). 0 when the database was never created.
 */
export function localCount(page: Page, table: Table): Promise<number> {
  return readTable(page, table, 'count') as Promise<number>;
}

/** The records of a table of the app's IndexedDB, as stored (read like localCount). */
export function localRecords(page: Page, table: Table): Promise<Record<string, unknown>[]> {
  return readTable(page, table, 'all') as Promise<Record<string, unknown>[]>;
}

function readTable(page: Page, table: Table, read: 'count' | 'all'): Promise<number | unknown[]> {
  return page.evaluate(
    async ({ name, read }) => {
      const known = await indexedDB.databases();
      const none = read === 'count' ? 0 : [];
      if (!known.some((d) => d.name === 'folio')) return none;
      return new Promise<number | unknown[]>((resolve, reject) => {
        const open = indexedDB.open('folio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(none);
            return;
          }
          const store = db.transaction(name, 'readonly').objectStore(name);
          const request = read === 'count' ? store.count() : store.getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      });
    },
    { name: table, read },
  );
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

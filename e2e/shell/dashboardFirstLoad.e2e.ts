import { API, THUMBNAIL_SIZE } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.js';
import { api, openBrowser, startServer, tokenFor, type RunningServer } from '../support/index.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.dispose();
});

/** An account with one published portfolio titled `title`, signed in on a fresh phone-sized browser. */
async function signedInDevice(email: string, title: string) {
  const token = await tokenFor(server, email, 'First Load');
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', API.authMe);
  const created = await api(server, token, 'POST', API.createPortfolio('Kyoto', me.body.user._id), {
    title,
    published: true,
    resume: { personalInfo: { name: 'First Load', title: 'Engineer' } },
  });
  expect(created.status).toBe(201);
  const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
  // Signed in on this device, as after a sign-in; robots.txt runs no app code (no service worker yet).
  await browser.page.goto(`${server.url}/robots.txt`);
  await browser.page.evaluate(
    ([t, user]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('authUser', user);
    },
    [token, JSON.stringify(me.body.user)] as const,
  );
  return browser;
}

describe('the dashboard’s first load (issue 14: Lighthouse on a cold load)', () => {
  it('asks for its code and its list during the sign-in check, and shows the card-sized picture', async () => {
    const browser = await signedInDevice('first-load@example.com', 'Cold start');
    try {
      const { page } = browser;

      // The sign-in check's answer is held until the dashboard's code and list have been asked for. A
      // dashboard that asks only after the check would wait for the app to give up on the check (its
      // request times out and the app goes on with the user known on this device) before asking.
      let checkGaveUp = false;
      const asked = { list: false, code: false };
      const order: string[] = [];
      let bothAsked!: () => void;
      const askedDuringCheck = new Promise<boolean>((resolve) => (bothAsked = () => resolve(!checkGaveUp)));
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).pathname === API.authMe) checkGaveUp = true;
      });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        order.push(pathname);
        if (pathname === API.portfolios) asked.list = true;
        if (/^\/assets\/DashboardPage-[\w-]+\.js$/.test(pathname)) asked.code = true;
        if (asked.list && asked.code) bothAsked();
      });
      let beforeCheckEnded: boolean | null = null;
      await page.route(`**${API.authMe}`, async (route) => {
        beforeCheckEnded ??= await askedDuringCheck;
        // Refused when the app gave up on it already.
        await route.continue().catch(() => undefined);
      });

      const dashboard = new DashboardPage(page, server.url);
      await dashboard.open();
      expect(beforeCheckEnded, 'code and list asked for before the sign-in check answered').toBe(true);
      // The check itself goes out first, before React's first render: it is what the first paint waits for.
      expect(order.indexOf(API.authMe)).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(API.authMe)).toBeLessThan(order.indexOf(API.portfolios));

      const picture = dashboard.card('Cold start').locator('img');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(THUMBNAIL_SIZE.width);
      expect(await picture.getAttribute('src')).toMatch(/^\/og\/card\/[^/]+\.png\?v=\d+$/);
      // Its size is known before it arrives (no layout shift), and the first card's picture comes first.
      expect(await picture.getAttribute('width')).toBe(String(THUMBNAIL_SIZE.width));
      expect(await picture.getAttribute('height')).toBe(String(THUMBNAIL_SIZE.height));
      expect(await picture.getAttribute('fetchpriority')).toBe('high');
    } finally {
      await browser.close();
    }
  });

  it('paints before IndexedDB and the sync layer have loaded, then lists this device’s portfolios too', async () => {
    const browser = await signedInDevice('no-dexie-first@example.com', 'Painted first');
    try {
      const { page } = browser;
      // Dexie is held back until the dashboard has painted its list: a dashboard whose code imports it
      // cannot paint before it arrives, and the wait below ends without it.
      let painted!: () => void;
      const listPainted = new Promise<void>((resolve) => (painted = resolve));
      await page.route('**/assets/dexie-*.js', async (route) => {
        await listPainted;
        await route.continue();
      });
      await page.goto(`${server.url}/dashboard`);
      const dashboard = new DashboardPage(page, server.url);
      const shown = await dashboard
        .card('Painted first')
        .waitFor()
        .then(
          () => true,
          () => false,
        );
      painted();
      expect(shown, 'the list painted while Dexie was still loading').toBe(true);
      // Then the local side arrives: the portfolio is mirrored on this device, and stays listed once.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const dbs = await indexedDB.databases();
            return dbs.length > 0;
          }),
        )
        .toBe(true);
      await expect.poll(() => dashboard.portfolioCards.count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('still lists the server’s portfolios when this device’s part cannot load', async () => {
    const browser = await signedInDevice('no-local-part@example.com', 'Server only');
    try {
      const { page } = browser;
      await page.route('**/assets/LocalPortfoliosSource-*.js', (route) => route.abort());
      const dashboard = new DashboardPage(page, server.url);
      await dashboard.open();
      await dashboard.card('Server only').waitFor();
      expect(await dashboard.portfolioCards.count()).toBe(1);
    } finally {
      await browser.close();
    }
  });
});

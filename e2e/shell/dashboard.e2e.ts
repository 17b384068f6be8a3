import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  openBrowser,
  signIn,
  startServer,
  tokenFor,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';
import { DashboardPage } from '../pages/DashboardPage.js';
import { localRecords, waitForServiceWorker } from '../pages/localData.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.dispose();
});

interface Account {
  name: string;
  email: string;
  token: string;
  userId: string;
}

async function account(name: string, email: string): Promise<Account> {
  const token = await tokenFor(server, email, name);
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', '/api/auth/me');
  return { name, email, token, userId: me.body.user._id };
}

/** Seeds a published portfolio through the real API, as the resume flow would. */
async function seedPortfolio(
  owner: Account,
  template: string,
  title: string,
): Promise<{ _id: string; url: string; address: string }> {
  const res = await api<{ portfolio: { _id: string; url: string; address: string } }>(
    server,
    owner.token,
    'POST',
    `/api/portfolio/${encodeURIComponent(template)}/${owner.userId}`,
    { title, resume: { personalInfo: { name: owner.name, title: 'Engineer' } } },
  );
  expect(res.status).toBe(201);
  return res.body.portfolio;
}

async function listOnServer(owner: Account) {
  const res = await api<Array<{ _id: string; title: string; shares: number; published: boolean }>>(
    server,
    owner.token,
    'GET',
    '/api/portfolios',
  );
  return res.body;
}

async function signedIn(
  owner: Account,
  run: (dashboard: DashboardPage, browser: OpenBrowser) => Promise<void>,
) {
  const browser = await openBrowser();
  try {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signIn(browser.page, server, { name: owner.name, email: owner.email });
    const dashboard = new DashboardPage(browser.page, server.url);
    await dashboard.waitUntilLoaded();
    await run(dashboard, browser);
  } finally {
    await browser.close();
  }
}

describe('dashboard', () => {
  it('with no portfolios: the empty state, real zero figures and 3 left', async () => {
    const owner = await account('Zero Portfolios', 'zero@example.com');
    await signedIn(owner, async (dashboard) => {
      const { page } = dashboard;
      await page.getByRole('heading', { name: 'No portfolios yet' }).waitFor();
      await page.getByText('Create your first portfolio to get started').waitFor();
      expect(await dashboard.statValue('Portfolios')).toBe('0');
      expect(await dashboard.statValue('Total Views')).toBe('0');
      await page.getByText('3 left').first().waitFor();
      await page.getByRole('button', { name: 'Create Portfolio' }).click();
      await page.waitForURL(`${server.url}/upload`);
      // The router keeps the old screen up while the new one's code loads: a click before the upload
      // screen has painted would open the dashboard's menu, which then unmounts.
      await page.getByRole('heading', { name: 'Upload Your Resume' }).waitFor();
      // Signed-in screens carry the app's header: a way back and the account menu.
      const header = page.getByRole('navigation', { name: 'App' });
      await header.getByRole('button', { name: 'Account' }).click();
      await header.getByText('zero@example.com').waitFor();
      await header.getByRole('button', { name: 'Sign out' }).waitFor();
      await page.keyboard.press('Escape');
      await expect(header.getByText('zero@example.com').count()).resolves.toBe(0);
      await header.getByRole('link', { name: '← Dashboard' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      for (const path of ['/edit', '/select-template']) {
        await page.goto(server.url + path);
        await page
          .getByRole('navigation', { name: 'App' })
          .getByRole('link', { name: /Dashboard/ })
          .first()
          .waitFor();
      }
    });
  });

  it('with one portfolio: its card, template, Published badge, views and 2 left', async () => {
    const owner = await account('One Portfolio', 'one@example.com');
    const seeded = await seedPortfolio(owner, 'Terminal', 'Backend engineer');
    await signedIn(owner, async (dashboard) => {
      const card = dashboard.card('Backend engineer');
      await card.waitFor();
      expect(await dashboard.portfolioCards.count()).toBe(1);
      await card.getByText('Template: Terminal').waitFor();
      await card.getByText('Published', { exact: true }).waitFor();
      await card.getByText('0 views').waitFor();
      expect(await dashboard.statValue('Portfolios')).toBe('1');
      await dashboard.createTile.getByText('2 left').waitFor();
      const view = card.getByRole('link', { name: /View/ });
      expect(await view.getAttribute('href')).toBe(`${server.url}${seeded.address}`);
      expect(await view.getAttribute('target')).toBe('_blank');
    });
  });

  it('with three portfolios on the free plan: no create tile, and creating goes to /pricing with the spec alert', async () => {
    const owner = await account('Three Portfolios', 'three@example.com');
    await seedPortfolio(owner, 'Terminal', 'Data Scientist');
    await seedPortfolio(owner, 'Nova', 'Product Designer');
    await seedPortfolio(owner, 'The Gallery', 'Photography');
    await signedIn(owner, async (dashboard) => {
      const { page } = dashboard;
      await dashboard.card('Photography').waitFor();
      expect(await dashboard.portfolioCards.count()).toBe(3);
      expect(await page.locator('.create-tile').count()).toBe(0);
      await page.getByText('0 left').waitFor();

      // Search is case-insensitive over titles; no match shows the spec's texts.
      await dashboard.search.fill('DATA');
      await dashboard.card('Data Scientist').waitFor();
      expect(await dashboard.portfolioCards.count()).toBe(1);
      await dashboard.search.fill('zzz');
      await page.getByRole('heading', { name: 'No portfolios found' }).waitFor();
      await page.getByText('Try adjusting your search terms').waitFor();
      await dashboard.search.fill('');
      expect(await dashboard.portfolioCards.count()).toBe(3);

      // Grid/list toggle.
      expect(await dashboard.list.getAttribute('data-view')).toBe('grid');
      await dashboard.viewToggle('List').click();
      expect(await dashboard.list.getAttribute('data-view')).toBe('list');
      expect(await dashboard.viewToggle('List').getAttribute('aria-pressed')).toBe('true');
      await dashboard.viewToggle('Grid').click();
      expect(await dashboard.list.getAttribute('data-view')).toBe('grid');

      await page.getByRole('button', { name: 'Create New Portfolio' }).first().click();
      await page.waitForURL(`${server.url}/pricing`);
      await page
        .getByText(
          "You've reached the maximum number of portfolios for your free plan. Please upgrade to create more.",
        )
        .waitFor();
      await page.getByText('Your current plan:').waitFor();
      // End users learn how to ask for Pro; the operator's command stays in the README.
      expect(await page.locator('main').innerText()).not.toMatch(/npm|run user/);
      await page.getByRole('link', { name: 'Ask for Pro' }).click();
      await page.waitForURL(`${server.url}/#contact`);
    });
  });

  it('on a phone, the floating theme button never covers the grid and list toggle, wherever it is scrolled', async () => {
    const owner = await account('Phone Person', 'phone@example.com');
    await seedPortfolio(owner, 'Kyoto', 'Phone site');
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const { page } = browser;
      await signIn(page, server, { name: owner.name, email: owner.email });
      const dashboard = new DashboardPage(page, server.url);
      await dashboard.open();
      await dashboard.card('Phone site').waitFor();
      // Boxes, not pixels: the button covers a toggle exactly when their boxes overlap, however a
      // Chromium build rounds their corners.
      await page.getByRole('button', { name: 'Change theme' }).waitFor();
      const covered = await page.evaluate(async () => {
        const themeButton = document.querySelector('.theme-picker__button');
        const toggles = [...document.querySelectorAll('.segmented__btn')];
        if (!themeButton || toggles.length !== 2) return ['the theme button or a toggle is missing'];
        const misses: string[] = [];
        const max = document.documentElement.scrollHeight - window.innerHeight;
        for (let y = 0; y <= max + 20; y += 20) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const button = themeButton.getBoundingClientRect();
          for (const toggle of toggles) {
            const box = toggle.getBoundingClientRect();
            const overlap =
              button.left < box.right &&
              box.left < button.right &&
              button.top < box.bottom &&
              box.top < button.bottom;
            if (overlap) misses.push(`${toggle.getAttribute('aria-label')} at scroll ${y}`);
          }
        }
        return misses;
      });
      expect(covered).toEqual([]);
      // And both stay usable: a tap switches the view.
      await dashboard.viewToggle('List').click();
      expect(await dashboard.list.getAttribute('data-view')).toBe('list');
    } finally {
      await browser.close();
    }
  });

  it('shares: copies the public link; the owner’s own share is not counted (issue 12)', async () => {
    const owner = await account('Share Person', 'share@example.com');
    const seeded = await seedPortfolio(owner, 'Kyoto', 'Writer');
    await signedIn(owner, async (dashboard) => {
      const { page } = dashboard;
      expect(await dashboard.statValue('Shares')).toBe('0');
      const dialog = await dashboard.openActions('Writer');
      await dialog.getByRole('button', { name: /Share Portfolio/ }).click();
      await page.getByText('Portfolio link copied to clipboard!').waitFor();
      expect(await dialog.isVisible()).toBe(false);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${server.url}${seeded.address}`);
      expect(await dashboard.statValue('Shares')).toBe('0');
      const [onServer] = await listOnServer(owner);
      expect(onServer?.shares).toBe(0);
    });
  });

  it('unpublishes and deletes (after confirmation) through the actions dialog', async () => {
    const owner = await account('Delete Person', 'delete@example.com');
    await seedPortfolio(owner, 'Cascade', 'Keep me');
    await seedPortfolio(owner, 'Nova', 'Remove me');
    await signedIn(owner, async (dashboard) => {
      const { page } = dashboard;
      let dialog = await dashboard.openActions('Keep me');
      await dialog.getByRole('button', { name: /Unpublish/ }).click();
      // Visitors would lose the page: asked once more, and Cancel keeps it published.
      const ask = page.getByRole('dialog', { name: 'Unpublish this portfolio?' });
      await ask.getByRole('button', { name: 'Cancel' }).click();
      expect((await listOnServer(owner)).find((p) => p.title === 'Keep me')?.published).toBe(true);
      dialog = await dashboard.openActions('Keep me');
      await dialog.getByRole('button', { name: /Unpublish/ }).click();
      await ask.getByRole('button', { name: 'Unpublish' }).click();
      await dashboard.card('Keep me').getByText('Unpublished', { exact: true }).waitFor();
      expect((await listOnServer(owner)).find((p) => p.title === 'Keep me')?.published).toBe(false);

      dialog = await dashboard.openActions('Remove me');
      await dialog.getByRole('button', { name: /Delete/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this portfolio?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      expect(await dashboard.portfolioCards.count()).toBe(2);

      dialog = await dashboard.openActions('Remove me');
      await dialog.getByRole('button', { name: /Delete/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete this portfolio?' })
        .getByRole('button', { name: 'Delete portfolio' })
        .click();
      await dashboard.card('Remove me').waitFor({ state: 'detached' });
      expect((await listOnServer(owner)).map((p) => p.title)).toEqual(['Keep me']);
      await page.reload();
      await dashboard.waitUntilLoaded();
      expect(await dashboard.portfolioCards.count()).toBe(1);
    });
  });

  it('shows messages visitors sent, marks them read and deletes them', async () => {
    const owner = await account('Inbox Person', 'inbox@example.com');
    const seeded = await seedPortfolio(owner, 'Terminal', 'Inbox portfolio');
    const sent = await api(server, null, 'POST', `/api/portfolios/${seeded._id}/messages`, {
      name: 'Recruiter',
      email: 'recruiter@example.com',
      message: 'Are you available for an interview?',
    });
    expect(sent.status).toBe(201);
    await signedIn(owner, async (dashboard) => {
      const { page } = dashboard;
      const message = page.getByTestId('message').filter({ hasText: 'Are you available for an interview?' });
      await message.waitFor();
      await page.getByText('1 unread').waitFor();
      await message.getByRole('button', { name: 'Mark as read' }).click();
      await message.getByRole('button', { name: 'Mark as unread' }).waitFor();
      await message.getByRole('button', { name: /Delete/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete this message?' })
        .getByRole('button', { name: 'Delete message' })
        .click();
      await message.waitFor({ state: 'detached' });
      const left = await api<{ messages: unknown[] }>(server, owner.token, 'GET', '/api/messages');
      expect(left.body.messages).toHaveLength(0);
    });
  });

  it('opens offline from the service worker, still signed in, with the portfolios as last synced', async () => {
    const owner = await account('Offline Person', 'offline@example.com');
    await seedPortfolio(owner, 'Nova', 'Offline portfolio');
    await signedIn(owner, async (dashboard, browser) => {
      const { page } = dashboard;
      await dashboard.card('Offline portfolio').waitFor();
      // The service worker installs on the first visit and controls the page from the next load
      // (registerType 'prompt': it never takes over a page by itself).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.reload();
      await dashboard.card('Offline portfolio').waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // No wait for the sync layer: the list was kept on this device when it arrived.
      await browser.context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome back, Offline!' }).waitFor();
      await page
        .getByText(/You are offline\. Showing your portfolios as last synced on this device/)
        .waitFor();
      await dashboard.card('Offline portfolio').waitFor();
      // Try again is written in the banner's own colour, readable in the dark default theme too.
      const colours = await page
        .locator('.banner .btn--secondary')
        .evaluateAll((buttons) =>
          buttons.map((el) => [
            getComputedStyle(el).color,
            getComputedStyle(el.closest('.banner') as Element).color,
          ]),
        );
      expect(colours.length).toBeGreaterThan(0);
      for (const [button, banner] of colours) expect(button).toBe(banner);
      await browser.context.setOffline(false);
    });
    // Installing the service worker precaches the whole app (pdf.js included): slow on a busy machine.
  }, 180_000);

  it('offline within a second of the list appearing, it still shows that list, and says why whatever navigator.onLine says', async () => {
    const owner = await account('Quick Leaver', 'quick@example.com');
    await signedIn(owner, async (dashboard, browser) => {
      const { page } = dashboard;
      // The app itself is on the device before the network goes; this list is not yet.
      await waitForServiceWorker(page);
      await seedPortfolio(owner, 'Nova', 'Made on the laptop');
      // A fresh load: the sync layer starts again only after the paint and an idle moment.
      await dashboard.open();
      await dashboard.card('Made on the laptop').waitFor();
      const appeared = Date.now();
      await browser.context.setOffline(true);
      expect(Date.now() - appeared).toBeLessThan(1_000);
      // Offline now, a sync can keep nothing: only the dashboard's own copy of the list can be there.
      const keptTitles = async () =>
        (await localRecords(page, 'serverLists')).flatMap((list) =>
          Array.isArray(list.portfolios)
            ? list.portfolios.map((p: unknown) => (p as { title?: unknown }).title)
            : [],
        );
      await expect.poll(keptTitles, { timeout: 10_000 }).toContain('Made on the laptop');
      await page.reload();
      await page
        .getByText(/You are offline\. Showing your portfolios as last synced on this device/)
        .waitFor();
      await dashboard.card('Made on the laptop').waitFor();
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);

      // The browser believes it is online, but the request never reaches a server: offline all the same.
      await browser.context.setOffline(false);
      await server.stop();
      try {
        await page.reload();
        expect(await page.evaluate(() => navigator.onLine)).toBe(true);
        await page
          .getByText(/You are offline\. Showing your portfolios as last synced on this device/)
          .waitFor();
        await dashboard.card('Made on the laptop').waitFor();
      } finally {
        await server.start();
      }
    });
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.js';
import { EditorPage } from '../pages/EditorPage.js';
import { api, signIn, tokenFor, serverAndBrowser } from '../support/index.js';

const journey = serverAndBrowser();

describe('an edit that has not reached the server', () => {
  it('shows Waiting to sync in the editor and on the dashboard card, and Published once it lands', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    const account = { name: 'Wes Waiting', email: 'wes@example.com' };
    const token = await tokenFor(server, account.email, account.name);
    const me = await api<{ user: { _id: string } }>(server, token, 'GET', '/api/auth/me');
    const created = await api<{ portfolio: { _id: string } }>(
      server,
      token,
      'POST',
      `/api/portfolio/Kyoto/${me.body.user._id}`,
      { title: 'Wes site', resume: { personalInfo: { name: 'Wes Waiting', title: 'Welder' } } },
    );
    expect(created.status).toBe(201);
    await signIn(page, server, account);
    const dashboard = new DashboardPage(page, server.url);
    await dashboard.open();
    const badge = dashboard.card('Wes site').locator('.badge');
    await badge.filter({ hasText: /^Published$/ }).waitFor();

    // The server is reachable, but the edit cannot get through (a flaky network on the way).
    await page.route('**/api/portfolios/*', (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(`${server.url}/edit?portfolio=${encodeURIComponent(created.body.portfolio._id)}`);
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    await page
      .getByTestId('publish-badge')
      .filter({ hasText: /^Published$/ })
      .waitFor();
    await editor.setField('Headline', 'Senior Welder');
    await editor.liveStatus.getByText('Live page is behind: 1 change').waitFor();
    await editor.publishChanges();
    await page
      .getByTestId('publish-badge')
      .filter({ hasText: /^Waiting to sync$/ })
      .waitFor();

    await dashboard.open();
    await badge.filter({ hasText: /^Waiting to sync$/ }).waitFor();
    expect(await badge.innerText()).toBe('Waiting to sync');

    await page.unroute('**/api/portfolios/*');
    await page.reload();
    await dashboard.waitUntilLoaded();
    // Until this device's data has loaded the card shows the server's state, which is Published too.
    await dashboard.waitForLocalData();
    await badge.filter({ hasText: /^Published$/ }).waitFor({ timeout: 30_000 });
    const stored = await api<{ portfolio: { resume: { personalInfo: { title: string } } } }>(
      server,
      token,
      'GET',
      `/api/portfolios/${encodeURIComponent(created.body.portfolio._id)}`,
    );
    expect(stored.body.portfolio.resume.personalInfo.title).toBe('Senior Welder');
  });
});

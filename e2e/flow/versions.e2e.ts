import { API, type PortfolioDetail, type VersionListResponse } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { api, signedInWithPortfolio, serverAndBrowser } from '../support/index.js';

const journey = serverAndBrowser();

describe('version history', () => {
  it('lists versions with what changed, previews one, and restores it offline; it publishes on reconnect', async () => {
    const { server, browser } = journey;
    const { page, context } = browser;
    const account = { name: 'Vera History', email: 'vera@example.com' };
    const { token, portfolio } = await signedInWithPortfolio(page, server, account, 'Kyoto', {
      personalInfo: { name: 'Vera History', title: 'Archivist' },
    });
    const pid = portfolio._id;
    await api(server, token, 'PATCH', API.portfolio(pid), {
      baseRevision: 1,
      template: 'Nova',
      resume: { personalInfo: { name: 'Vera History', title: 'Head Archivist' } },
    });

    await page.goto(`${server.url}/versions?portfolio=${encodeURIComponent(pid)}`);
    const items = page.getByRole('list', { name: 'Published versions, newest first' }).locator(':scope > li');
    await items.nth(1).waitFor();
    expect(await items.count()).toBe(2);
    await items.nth(0).getByText('Template: Kyoto → Nova').waitFor();
    await items.nth(0).getByText('Headline edited').waitFor();
    await items.nth(0).getByText('Live now').waitFor();
    await items.nth(1).getByText('First published version').waitFor();

    // The first version, previewed in its own template with its own words.
    await items.nth(1).getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title^="Preview of the version"]');
    await preview.getByText('Archivist', { exact: true }).first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Restored without a connection: kept on the device, published when the connection returns.
    await context.setOffline(true);
    await items.nth(1).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('button', { name: 'Restore and publish' }).click();
    await page.getByText(/restored on this device and will be published when you are back online/).waitFor();
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const res = await api<{ portfolio: PortfolioDetail }>(server, token, 'GET', API.portfolio(pid));
          return `${res.body.portfolio.templateId} ${res.body.portfolio.resume.personalInfo.title}`;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('kyoto Archivist');
    const versions = await api<VersionListResponse>(server, token, 'GET', API.portfolioVersions(pid));
    expect(versions.body.versions.map((v) => v.revision)).toEqual([3, 2, 1]);
    expect(versions.body.versions[0]?.changes).toContain('Template: Nova → Kyoto');
  });
});

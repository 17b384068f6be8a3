import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API, applicationsFromCsv, type ApplicationListResponse } from '@folio/shared';
import { seriousViolations } from '../pages/a11y.js';
import { TrackerPage } from '../pages/TrackerPage.js';
import { api, openBrowser, serverAndBrowser, signedInWithPortfolio } from '../support/index.js';

const journey = serverAndBrowser();

const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('the job tracker', () => {
  it('keeps applications on a board and a table, offline too, with their opens, and round-trips CSV', async () => {
    const { server, browser } = journey;
    const { page, context } = browser;
    const account = { name: 'Tracker Person', email: 'tracker@example.com' };
    const { token, portfolio } = await signedInWithPortfolio(page, server, account, 'Nova', {
      personalInfo: { name: 'Tracker Person', title: 'Welder' },
    });
    const onServer = async () =>
      (await api<ApplicationListResponse>(server, token, 'GET', API.applications)).body.applications;

    // The dashboard leads to the tracker (and keeps the portfolio list the form offers).
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'Applications' }).first().click();
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No applications yet' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    for (const [company, role] of [
      ['Northwind', 'Welding lead'],
      ['Contoso', 'Pipe fitter'],
    ] as const) {
      await new TrackerPage(page).add({ company, role, portfolioId: portfolio._id }, async () => {
        if (company === 'Contoso') expect(await seriousViolations(page)).toEqual([]);
      });
    }
    await page.getByText('All changes synced.').waitFor();
    await expect.poll(async () => (await onServer()).filter((a) => a.link).length).toBe(2);

    // The board: both in the Saved column, each with its link, not opened yet.
    const saved = page.getByRole('region', { name: /Saved/ });
    await saved.getByRole('heading', { name: 'Northwind — Welding lead' }).waitFor();
    await saved.getByRole('heading', { name: 'Contoso — Pipe fitter' }).waitFor();
    await expect.poll(() => saved.getByText('Not opened yet').count()).toBe(2);

    // A recruiter opens Northwind's link in their own browser; only that application shows opened.
    const northwind = (await onServer()).find((a) => a.company === 'Northwind');
    const visitor = await openBrowser({ userAgent: VISITOR_UA });
    try {
      await visitor.page.goto(northwind?.link?.url ?? '');
      await expect
        .poll(async () => (await onServer()).find((a) => a.company === 'Northwind')?.link?.opens.visitors)
        .toBe(1);
    } finally {
      await visitor.close();
    }
    await page.reload();
    await page.getByText(/Opened by 1 person/).waitFor();
    expect(await page.getByText(/Opened by/).count()).toBe(1);
    await page.getByText('Opens are evidence, not proof', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The table: sorted and searched.
    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await page.getByLabel('Search applications').fill('pipe');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('cell', { name: 'Contoso', exact: true }).waitFor();
    await page.getByLabel('Search applications').fill('');
    expect(await seriousViolations(page)).toEqual([]);

    // Offline: an edit is kept and waits; back online it syncs by itself.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await table.getByLabel('Status of Contoso — Pipe fitter').selectOption('interviewing');
    await page.getByText(/Offline\. 1 change waiting to sync\./).waitFor();
    expect((await onServer()).find((a) => a.company === 'Contoso')?.status).toBe('saved');
    await context.setOffline(false);
    await page.getByText('All changes synced.').waitFor();
    expect((await onServer()).find((a) => a.company === 'Contoso')?.status).toBe('interviewing');

    // CSV out, one deleted, CSV in: it comes back, the other is unchanged.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csvPath = await download.path();
    const csv = readFileSync(csvPath, 'utf8');
    expect(
      applicationsFromCsv(csv)
        .map((r) => [r.content.company, r.content.status])
        .sort(),
    ).toEqual([
      ['Contoso', 'interviewing'],
      ['Northwind', 'saved'],
    ]);
    await table.getByRole('button', { name: 'Delete Contoso — Pipe fitter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await onServer()).map((a) => a.company)).toEqual(['Northwind']);

    await page.getByLabel('CSV file to import').setInputFiles(csvPath);
    await page.getByText('Imported: 1 new, 0 updated.').waitFor();
    await expect
      .poll(async () => (await onServer()).map((a) => [a.company, a.status]).sort())
      .toEqual([
        ['Contoso', 'interviewing'],
        ['Northwind', 'saved'],
      ]);
  });

  it('fits a 390 px phone, board and table', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${server.url}/applications`);
    await page.getByRole('heading', { name: 'Northwind — Welding lead' }).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Table' }).click();
    await page.getByRole('table').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { API, type PortfolioDetail } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { EditorPage } from '../pages/EditorPage.js';
import { api, serverAndBrowser, signedInWithPortfolio } from '../support/index.js';

const journey = serverAndBrowser();

describe('editor: a publish from another device meanwhile (issue 22)', () => {
  it('asks before publishing this device’s draft over it, and publishes only when told to', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    const account = { name: 'Noor Twice', email: 'twice@example.com' };
    const { token, portfolio } = await signedInWithPortfolio(page, server, account, 'Kyoto', {
      personalInfo: { name: 'Noor Twice', title: 'Cooper' },
    });
    const pid = portfolio._id;
    const live = async () =>
      (await api<{ portfolio: PortfolioDetail }>(server, token, 'GET', API.portfolio(pid))).body.portfolio;

    await page.goto(`${server.url}/edit?portfolio=${encodeURIComponent(pid)}`);
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    await editor.liveStatus.getByText('Live page is up to date.').waitFor();
    await editor.setField('Headline', 'Cooper, this device');
    await editor.liveStatus.getByText(/^Live page is behind: 1 change/).waitFor();

    // Another device publishes while this one's edits wait as a draft.
    const before = await live();
    const other = await api(server, token, 'PATCH', API.portfolio(pid), {
      baseRevision: before.revision,
      resume: {
        ...before.resume,
        personalInfo: { ...before.resume.personalInfo, title: 'Cooper, other device' },
      },
    });
    expect(other.status).toBe(200);
    // This device hears of it when it syncs (here: on reload).
    await page.reload();
    await editor.waitUntilLoaded();
    await expect
      .poll(
        () =>
          page.evaluate(
            (serverId) =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('folio');
                open.onsuccess = () => {
                  const all = open.result.transaction('portfolios').objectStore('portfolios').getAll();
                  all.onsuccess = () =>
                    resolve(
                      (all.result as { serverId: string; baseRevision: number }[]).find(
                        (p) => p.serverId === serverId,
                      )?.baseRevision ?? 0,
                    );
                };
              }),
            pid,
          ),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(before.revision);
    expect(await editor.field('Headline').inputValue()).toBe('Cooper, this device');

    await editor.liveStatus.getByRole('button', { name: 'Publish changes' }).click();
    const ask = page.getByRole('dialog', { name: 'Published from another device meanwhile' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    expect((await live()).resume.personalInfo.title).toBe('Cooper, other device');

    await editor.liveStatus.getByRole('button', { name: 'Publish changes' }).click();
    await ask.getByRole('button', { name: 'Publish mine over it' }).click();
    await expect
      .poll(async () => (await live()).resume.personalInfo.title, { timeout: 20_000 })
      .toBe('Cooper, this device');
  });
});

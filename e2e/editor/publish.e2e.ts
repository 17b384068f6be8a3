import { API, type PortfolioDetail, type VersionListResponse } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { EditorPage } from '../pages/EditorPage.js';
import { api, serverAndBrowser, signedInWithPortfolio } from '../support/index.js';

const journey = serverAndBrowser();

describe('editor: draft and live', () => {
  it('keeps edits of a published page as a draft until "Publish changes", which makes a version; discard is undoable', async () => {
    const { server, browser } = journey;
    const { page, context } = browser;
    const account = { name: 'Lia Live', email: 'live@example.com' };
    const { token, portfolio } = await signedInWithPortfolio(page, server, account, 'Kyoto', {
      personalInfo: { name: 'Lia Live', title: 'Glassblower' },
      experience: [{ title: 'Glassblower', company: 'Example Studio', start: '2019-01', end: 'present' }],
    });
    const pid = portfolio._id;
    const live = async () =>
      (await api<{ portfolio: PortfolioDetail }>(server, token, 'GET', API.portfolio(pid))).body.portfolio;
    const versions = async () =>
      (await api<VersionListResponse>(server, token, 'GET', API.portfolioVersions(pid))).body.versions;

    await page.goto(`${server.url}/edit?portfolio=${encodeURIComponent(pid)}`);
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    await editor.liveStatus.getByText('Live page is up to date.').waitFor();

    // Typed edits stay on the device: the live page and its history do not move.
    await editor.setField('Headline', 'Glassblower and teacher');
    await page.getByRole('button', { name: 'Remove experience 1' }).click();
    await editor.saveStatus.waitFor();
    await editor.liveStatus.getByText('Live page is behind: 2 changes').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForTimeout(1500);
    expect((await live()).resume.personalInfo.title).toBe('Glassblower');
    expect(await versions()).toHaveLength(1);

    // The draft outlives a reload.
    await page.reload();
    await editor.waitUntilLoaded();
    await editor.liveStatus.getByText('Live page is behind: 2 changes').waitFor();
    expect(await editor.field('Headline').inputValue()).toBe('Glassblower and teacher');

    // Discard goes back to the live page, and can itself be undone.
    await editor.liveStatus.getByRole('button', { name: 'Discard changes' }).click();
    await editor.liveStatus.getByText('Live page is up to date.').waitFor();
    expect(await editor.field('Headline').inputValue()).toBe('Glassblower');
    await page.getByRole('status').filter({ hasText: 'Discarded the changes not published' }).waitFor();
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await editor.liveStatus.getByText('Live page is behind: 2 changes').waitFor();

    // Published: one change to the server, one new version.
    await editor.publishChanges();
    await expect
      .poll(async () => (await live()).resume.personalInfo.title, { timeout: 20_000 })
      .toBe('Glassblower and teacher');
    expect((await live()).resume.experience).toHaveLength(0);
    const list = await versions();
    expect(list).toHaveLength(2);
    expect(list[0]?.changes).toEqual(expect.arrayContaining(['Headline edited', 'Experience: 1 removed']));

    // Offline, the live page is behind until the published change syncs; never "up to date" before.
    await context.setOffline(true);
    await editor.setField('Headline', 'Glassblower, teacher and writer');
    await editor.publishChanges();
    await editor.liveStatus.getByText(/waiting to sync and go out when you are back online/).waitFor();
    await context.setOffline(false);
    await editor.liveStatus.getByText('Live page is up to date.').waitFor({ timeout: 30_000 });
    expect((await live()).resume.personalInfo.title).toBe('Glassblower, teacher and writer');
    expect(await versions()).toHaveLength(3);
  });
});

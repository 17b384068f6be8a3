import { describe, expect, it } from 'vitest';
import { EditorPage } from '../pages/EditorPage.js';
import { localCount, waitForServiceWorker } from '../pages/localData.js';
import { PortfolioLinkPage } from '../pages/PortfolioLinkPage.js';
import { SelectTemplatePage } from '../pages/SelectTemplatePage.js';
import { UploadPage } from '../pages/UploadPage.js';
import { api, corpusPdf, signIn, tokenFor, serverAndBrowser } from '../support/index.js';

const journey = serverAndBrowser();

describe('the resume flow, offline', () => {
  it('opens, parses, edits and creates with no network, then publishes by itself when the network returns', async () => {
    const { server, browser } = journey;
    const { page, context } = browser;
    const account = { name: 'Offline Journey', email: 'offline@example.com' };
    await signIn(page, server, account);
    await waitForServiceWorker(page);
    const token = await tokenFor(server, account.email);

    await context.setOffline(true);
    await page.reload();
    await page.goto(`${server.url}/upload`);
    const upload = new UploadPage(page, server.url);
    await page.getByRole('heading', { name: 'Upload Your Resume' }).waitFor();
    await upload.choose(corpusPdf('rendercv-classic'));
    await upload.parseAndOpenEditor();

    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    const corrected = 'Site Reliability Engineer, written offline';
    await editor.setField('Headline', corrected);
    await editor.toTemplates.click();

    const chooser = new SelectTemplatePage(page);
    await chooser.waitUntilLoaded();
    const dialog = await chooser.openPreview('Terminal');
    await chooser.previewFrame(dialog).getByText(corrected).first().waitFor();
    await dialog.getByRole('button', { name: 'Use This Template' }).click();
    await chooser.createButton.click();

    const link = new PortfolioLinkPage(page);
    await link.waitUntilLoaded();
    await link.waitForBadge('Waiting to sync');
    expect(await link.link.count()).toBe(0);
    expect(await localCount(page, 'outbox')).toBe(1);
    expect((await api<unknown[]>(server, token, 'GET', '/api/portfolios')).body).toEqual([]);

    await context.setOffline(false);
    await link.waitForBadge('Published');
    const url = await link.link.inputValue();
    await link.qrCode.waitFor();
    expect(await localCount(page, 'outbox')).toBe(0);

    const list = await api<Array<{ address: string }>>(server, token, 'GET', '/api/portfolios');
    expect(list.body).toHaveLength(1);
    expect(url).toBe(`${server.url}${list.body[0]?.address}`);
    const published = await fetch(url);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain(corrected);
  });
});

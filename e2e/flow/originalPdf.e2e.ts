import { readFileSync } from 'node:fs';
import { API, type PortfolioDetail } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { EditorPage } from '../pages/EditorPage.js';
import { PortfolioLinkPage } from '../pages/PortfolioLinkPage.js';
import { SelectTemplatePage } from '../pages/SelectTemplatePage.js';
import { UploadPage } from '../pages/UploadPage.js';
import {
  api,
  corpusPdf,
  openBrowser,
  signIn,
  startServer,
  tokenFor,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';

/** A human visitor's browser: its downloads count (headless Chromium's own User-Agent is a bot's). */
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PDF = 'rendercv-classic';

let server: RunningServer;
let owner: OpenBrowser;
let visitor: OpenBrowser;

beforeAll(async () => {
  server = await startServer();
  owner = await openBrowser();
  visitor = await openBrowser({ userAgent: VISITOR_UA });
});
afterAll(async () => {
  await visitor?.close();
  await owner?.close();
  await server?.dispose();
});

describe('the original PDF', () => {
  it('goes to the server with the portfolio; visitors download it only once the owner offers it, and it is counted', async () => {
    const { page } = owner;
    const account = { name: 'Pdf Owner', email: 'pdf-owner@example.com' };
    await signIn(page, server, account);
    const upload = new UploadPage(page, server.url);
    await upload.open();
    await upload.choose(corpusPdf(PDF));
    await upload.parseAndOpenEditor();
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    const offer = page.getByRole('checkbox', { name: /Let visitors download my resume PDF/ });
    expect(await offer.isChecked()).toBe(false);
    await editor.toTemplates.click();

    const chooser = new SelectTemplatePage(page);
    await chooser.waitUntilLoaded();
    await (await chooser.openPreview('Nova')).getByRole('button', { name: 'Use This Template' }).click();
    await chooser.createButton.click();
    const link = new PortfolioLinkPage(page);
    await link.waitUntilLoaded();
    await link.waitForBadge('Published');
    const url = await link.link.inputValue();

    // The PDF reached the server with the portfolio, and is not offered yet.
    const token = await tokenFor(server, account.email);
    // The page's address is a name-like slug: the portfolio's id comes from the owner's list.
    const pid =
      (await api<Array<{ _id: string }>>(server, token, 'GET', '/api/portfolios')).body[0]?._id ?? '';
    const read = async () =>
      (await api<{ portfolio: PortfolioDetail }>(server, token, 'GET', API.portfolio(pid))).body.portfolio;
    expect(await read()).toMatchObject({ hasPdf: true, settings: { offerPdf: false } });
    const guest = visitor.page;
    await guest.goto(url);
    await guest.locator('#contact').waitFor();
    expect(await guest.getByRole('link', { name: 'Download resume (PDF)' }).count()).toBe(0);
    expect((await fetch(server.url + API.portfolioPdf(pid))).status).toBe(404);

    // The owner offers it; the edit is published like any other.
    await page.goto(`${server.url}/edit?portfolio=${pid}`);
    await editor.waitUntilLoaded();
    await offer.check();
    await editor.saveStatus.waitFor();
    await editor.publishChanges();
    await expect.poll(async () => (await read()).settings.offerPdf, { timeout: 20_000 }).toBe(true);

    await guest.reload();
    const download = guest.getByRole('link', { name: 'Download resume (PDF)' });
    await download.waitFor();
    expect(await seriousViolations(guest)).toEqual([]);
    const [file] = await Promise.all([guest.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/-resume\.pdf$/);
    const bytes = readFileSync((await file.path()) ?? '');
    expect(bytes.equals(readFileSync(corpusPdf(PDF)))).toBe(true);
    await expect
      .poll(
        async () =>
          (await api<{ downloads: number }[]>(server, token, 'GET', API.portfolios)).body[0]?.downloads,
      )
      .toBe(1);
  });
});

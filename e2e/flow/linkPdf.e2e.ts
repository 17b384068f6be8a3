import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAMP_CAPTION } from '@folio/shared/linkPdf/stamp.js';
import { parseWithEmbedded } from '@folio/shared/resume/exchange/index.js';
import { loadPdfjs, nodeDocumentOptions } from '../../sync-server/src/parse/pdfjsNode.js';
import { decodeQr, textItems, withPdf } from '../../sync-server/src/parse/readBackPdf.js';
import { seriousViolations } from '../pages/a11y.js';
import { EditorPage } from '../pages/EditorPage.js';
import { PortfolioLinkPage } from '../pages/PortfolioLinkPage.js';
import { SelectTemplatePage } from '../pages/SelectTemplatePage.js';
import { TrackerPage } from '../pages/TrackerPage.js';
import { UploadPage } from '../pages/UploadPage.js';
import {
  corpusPdf,
  openBrowser,
  signIn,
  startServer,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';

/** A human visitor's browser (headless Chromium's own User-Agent is a bot's, and is not counted). */
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PDF = 'word-student-us';
// Made-up posting and link-only project.
const POSTING =
  'Data analyst intern. Python, SQL and Excel every day; Python and SQL dashboards for the team.';
const SECRET = 'Confidential Harbour Audit';
const HEADLINE = 'Analyst ready for Orbis data work';

let server: RunningServer;
let owner: OpenBrowser;
let visitor: OpenBrowser;
/** The owner's page of the portfolio's link, set by the first journey (the second builds on it). */
let linkPageUrl = '';

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

const html = async (url: string) => (await fetch(url)).text();

describe('a tailored private link and its PDF', () => {
  it('tailors a link from a posting, shows it only there, and its PDF leads back to it', async () => {
    const { page } = owner;
    await signIn(page, server, { name: 'Link Pdf Owner', email: 'link-pdf@example.com' });
    const upload = new UploadPage(page, server.url);
    await upload.open();
    await upload.choose(corpusPdf(PDF));
    await upload.parseAndOpenEditor();
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    await editor.toTemplates.click();
    const chooser = new SelectTemplatePage(page);
    await chooser.waitUntilLoaded();
    await (await chooser.openPreview('Nova')).getByRole('button', { name: 'Use This Template' }).click();
    await chooser.createButton.click();
    const linkPage = new PortfolioLinkPage(page);
    await linkPage.waitUntilLoaded();
    await linkPage.waitForBadge('Published');
    const publicUrl = await linkPage.link.inputValue();
    linkPageUrl = page.url();

    const section = page.getByRole('region', { name: 'Private links for applications' });
    await section.getByLabel('Label').fill('Orbis — data analyst');
    await section.getByRole('button', { name: 'Make a private link' }).click();
    const address = section.getByLabel('Address of the link Orbis — data analyst');
    await address.waitFor();
    const url = await address.inputValue();

    // Tailor it from the posting: suggestions first, then the owner's own choices.
    await section.getByRole('button', { name: 'Tailor for a job' }).click();
    const tailor = section.getByRole('region', { name: 'Tailor “Orbis — data analyst”' });
    await tailor.getByLabel('Job posting').fill(POSTING);
    await tailor.getByRole('button', { name: 'Suggest from the posting' }).click();
    await tailor.getByText(/The posting asks for: .*Python/).waitFor();
    await tailor.getByLabel('Or in your own words').fill(HEADLINE);
    await tailor.getByLabel('Project name').fill(SECRET);
    await tailor.getByLabel('What it was').fill('Reviewed a harbour’s ledgers for one client.');
    await tailor.getByRole('button', { name: 'Add to this link only' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    // On a 390 px phone the panel fits the screen: nothing scrolls sideways.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (desktop) await page.setViewportSize(desktop);
    await tailor.getByRole('button', { name: 'Save for this link' }).click();
    await section.getByText(/Tailored: its page differs/).waitFor();

    // Read without running the page's script, so nothing counts as an open yet.
    const privateHtml = await html(url);
    const publicHtml = await html(publicUrl);
    expect(privateHtml).toContain(SECRET);
    expect(privateHtml).toContain(HEADLINE);
    expect(publicHtml).not.toContain(SECRET);
    expect(publicHtml).not.toContain(HEADLINE);

    // Its PDF, made on this device from the original.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download PDF for this link' }).click(),
    ]);
    await section.getByText(/Downloaded\. The link and its QR code are at the foot of page one\./).waitFor();
    expect(download.suggestedFilename()).toMatch(/-orbis-data-analyst\.pdf$/);
    const bytes = new Uint8Array(readFileSync((await download.path()) ?? ''));
    const original = new Uint8Array(readFileSync(corpusPdf(PDF)));
    const display = url.replace(/^https?:\/\//, '');
    expect((await textItems(bytes)).filter((t) => t.text !== STAMP_CAPTION && t.text !== display)).toEqual(
      await textItems(original),
    );
    const fromPdf = await withPdf(bytes, async (doc) => {
      const first = await doc.getPage(1);
      expect(await decodeQr(first)).toBe(url);
      return (await first.getAnnotations()).find((a) => a.subtype === 'Link' && a.url === url)?.url;
    });
    expect(fromPdf).toBe(url);
    const again = await parseWithEmbedded(await loadPdfjs(), bytes, {
      documentOptions: nodeDocumentOptions(),
    });
    expect(again.embedded?.source).toContain('resume.json attached to the PDF');
    // The portfolio's own resume travels in the file, never the link-only project.
    expect(JSON.stringify(again.outcome.resume)).not.toContain(SECRET);

    // A reader follows the PDF's link: the owner sees that this link was opened.
    await section.getByText('Not opened yet.').waitFor();
    await visitor.page.goto(fromPdf ?? '');
    await visitor.page.getByText(SECRET).first().waitFor();
    await page.reload();
    await section.getByText(/Opened by 1 person/).waitFor({ timeout: 15_000 });
  });

  it('makes each application its own tailored link and PDF, and marks only the one opened', async () => {
    const { page } = owner;
    expect(linkPageUrl).not.toBe('');
    const postings = {
      Quayside: 'Reporting analyst. SQL reports and Excel models for the finance team.',
      Larkmoor: 'Junior data engineer. Python pipelines, SQL and cloud storage.',
    };
    await page.goto(`${server.url}/applications`);
    const tracker = new TrackerPage(page);
    for (const [company, posting] of Object.entries(postings))
      await tracker.add({ company, role: 'Analyst', posting });
    await page.getByText('All changes synced.').waitFor();

    // Each row: tailor its link from its own posting, then download its PDF.
    const urls: Record<string, string> = {};
    for (const company of Object.keys(postings)) {
      const card = tracker.card(`${company} — Analyst`);
      await card.getByRole('button', { name: 'Tailor for this job' }).click();
      const tailor = page.getByRole('region', { name: `Tailor “${company} — Analyst”` });
      await tailor.getByRole('button', { name: 'Suggest from the posting' }).click();
      await tailor.getByText(/The posting asks for:/).waitFor();
      await tailor.getByRole('button', { name: 'Save for this link' }).click();
      await tailor.waitFor({ state: 'detached' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Download PDF for this link' }).click(),
      ]);
      const bytes = new Uint8Array(readFileSync((await download.path()) ?? ''));
      urls[company] = await withPdf(bytes, async (doc) => {
        const first = await doc.getPage(1);
        const fromQr = await decodeQr(first);
        const links = (await first.getAnnotations()).filter((a) => a.subtype === 'Link');
        expect(links.map((a) => a.url)).toContain(fromQr);
        return String(fromQr);
      });
    }
    expect(urls.Quayside).toMatch(/^http/);
    expect(urls.Quayside).not.toBe(urls.Larkmoor);

    // Both links are tailored on the portfolio's link page.
    await page.goto(linkPageUrl);
    const section = page.getByRole('region', { name: 'Private links for applications' });
    await expect
      .poll(() => section.getByText(/Tailored: its page differs/).count(), { timeout: 15_000 })
      .toBe(3);

    // A reader follows Quayside's PDF link: only that application shows opened in the tracker.
    await visitor.page.goto(urls.Quayside ?? '');
    await page.goto(`${server.url}/applications`);
    const quayside = tracker.card('Quayside — Analyst');
    const larkmoor = tracker.card('Larkmoor — Analyst');
    // The tracker pulls the opens when it loads: reload until the open has been recorded.
    for (let attempt = 1; ; attempt += 1) {
      await page.reload();
      try {
        await quayside.getByText(/Opened by 1 person/).waitFor({ timeout: 8_000 });
        break;
      } catch (error) {
        if (attempt >= 4) throw error;
      }
    }
    await larkmoor.getByText('Not opened yet').waitFor();
  });
});

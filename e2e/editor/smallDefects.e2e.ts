import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.js';
import { EditorPage } from '../pages/EditorPage.js';
import { SelectTemplatePage } from '../pages/SelectTemplatePage.js';
import { UploadPage } from '../pages/UploadPage.js';
import { corpusPdf, openBrowser, serverAndBrowser, signIn } from '../support/index.js';

const journey = serverAndBrowser();

describe('the walkthrough’s small defects (issue 22 item 9)', () => {
  it('a PDF made into a portfolio here: its PDF shows in that portfolio’s editor, and choosing it again offers the portfolio; focus comes back after the preview and the Rename dialog', async () => {
    const { page } = journey.browser;
    const { server } = journey;
    await signIn(page, server, { name: 'Dana Defects', email: 'defects@example.com' });
    const upload = new UploadPage(page, server.url);
    await upload.open();
    await upload.choose(corpusPdf('rendercv-classic'));
    await upload.parseAndOpenEditor();
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    await editor.setField('Name', 'Dana Defects');

    // Rename the draft on the dashboard: the keyboard is in the name, and back on Rename after Cancel.
    const dashboard = new DashboardPage(page, server.url);
    await dashboard.open();
    const renameButton = page.getByRole('button', { name: 'Rename Dana Defects' });
    await renameButton.click();
    const rename = page.getByRole('dialog', { name: 'Rename this draft' });
    await expect
      .poll(() => rename.getByLabel('Draft name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await rename.getByRole('button', { name: 'Cancel' }).click();
    await rename.waitFor({ state: 'detached' });
    await expect.poll(() => renameButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // The template preview gives the keyboard back to the button that opened it.
    await page
      .getByRole('link', { name: /Continue/ })
      .first()
      .click();
    await editor.waitUntilLoaded();
    await editor.toTemplates.click();
    const chooser = new SelectTemplatePage(page);
    await chooser.waitUntilLoaded();
    const previewButton = chooser.card('Kyoto').getByRole('button', { name: 'Preview Kyoto' });
    const dialog = await chooser.openPreview('Kyoto');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => previewButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await (await chooser.openPreview('Kyoto')).getByRole('button', { name: 'Use This Template' }).click();
    await chooser.createButton.click();
    await page.waitForURL(/\/portfolio-link\?portfolio=/, { timeout: 60_000 });
    const portfolioId = new URL(page.url()).searchParams.get('portfolio') ?? '';

    // Its editor shows the PDF uploaded from this device, not "not on this device".
    await page.goto(`${server.url}/edit?portfolio=${encodeURIComponent(portfolioId)}`);
    await editor.waitUntilLoaded();
    await page.locator('.pdf-pane canvas').waitFor({ timeout: 30_000 });
    expect(await page.getByText('The original PDF is not on this device').count()).toBe(0);

    // The same PDF again: the portfolio made from it is offered, not a second one of the same name.
    await upload.open();
    await upload.choose(corpusPdf('rendercv-classic'));
    await upload.parseButton.click();
    const made = page.getByRole('region', { name: 'You already made a portfolio from this PDF' });
    await made.waitFor();
    await made.getByRole('button', { name: /^Open / }).click();
    await page.waitForURL(new RegExp(`/edit\\?portfolio=${portfolioId}`));
    await editor.waitUntilLoaded();
    expect(await editor.field('Name').first().inputValue()).toBe('Dana Defects');
  });

  it('on a 390 px phone the theme button covers nothing', async () => {
    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const { page } = phone;
      for (const path of ['/', '/upload', '/pricing']) {
        await page.goto(journey.server.url + path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        for (const at of ['top', 'bottom'] as const) {
          await page.evaluate(
            (where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight),
            at,
          );
          const overlaps = await page.evaluate(() => {
            const button = document.querySelector('.theme-picker__button')?.getBoundingClientRect();
            if (!button) return ['no theme button'];
            const hit = (r: DOMRect) =>
              r.width > 0 &&
              r.height > 0 &&
              r.left < button.right &&
              button.left < r.right &&
              r.top < button.bottom &&
              button.top < r.bottom;
            return [...document.querySelectorAll('p, li, a, button, input, label, h1, h2, h3, dd, dt')]
              .filter((el) => !el.closest('.theme-picker') && hit(el.getBoundingClientRect()))
              .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
          });
          expect(overlaps, `${path} at the ${at}`).toEqual([]);
        }
      }
    } finally {
      await phone.close();
    }
  });
});

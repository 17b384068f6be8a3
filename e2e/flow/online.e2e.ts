import { TEMPLATE_LIST } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { EditorPage } from '../pages/EditorPage.js';
import { PortfolioLinkPage } from '../pages/PortfolioLinkPage.js';
import { SelectTemplatePage } from '../pages/SelectTemplatePage.js';
import { UploadPage } from '../pages/UploadPage.js';
import { api, corpusPdf, signIn, tokenFor, serverAndBrowser } from '../support/index.js';

const journey = serverAndBrowser();

describe('the resume flow, online', () => {
  it('upload → correct a field → preview all six templates → create with Terminal → link, QR and the public page', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    const account = { name: 'Online Journey', email: 'online@example.com' };
    await signIn(page, server, account);

    const upload = new UploadPage(page, server.url);
    await upload.open();
    await upload.choose(corpusPdf('rendercv-classic'));
    await upload.fileName('rendercv-classic.pdf').waitFor();
    await page.getByText(/^\d[\d,]* KB$/).waitFor();
    await upload.parseAndOpenEditor();

    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    await page.getByRole('region', { name: /Your resume is read/ }).waitFor();
    expect(await editor.field('Name').first().inputValue()).not.toBe('');
    const corrected = 'Principal Reliability Engineer (corrected)';
    await editor.setField('Headline', corrected);
    // The PDF is beside the form, and focusing a parsed field outlines where it came from.
    await page.getByRole('img', { name: /^Page 1 of your PDF$/ }).waitFor();
    await editor.field('Name').first().focus();
    await page.getByTestId('source-highlight').waitFor();
    await editor.toTemplates.click();

    const chooser = new SelectTemplatePage(page);
    await chooser.waitUntilLoaded();
    // Only categories that exist, plus All.
    const filters = await page
      .getByRole('group', { name: 'Filter templates by category' })
      .getByRole('button')
      .allInnerTexts();
    expect(filters).toEqual(['All', ...new Set(TEMPLATE_LIST.map((t) => t.category))]);
    for (const template of TEMPLATE_LIST) {
      const dialog = await chooser.openPreview(template.name);
      await chooser.previewFrame(dialog).getByText(corrected).first().waitFor();
      await chooser.device(dialog, 'Mobile').click();
      await chooser.previewFrame(dialog).getByText(corrected).first().waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    // The owner's theme: the previews take it, and so does the published page.
    await page.getByLabel('Colours and fonts').selectOption({ label: 'Retro Wave' });
    await expect(
      chooser.card('Terminal').frameLocator('iframe').locator('html').getAttribute('class'),
    ).resolves.toContain('fx-theme-retroWave');
    const terminal = await chooser.openPreview('Terminal');
    await terminal.getByRole('button', { name: 'Use This Template' }).click();
    await chooser.createButton.click();

    const link = new PortfolioLinkPage(page);
    await link.waitUntilLoaded();
    await link.waitForBadge('Published');
    await page.getByRole('heading', { name: 'Portfolio Created Successfully!' }).waitFor();
    const url = await link.link.inputValue();
    // The name-like address, with no template name in it.
    expect(url).toMatch(new RegExp(`^${server.url}/[a-z0-9-]+$`));
    expect(url).not.toContain('Terminal');
    await link.qrCode.waitFor();

    const token = await tokenFor(server, account.email);
    const list = await api<Array<{ title: string }>>(server, token, 'GET', '/api/portfolios');
    expect(list.body).toHaveLength(1);

    const visitor = await browser.context.newPage();
    await visitor.goto(url);
    await visitor.getByText(corrected).first().waitFor();
    await expect(visitor.locator('html').getAttribute('class')).resolves.toContain('fx-theme-retroWave');
    await visitor.close();

    // Changing the template says so (not "Created").
    const pid =
      (await api<Array<{ _id: string }>>(server, token, 'GET', '/api/portfolios')).body[0]?._id ?? '';
    await page.goto(`${server.url}/select-template?portfolio=${pid}`);
    await chooser.waitUntilLoaded();
    await (await chooser.openPreview('Kyoto')).getByRole('button', { name: 'Use This Template' }).click();
    await page.getByRole('button', { name: 'Use This Template' }).click();
    await page.getByRole('heading', { name: 'Now in Kyoto' }).waitFor();
    // The default title is the person's name, not the template's, so it stays through the change.
    const after = await api<Array<{ title: string; templateId: string }>>(
      server,
      token,
      'GET',
      '/api/portfolios',
    );
    expect(after.body[0]?.title).not.toMatch(/Terminal|Kyoto/);
    expect(after.body).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { DashboardPage } from '../pages/DashboardPage.js';
import { EditorPage } from '../pages/EditorPage.js';
import { localRecords } from '../pages/localData.js';
import { PortfolioLinkPage } from '../pages/PortfolioLinkPage.js';
import { SelectTemplatePage } from '../pages/SelectTemplatePage.js';
import { UploadPage } from '../pages/UploadPage.js';
import { corpusPdf, signIn, serverAndBrowser } from '../support/index.js';

const journey = serverAndBrowser();

describe('drafts', () => {
  it('are listed, renamed and deleted; the same PDF opens its draft; a deleted portfolio leaves its draft gone', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    await signIn(page, server, { name: 'Draft Keeper', email: 'drafts@example.com' });
    const upload = new UploadPage(page, server.url);
    const editor = new EditorPage(page);
    const dashboard = new DashboardPage(page, server.url);
    const drafts = page.getByTestId('local-portfolio-card');
    const draftCard = (title: string) =>
      drafts.filter({ has: page.getByRole('heading', { name: title, exact: true }) });

    const parse = async (pdf: string) => {
      await upload.open();
      await upload.choose(corpusPdf(pdf));
      await upload.parseAndOpenEditor();
      await editor.waitUntilLoaded();
      return new URL(page.url()).searchParams.get('draft');
    };

    // The same PDF twice: the second time opens the first draft, and says so.
    const first = await parse('rendercv-classic');
    const name = await editor.field('Name').first().inputValue();
    await editor.setField('Headline', 'Corrected by hand');
    await upload.open();
    await upload.choose(corpusPdf('rendercv-classic'));
    await upload.parseButton.click();
    await page.waitForURL(/\/edit\?draft=/);
    await page.getByText('You uploaded this PDF before: your draft of it is open').waitFor();
    expect(new URL(page.url()).searchParams.get('draft')).toBe(first);
    await editor.waitUntilLoaded();
    expect(await editor.field('Headline').first().inputValue()).toBe('Corrected by hand');

    await dashboard.open();
    await draftCard(name).waitFor();
    expect(await drafts.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Renamed as a portfolio would be.
    await draftCard(name)
      .getByRole('button', { name: `Rename ${name}` })
      .click();
    const rename = page.getByRole('dialog', { name: 'Rename this draft' });
    await rename.getByLabel('Draft name').fill('For Acme');
    expect(await seriousViolations(page)).toEqual([]);
    await rename.getByRole('button', { name: 'Save name' }).click();
    await draftCard('For Acme').waitFor();

    // Made into a portfolio, then the portfolio deleted: the draft does not come back.
    await draftCard('For Acme')
      .getByRole('link', { name: /Continue/ })
      .click();
    await editor.waitUntilLoaded();
    await editor.toTemplates.click();
    const chooser = new SelectTemplatePage(page);
    await chooser.waitUntilLoaded();
    await (await chooser.openPreview('Kyoto')).getByRole('button', { name: 'Use This Template' }).click();
    await chooser.createButton.click();
    await new PortfolioLinkPage(page).waitForBadge('Published');
    await dashboard.open();
    await dashboard.waitForLocalData();
    expect(await dashboard.portfolioCards.count()).toBe(1);
    expect(await drafts.count()).toBe(0);
    const title = (await dashboard.portfolioCards.first().getByRole('heading').innerText()).trim();
    const actions = await dashboard.openActions(title);
    await actions.getByRole('button', { name: /Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this portfolio?' })
      .getByRole('button', { name: 'Delete portfolio' })
      .click();
    await dashboard.card(title).waitFor({ state: 'detached' });
    await page.reload();
    await dashboard.waitUntilLoaded();
    await dashboard.waitForLocalData();
    await page.getByRole('heading', { name: 'No portfolios yet' }).waitFor();
    expect(await drafts.count()).toBe(0);
    // On the device too: the draft is kept (its PDF chosen again reopens it), marked used, so nothing lists it.
    const stored = await localRecords(page, 'drafts');
    expect(stored).toHaveLength(1);
    expect(stored.filter((draft) => !draft.usedAt)).toEqual([]);

    // A draft deleted, after saying yes, is gone for good: not listed, not reopened by the editor.
    await parse('open-resume-john-doe');
    await dashboard.open();
    const other = drafts.first();
    const otherTitle = (await other.getByRole('heading').innerText()).trim();
    await other.getByRole('button', { name: `Delete ${otherTitle}` }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this draft?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await drafts.count()).toBe(1);
    await other.getByRole('button', { name: `Delete ${otherTitle}` }).click();
    await ask.getByRole('button', { name: 'Delete draft' }).click();
    await drafts.first().waitFor({ state: 'detached' });
    await page.reload();
    await dashboard.waitUntilLoaded();
    await dashboard.waitForLocalData();
    expect(await drafts.count()).toBe(0);
    expect((await localRecords(page, 'drafts')).filter((draft) => !draft.usedAt)).toEqual([]);
    await page.goto(`${server.url}/edit`);
    await page.waitForURL(/\/upload$/);
  });
});

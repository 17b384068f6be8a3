import { describe, expect, it } from 'vitest';
import { API, type PortfolioDetail } from '@folio/shared';
import { EditorPage } from '../pages/EditorPage.js';
import { seriousViolations } from '../pages/a11y.js';
import { api, serverAndBrowser, signedInWithPortfolio } from '../support/index.js';

// On a phone: the main text and its translation one above the other, nothing wider than the screen.
const journey = serverAndBrowser({ browser: { viewport: { width: 390, height: 844 } } });

const RESUME = {
  personalInfo: { name: 'Jonas Weber', title: 'Data analyst' },
  summary: { content: 'I turn numbers into decisions.' },
  experience: [
    {
      title: 'Analyst',
      company: 'Nordlicht Data',
      start: '2021-04',
      end: 'present',
      bullets: ['Built dashboards'],
    },
    { title: 'Intern', company: 'Aurore Consulting', start: '2019-09', end: '2020-08' },
  ],
};

describe('a translation written field by field', () => {
  it('is written beside the main text, follows the main resume’s entries, and is published at /{slug}/{lang}', async () => {
    const { page, context } = journey.browser;
    const { server } = journey;
    const { portfolio, token } = await signedInWithPortfolio(
      page,
      server,
      { name: 'Jonas Weber', email: 'jonas.fields@example.com' },
      'Kyoto',
      RESUME,
    );
    const revision = async () =>
      (await api<{ portfolio: PortfolioDetail }>(server, token, 'GET', API.portfolio(portfolio._id))).body
        .portfolio.revision;
    const german = async () => await (await fetch(`${server.url}${portfolio.address}/de`)).text();
    await page.goto(`${server.url}/edit?portfolio=${encodeURIComponent(portfolio._id)}`);
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();

    const languages = page.getByRole('group', { name: 'Other languages of this portfolio' });
    await languages.getByLabel('Add a language').selectOption('de');
    await languages.getByRole('button', { name: 'Translate field by field' }).click();
    const translating = page.getByRole('region', { name: 'Translating into Deutsch' });
    // The keyboard starts at the translation's heading, not back at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sec-translate');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Each text beside the main one: the headline, then a job's title within its entry.
    const headline = translating.getByLabel('Headline in Deutsch');
    expect(await headline.getAttribute('aria-describedby')).toBeTruthy();
    await translating.getByText('Data analyst', { exact: true }).waitFor();
    await headline.fill('Datenanalyst');
    const analyst = translating.getByRole('group', { name: 'Analyst · Nordlicht Data' });
    await analyst.getByLabel('Job title in Deutsch').fill('Analytiker');
    await editor.saveStatus.waitFor();
    await translating.getByText('2 of 8 texts translated.').waitFor();

    // Undo takes a translated word back like any other edit, and redo gives it again.
    await analyst.getByLabel('Job title in Deutsch').press('ControlOrMeta+z');
    await expect.poll(() => analyst.getByLabel('Job title in Deutsch').inputValue()).toBe('');
    await analyst.getByLabel('Job title in Deutsch').press('ControlOrMeta+Shift+z');
    await expect.poll(() => analyst.getByLabel('Job title in Deutsch').inputValue()).toBe('Analytiker');

    // The main resume's order changes: the translated title goes with its job.
    await translating.getByRole('button', { name: 'Back to the main resume' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Edit Deutsch field by field');
    await page.getByRole('button', { name: 'Move experience 1 down' }).click();
    await languages.getByRole('button', { name: 'Edit Deutsch field by field' }).click();
    const moved = translating.getByRole('group', { name: 'Analyst · Nordlicht Data' });
    expect(await moved.getByLabel('Job title in Deutsch').inputValue()).toBe('Analytiker');
    expect(await translating.locator('legend').allTextContents()).toEqual([
      'Intern · Aurore Consulting',
      'Analyst · Nordlicht Data',
    ]);

    const before = await revision();
    await editor.publishChanges();
    await expect.poll(revision, { timeout: 20_000 }).toBeGreaterThan(before);
    const first = await german();
    expect(first).toContain('<html lang="de"');
    expect(first).toContain('Datenanalyst');
    expect(first).toContain('Analytiker');
    // Not translated yet: in English, rather than a gap.
    expect(first).toContain('Aurore Consulting');
    expect(await (await fetch(`${server.url}${portfolio.address}`)).text()).not.toContain('Analytiker');

    // Edited offline after publishing: kept on the device, published once back online.
    await context.setOffline(true);
    await moved.getByLabel('Job title in Deutsch').fill('Datenanalytiker');
    await editor.saveStatus.waitFor();
    await editor.liveStatus.getByRole('button', { name: 'Publish changes' }).click();
    await editor.liveStatus.getByText(/waiting to sync and go out when you are back online/).waitFor();
    await context.setOffline(false);
    await editor.liveStatus.getByText('Live page is up to date.').waitFor({ timeout: 30_000 });
    await expect.poll(german, { timeout: 20_000 }).toContain('Datenanalytiker');
  });
});

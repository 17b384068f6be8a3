import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorPage } from '../pages/EditorPage.js';
import { seriousViolations } from '../pages/a11y.js';
import { API, type PortfolioDetail } from '@folio/shared';
import { buildPdf } from '../../sync-server/src/parse/testPdfs.js';
import {
  api,
  openBrowser,
  signedInWithPortfolio,
  startServer,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';

let server: RunningServer;
let owner: OpenBrowser;

beforeAll(async () => {
  server = await startServer();
  owner = await openBrowser();
});
afterAll(async () => {
  await owner?.close();
  await server?.dispose();
});

/** The same made-up person's resume in German, as a JSON Resume file. */
const GERMAN = JSON.stringify({
  basics: {
    name: 'Jonas Weber',
    label: 'Datenanalyst',
    summary: 'Ich mache aus Zahlen Entscheidungen für kleine Teams.',
  },
  work: [{ name: 'Nordlicht Daten', position: 'Datenanalyst', startDate: '2021-04' }],
});

/** The same made-up person's resume in French, as a PDF with text (read by the parse worker). */
const FRENCH_PDF = buildPdf([
  {
    runs: [
      { x: 50, y: 60, text: 'Jonas Weber', size: 22, bold: true },
      { x: 50, y: 90, text: 'Analyste de données' },
      { x: 50, y: 110, text: 'jonas@example.com  Lyon, France' },
      { x: 50, y: 150, text: 'Profil', size: 14, bold: true },
      { x: 50, y: 170, text: 'Je transforme les chiffres en décisions pour les petites équipes.' },
      { x: 50, y: 210, text: 'Expérience', size: 14, bold: true },
      { x: 50, y: 230, text: 'Analyste de données, Aurore Conseil  avr. 2021 - présent' },
    ],
  },
]);

/** Waits up to 15 s for `check` to hold. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 15_000) throw new Error('Timed out waiting for the sync');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a second language in the editor', () => {
  it('imports a resume (JSON Resume, then a PDF) as another language, publishes it at its own address, and removes it again', async () => {
    const { page } = owner;
    const { portfolio, token } = await signedInWithPortfolio(
      page,
      server,
      { name: 'Jonas Weber', email: 'jonas@example.com' },
      'Kyoto',
      {
        personalInfo: { name: 'Jonas Weber', title: 'Data analyst' },
        summary: 'I turn numbers into decisions.',
      },
    );
    const revision = async () =>
      (await api<{ portfolio: PortfolioDetail }>(server, token, 'GET', API.portfolio(portfolio._id))).body
        .portfolio.revision;
    await page.goto(`${server.url}/edit?portfolio=${encodeURIComponent(portfolio._id)}`);
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();

    const languages = page.getByRole('group', { name: 'Other languages of this portfolio' });
    await languages.getByLabel('Add a language').selectOption('de');
    await languages
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lebenslauf.json', mimeType: 'application/json', buffer: Buffer.from(GERMAN) });
    await languages.getByRole('button', { name: 'Remove Deutsch' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await editor.saveStatus.waitFor();
    await editor.publishChanges();

    // Published on the device; the sync then sends it.
    await until(async () => (await revision()) > portfolio.revision);
    const german = await fetch(`${server.url}${portfolio.address}/de`);
    expect(german.status).toBe(200);
    const html = await german.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Datenanalyst');
    expect(html).toContain(`hreflang="de" href="${server.url}${portfolio.address}/de"`);
    expect(await (await fetch(`${server.url}${portfolio.address}`)).text()).toContain('Data analyst');

    const before = await revision();
    await languages.getByRole('button', { name: 'Remove Deutsch' }).click();
    await languages.getByText('Only the language above.').waitFor();
    await editor.publishChanges();
    await until(async () => (await revision()) > before);
    expect((await fetch(`${server.url}${portfolio.address}/de`, { redirect: 'manual' })).status).toBe(404);

    // A PDF in that language is read on the device by the upload's parse worker.
    await languages.getByLabel('Add a language').selectOption('fr');
    await languages
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(FRENCH_PDF) });
    await languages.getByRole('button', { name: 'Remove Français' }).waitFor();
    await languages.getByRole('status').getByText('read from your PDF on this device').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const withFrench = await revision();
    await editor.publishChanges();
    await until(async () => (await revision()) > withFrench);
    const french = await (await fetch(`${server.url}${portfolio.address}/fr`)).text();
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('Je transforme les chiffres en décisions');
    expect(await (await fetch(`${server.url}${portfolio.address}`)).text()).not.toContain('Je transforme');

    // Anything else is refused with a message, and nothing is added.
    await languages.getByLabel('Add a language').selectOption('de');
    await languages
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await languages.getByRole('alert').getByText('Choose a PDF, JSON Resume').waitFor();
    expect(await languages.getByRole('button', { name: /^Remove / }).count()).toBe(1);
  });
});

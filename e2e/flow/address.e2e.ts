import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import {
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
  // The phone layout the link page must keep (COMMON.md: 390 px).
  owner = await openBrowser({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await owner?.close();
  await server?.dispose();
});

describe('the portfolio address on its link page', () => {
  it('shows the name-like address, refuses what cannot be one, saves a new one, and the old one leads there', async () => {
    const { page } = owner;
    const { portfolio } = await signedInWithPortfolio(
      page,
      server,
      { name: 'Lena Marsh', email: 'lena@example.com' },
      'Cascade',
      { personalInfo: { name: 'Lena Marsh', title: 'Product designer' } },
    );
    expect(portfolio.address).toBe('/lena-marsh');
    await page.goto(`${server.url}/portfolio-link?portfolio=${encodeURIComponent(portfolio._id)}`);
    const link = page.getByLabel('Your portfolio link');
    await link.waitFor();
    expect(await link.inputValue()).toBe(`${server.url}/lena-marsh`);
    const field = page.getByLabel('Your address');
    expect(await field.inputValue()).toBe('lena-marsh');
    expect(await page.getByRole('img', { name: `QR code for ${server.url}/lena-marsh` }).count()).toBe(1);

    // What the app itself uses is refused by the server, and said where it was typed.
    await field.fill('Dashboard');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('used by Folio itself').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // A shape that cannot be an address is explained before anything is sent.
    await field.fill('lena/marsh');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('single hyphens between words').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await field.fill('Lena Marsh Design');
    await page.getByText(`It will be ${server.url}/lena-marsh-design`).waitFor();
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('status').getByText(`now at ${server.url}/lena-marsh-design`).waitFor();
    expect(await link.inputValue()).toBe(`${server.url}/lena-marsh-design`);
    await page.getByRole('img', { name: `QR code for ${server.url}/lena-marsh-design` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The old address and the first one reach the page at its new address.
    const response = await page.goto(`${server.url}/lena-marsh`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${server.url}/lena-marsh-design`);
    await page.getByText('Product designer').first().waitFor();
    await page.goto(`${server.url}/portfolio/Cascade/${portfolio._id}`);
    expect(page.url()).toBe(`${server.url}/lena-marsh-design`);
  });
});

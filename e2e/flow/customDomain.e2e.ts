import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { startTestDnsServer, type TestDnsServer } from '../../sync-server/src/test/dnsServer.js';
import {
  openBrowser,
  signedInWithPortfolio,
  startServer,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';

const DOMAIN = 'amara-okafor.example';

let dns: TestDnsServer;
let server: RunningServer;
let owner: OpenBrowser;
let visitor: OpenBrowser;

beforeAll(async () => {
  dns = await startTestDnsServer();
  // Verified domains are looked up again at every visit, so losing the record shows without a clock.
  server = await startServer({ env: { DNS_SERVERS: dns.address, DOMAIN_RECHECK_HOURS: '0' } });
  owner = await openBrowser();
  // The visitor's browser finds the domain on this machine, as DNS would send it to the server.
  visitor = await openBrowser({ loopbackHosts: [DOMAIN, 'unclaimed.example'] });
});
afterAll(async () => {
  await owner?.close();
  await visitor?.close();
  await server?.dispose();
  await dns?.stop();
});

describe('a custom domain', () => {
  it('is added, proven with a TXT record, serves the portfolio at its root, and stops when removed', async () => {
    const { page } = owner;
    const { portfolio } = await signedInWithPortfolio(
      page,
      server,
      { name: 'Amara Okafor', email: 'amara@example.com' },
      'Cascade',
      { personalInfo: { name: 'Amara Okafor', title: 'Structural engineer' } },
    );
    await page.goto(`${server.url}/portfolio-link?portfolio=${encodeURIComponent(portfolio._id)}`);
    const section = page.getByRole('region', { name: 'Your own domain' });

    // A mistake is explained where it was made.
    await section.getByLabel('Domain').fill('https://amara-okafor.example/cv');
    await section.getByRole('button', { name: 'Add domain' }).click();
    await section.getByText('without https:// or a path').waitFor();

    await section.getByLabel('Domain').fill('Amara-Okafor.example');
    await section.getByRole('button', { name: 'Add domain' }).click();
    await section.getByText('Waiting for the DNS record').waitFor();
    const name = (await section.locator('dd code').nth(1).textContent()) ?? '';
    const value = (await section.locator('dd code').nth(2).textContent()) ?? '';
    expect(name).toBe(`_folio.${DOMAIN}`);
    expect(value).toMatch(/^folio-verify=/);

    // Checked before the record exists: told so, and still waiting.
    await section.getByRole('button', { name: 'Check the record' }).click();
    await section
      .getByRole('alert')
      .getByText(/No TXT record/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    dns.setTxt(name, [value]);
    await section.getByRole('button', { name: 'Check the record' }).click();
    await section.getByTestId('domain-status').getByText('Verified').waitFor();
    const address = `http://${DOMAIN}:${server.port}/`;
    await section.getByRole('link', { name: `https://${DOMAIN}/` }).waitFor();

    // The visitor reaches the portfolio at the domain's root, with the domain as its canonical address.
    const response = await visitor.page.goto(address);
    expect(response?.status()).toBe(200);
    await visitor.page.getByText('Structural engineer').first().waitFor();
    expect(await visitor.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `https://${DOMAIN}/`,
    );
    // A domain nobody verified shows nothing at all.
    const unknown = await visitor.page.goto(`http://unclaimed.example:${server.port}/`);
    expect(unknown?.status()).toBe(404);
    expect(await visitor.page.locator('body').innerText()).toBe('Not found');

    // The TXT record deleted later: a visit's re-check finds it gone, the domain stops serving (asked
    // again past the browser's cache), and the owner is told why and what to do.
    dns.clear(name);
    await visitor.page.goto(address);
    await expect.poll(async () => (await visitor.page.reload())?.status(), { timeout: 15_000 }).toBe(404);
    await page.reload();
    await section.getByTestId('domain-status').getByText('DNS record not found').waitFor();
    await section.getByText(/the TXT record was gone/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    dns.setTxt(name, [value]);
    await section.getByRole('button', { name: 'Check the record' }).click();
    await section.getByTestId('domain-status').getByText('Verified').waitFor();
    expect((await visitor.page.reload())?.status()).toBe(200);

    // The state survives a reload, and removing the domain takes the page down at once.
    await page.reload();
    await section.getByTestId('domain-status').getByText('Verified').waitFor();
    await section.getByRole('button', { name: 'Remove domain' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove domain' }).click();
    await section.getByRole('button', { name: 'Add domain' }).waitFor();
    // Published pages may be cached for a minute (README, "What a CDN may cache"); asked again, the
    // server itself answers 404 at once.
    await visitor.page.goto(address);
    const removed = await visitor.page.reload();
    expect(removed?.status()).toBe(404);
    expect(await visitor.page.locator('body').innerText()).toBe('Not found');
  });
});

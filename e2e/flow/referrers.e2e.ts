import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { DashboardPage } from '../pages/DashboardPage.js';
import { openBrowser, serverAndBrowser, signedInWithPortfolio, type OpenBrowser } from '../support/index.js';

// Headless Chromium names itself and isn't counted; a visitor whose view must count says it's Chrome.
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const journey = serverAndBrowser();
let visitor: OpenBrowser;
beforeAll(async () => {
  visitor = await openBrowser({ userAgent: VISITOR_UA });
});
afterAll(async () => {
  await visitor.close();
});

describe('where visitors came from', () => {
  it("counts a visitor who followed a link from another site under that site's host, on the dashboard", async () => {
    const { server, browser } = journey;
    const account = { name: 'Rowan Referred', email: 'referred@example.com' };
    const { portfolio } = await signedInWithPortfolio(browser.page, server, account, 'Kyoto', {
      personalInfo: { name: 'Rowan Referred', title: 'Cartographer' },
    });
    const dashboard = new DashboardPage(browser.page, server.url);
    await dashboard.open();
    const list = browser.page.getByRole('region', { name: 'Where visitors came from' });
    await list.getByText('No referring sites yet.').waitFor();

    // The page script sends the page's document.referrer; only its host is kept.
    const counted = visitor.page.waitForResponse(
      (res) => new URL(res.url()).pathname.endsWith('/view') && res.request().method() === 'POST',
    );
    await visitor.page.goto(`${server.url}/portfolio/Kyoto/${portfolio._id}`, {
      // http: Chromium sends no referrer from an https page to an http one.
      referer: 'http://Jobs.Example/listing?id=7',
    });
    expect((await counted).headers()['x-folio-view']).toBe('counted');

    await dashboard.open();
    const item = list.getByRole('listitem');
    await expect
      .poll(() => item.allTextContents())
      .toEqual([expect.stringMatching(/^jobs\.example\s*1 view$/)]);
    expect(await list.textContent()).not.toContain('listing');
    expect(await seriousViolations(browser.page)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail, type PrivateLink } from '@folio/shared';
import { signedInPerson, startTestServer, type TestServer } from '../test/testServer.js';

/*
 * A private link's page is rendered once per portfolio revision and then served from memory
 * (issue 20, class 5); what visitors see is never older than the portfolio and the link.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const page = async (url: string) => {
  const res = await fetch(url, { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' } });
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
};

describe('a private link page served again', () => {
  it('is the same page until the portfolio or the link changes, then the new one at once', async () => {
    const owner = await signedInPerson(server, 'cache-owner@example.org');
    const created = await owner.call('POST', API.createPortfolio('Cascade', owner.id), {
      resume: { personalInfo: { name: 'Cora Cached', title: 'Archivist', email: 'cora@example.org' } },
      settings: { showEmail: false },
    });
    const portfolio = (created.body as { portfolio: PortfolioDetail }).portfolio;
    const made = await owner.call('POST', API.portfolioLinks(portfolio._id), { label: 'Cache Co' });
    const link = (made.body as { link: PrivateLink }).link;

    const first = await page(link.url);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('private, no-store');
    expect(first.text).toContain('Archivist');
    expect((await page(link.url)).text).toBe(first.text);

    const edited = await owner.call('PATCH', API.portfolio(portfolio._id), {
      baseRevision: portfolio.revision,
      settings: { showEmail: true },
    });
    expect(edited.status).toBe(200);
    const after = await page(link.url);
    expect(after.text).not.toBe(first.text);
    expect(first.text).not.toContain('cora@example.org');
    expect(after.text).toContain('cora@example.org');

    expect((await owner.call('DELETE', API.portfolioLink(portfolio._id, link.id))).status).toBe(200);
    expect((await page(link.url)).status).toBe(410);
  });
});

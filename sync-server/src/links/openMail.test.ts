import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail, type PrivateLinkResponse } from '@folio/shared';
import { PASSKEY_PROVIDER } from '../auth/providers.js';
import { buildPortfolio } from '../storage/testing.js';
import { mailEnv, readable, startTestSmtpServer, type TestSmtpServer } from '../test/smtpServer.js';
import { signedInPerson, startTestServer, type TestServer } from '../test/testServer.js';

let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestServer({ env: mailEnv(smtp) });
});
afterAll(async () => {
  await server.dispose();
  await smtp.stop();
});

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const OTHER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';

const open = (url: string, ua: string, token?: string) =>
  fetch(`${url}/open`, {
    method: 'POST',
    // What a browser sends with the page's own request (Fetch Metadata); programs send none.
    headers: {
      'User-Agent': ua,
      'Sec-Fetch-Site': 'same-origin',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });

describe('first-open mail', () => {
  it('tells the owner once per link, by mail, when someone else first opens it', async () => {
    const owner = await signedInPerson(server, 'mail-owner@example.org');
    const made = await owner.call('POST', API.createPortfolio('Cascade', owner.id), {
      title: 'Backend portfolio',
      resume: { personalInfo: { name: 'Mila Mailer', title: 'Backend engineer' } },
    });
    const portfolio = (made.body as { portfolio: PortfolioDetail }).portfolio;
    const link = async (label: string) =>
      ((await owner.call('POST', API.portfolioLinks(portfolio._id), { label })).body as PrivateLinkResponse)
        .link;
    const acme = await link('Acme — backend role');

    // The owner's own look does not count, so it sends nothing; the first visitor does.
    expect((await open(acme.url, BROWSER, owner.token)).status).toBe(204);
    expect((await open(acme.url, BROWSER)).status).toBe(204);
    const [first] = await smtp.waitFor(1);
    expect(first?.to).toEqual(['mail-owner@example.org']);
    expect(first?.from).toBe('folio@example.org');
    const text = readable(first!);
    expect(text).toContain('Subject: Your private link “Acme — backend role” was opened');
    const me = (await owner.call('GET', API.authMe)).body as { user: { name: string } };
    expect(text).toContain(`Hello ${me.user.name},`);
    expect(text).toContain('“Acme — backend role” for “Backend portfolio” was opened for the first time');
    expect(text).toContain(`${server.url}/portfolio-link?portfolio=${portfolio._id}`);

    // Later opens of the same link send nothing; another link's first open sends its own.
    expect((await open(acme.url, OTHER)).status).toBe(204);
    expect((await open(acme.url, BROWSER)).status).toBe(204);
    // A passkey account's email was only typed in, never proven: nothing is sent there.
    const typed = await server.storage.users.create({
      subject: 'passkey:typed',
      provider: PASSKEY_PROVIDER,
      name: 'Typed In',
      email: 'someone-else@example.org',
    });
    const theirs = await server.storage.portfolios.create(buildPortfolio(typed!.id), null);
    if (!theirs.ok) throw new Error('portfolio not created');
    const typedLink = await server.storage.links.create({
      portfolioId: theirs.portfolio.id,
      ownerId: typed!.id,
      label: 'Unproven',
      reveal: { email: false, phone: false, pdf: false },
      expiresAt: null,
    });
    expect((await open(`${server.url}/l/${typedLink.token}`, OTHER)).status).toBe(204);
    expect((await server.storage.links.getByToken(typedLink.token))?.visitors).toBe(1);
    const zeta = await link('Zeta Labs');
    expect((await open(zeta.url, OTHER)).status).toBe(204);
    const all = await smtp.waitFor(2);
    expect(all).toHaveLength(2);
    expect(readable(all[1]!)).toContain('“Zeta Labs” for “Backend portfolio”');
  });
});

import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PRIVATE_LINKS_PER_DAY,
  type NotificationsResponse,
  type PortfolioDetail,
  type PrivateLink,
  type PrivateLinkListResponse,
} from '@folio/shared';
import { api, corpusPdf, fileForm } from '../test/http.js';
import { signedInPerson, startTestServer, type SignedInPerson, type TestServer } from '../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';

const person = (email: string) => signedInPerson(server, email);
type Person = SignedInPerson;

/** A portfolio whose public page hides the email and phone. */
async function hiddenContacts(p: Person, resumeId?: string) {
  const res = await p.call('POST', API.createPortfolio('Cascade', p.id), {
    ...(resumeId ? { resumeId } : {}),
    resume: {
      personalInfo: {
        name: 'Rosa Private',
        title: 'Nurse',
        email: 'rosa@example.org',
        phone: '+44 20 7946 0958',
      },
    },
    settings: { showEmail: false, showPhone: false },
  });
  expect(res.status).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

async function makeLink(p: Person, pid: string, body: unknown) {
  const res = await p.call('POST', API.portfolioLinks(pid), body);
  return { res, link: (res.body as { link: PrivateLink }).link };
}

const links = async (p: Person, pid: string) =>
  ((await p.call('GET', API.portfolioLinks(pid))).body as PrivateLinkListResponse).links;

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { 'User-Agent': BROWSER, ...headers } });
const open = (url: string, ua = BROWSER, token?: string) =>
  fetch(`${url}/open`, {
    method: 'POST',
    // What a browser sends with the page's own request (Fetch Metadata); programs send none.
    headers: {
      'User-Agent': ua,
      'Sec-Fetch-Site': 'same-origin',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });

describe('private links', () => {
  it('show what the link reveals, never indexed, with no Referer and no canonical address', async () => {
    const p = await person('links-owner@example.org');
    const portfolio = await hiddenContacts(p);
    const { res, link } = await makeLink(p, portfolio._id, {
      label: 'Acme — ward nurse',
      reveal: { email: true },
    });
    expect(res.status).toBe(201);
    expect(link.url).toMatch(new RegExp(`^${server.url}/l/[A-Za-z0-9_-]{43}$`));
    expect(link).toMatchObject({ label: 'Acme — ward nurse', expired: false, opens: { visitors: 0 } });

    const page = await get(link.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('rosa@example.org');
    expect(html).not.toContain('7946');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private, no-store');

    const publicPage = await (await get(`${server.url}/portfolio/${portfolio.url}`)).text();
    expect(publicPage).not.toContain('rosa@example.org');
    const sitemap = await (await get(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/l/');
    expect(await (await get(`${server.url}/robots.txt`)).text()).toContain('Disallow: /l/');
  });

  it('counts distinct people, not bots or the owner; link previews count as passed on', async () => {
    const p = await person('links-opens@example.org');
    const portfolio = await hiddenContacts(p);
    const { link } = await makeLink(p, portfolio._id, { label: 'Beta Health' });
    expect((await open(link.url)).status).toBe(204);
    await open(link.url); // the same person again
    await open(link.url, OTHER_BROWSER);
    await open(link.url, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await open(link.url, BROWSER, p.token); // the owner checking their own link
    await get(link.url, { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' });
    await get(link.url, { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' });
    const [listed] = await links(p, portfolio._id);
    expect(listed?.opens.visitors).toBe(2);
    expect(listed?.opens.unfurls).toBe(1);
    expect(listed?.opens.first).not.toBeNull();
    expect(listed?.opens.last).not.toBeNull();
  });

  it('tells the owner of the first open until they have seen it', async () => {
    const p = await person('links-notify@example.org');
    const portfolio = await hiddenContacts(p);
    const { link } = await makeLink(p, portfolio._id, { label: 'Gamma Clinic' });
    const notices = async () =>
      ((await p.call('GET', API.notifications)).body as NotificationsResponse).notifications;
    expect(await notices()).toEqual([]);
    await open(link.url);
    const [notice] = await notices();
    expect(notice).toMatchObject({ linkId: link.id, label: 'Gamma Clinic', portfolioId: portfolio._id });
    expect((await p.call('POST', API.notificationsSeen, { ids: [notice?.id] })).status).toBe(200);
    expect(await notices()).toEqual([]);
  });

  it('a revoked or expired link answers 410 with a polite page; an unknown one 404', async () => {
    const p = await person('links-gone@example.org');
    const portfolio = await hiddenContacts(p);
    const { link } = await makeLink(p, portfolio._id, { label: 'Delta' });
    expect((await p.call('DELETE', API.portfolioLink(portfolio._id, link.id))).status).toBe(200);
    const revoked = await get(link.url);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain('no longer available');
    expect(await links(p, portfolio._id)).toEqual([]);

    const soon = new Date(Date.now() + 1500).toISOString();
    const { link: expiring } = await makeLink(p, portfolio._id, { label: 'Epsilon', expiresAt: soon });
    expect((await get(expiring.url)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await get(expiring.url)).status).toBe(410);
    expect((await links(p, portfolio._id))[0]?.expired).toBe(true);

    expect((await get(`${server.url}/l/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('offers the PDF only when the link says so', async () => {
    const p = await person('links-pdf@example.org');
    const upload = await api(server, 'POST', API.uploadResume, {
      token: p.token,
      body: fileForm(corpusPdf('open-resume-john-doe')),
    });
    const portfolio = await hiddenContacts(p, (upload.body as { resumeId: string }).resumeId);
    const { link: withPdf } = await makeLink(p, portfolio._id, { label: 'Zeta', reveal: { pdf: true } });
    const { link: without } = await makeLink(p, portfolio._id, { label: 'Eta' });
    const pdf = await get(`${withPdf.url}/resume.pdf`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // A button inside the template's page (so the page's theme colours it), not a bare link after it.
    const html = await (await get(withPdf.url)).text();
    const page = new Window().document;
    page.write(html);
    const button = page.querySelector('.fx-page a.fx-private-pdf__button');
    expect(button?.getAttribute('href')).toBe(`${new URL(withPdf.url).pathname}/resume.pdf`);
    expect(button?.hasAttribute('download')).toBe(true);
    expect(await (await get(without.url)).text()).not.toContain('/resume.pdf');
    expect((await get(`${without.url}/resume.pdf`)).status).toBe(404);
  });

  it('belongs to the owner: others get 404, bad input a clear 400', async () => {
    const owner = await person('links-mine@example.org');
    const other = await person('links-theirs@example.org');
    const portfolio = await hiddenContacts(owner);
    const { link } = await makeLink(owner, portfolio._id, { label: 'Theta' });
    expect((await other.call('GET', API.portfolioLinks(portfolio._id))).status).toBe(404);
    expect((await makeLink(other, portfolio._id, { label: 'Mine now' })).res.status).toBe(404);
    expect((await other.call('DELETE', API.portfolioLink(portfolio._id, link.id))).status).toBe(404);
    expect((await api(server, 'GET', API.portfolioLinks(portfolio._id))).status).toBe(401);
    expect((await makeLink(owner, portfolio._id, { label: '  ' })).res.status).toBe(400);
    expect((await makeLink(owner, portfolio._id, { label: 'x'.repeat(500) })).res.status).toBe(400);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await makeLink(owner, portfolio._id, { label: 'Old', expiresAt: past })).res.status).toBe(400);
    expect(
      (await makeLink(owner, portfolio._id, { label: 'Odd', reveal: { address: true } })).res.status,
    ).toBe(400);
    // The label keeps no control characters.
    const { link: clean } = await makeLink(owner, portfolio._id, { label: 'Iota\u202e\u0000 role' });
    expect(clean.label).toBe('Iota role');
  });

  it('an account makes at most PRIVATE_LINKS_PER_DAY a day, revoked ones included', async () => {
    // Revoked links stay (their address answers 410): making and revoking must not grow the store.
    const owner = await person('links-churn@example.org');
    const portfolio = await hiddenContacts(owner);
    for (let i = 0; i < PRIVATE_LINKS_PER_DAY; i++) {
      const { res, link } = await makeLink(owner, portfolio._id, { label: `Churn ${i}` });
      expect(res.status).toBe(201);
      expect((await owner.call('DELETE', API.portfolioLink(portfolio._id, link.id))).status).toBe(200);
    }
    const refused = (await makeLink(owner, portfolio._id, { label: 'One more' })).res;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await person('links-calm@example.org');
    const theirs = await hiddenContacts(other);
    expect((await makeLink(other, theirs._id, { label: 'First' })).res.status).toBe(201);
  });
});
